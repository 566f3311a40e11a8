/**
 * Every powerful browser feature switched off, but writing to the clipboard from the site's own pages:
 * the prompt library's Copy button and the badge's embed code use it. Only names Chromium knows, since an
 * unknown one is reported as an error in the console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Sent only over https (a browser ignores it over plain http, and it must never pin a local http host). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityHeaderOptions {
  /** A same-origin path where browsers send CSP violation reports (the production server has one). */
  reportPath?: string;
}

/**
 * The headers every answer carries. The policy lets the page load only the site's own files and talk
 * only to itself and, when one is configured, the hosted Supabase project. Styles may be inline:
 * Emotion writes the page's CSS into <style> elements.
 */
export function securityHeaders(
  supabaseUrl?: string,
  options: SecurityHeaderOptions = {},
): Record<string, string> {
  const backend = supabaseUrl ? ` ${new URL(supabaseUrl).origin}` : '';
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${backend}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // report-uri, not report-to: every browser sends it at once, where the Reporting API batches and delays.
    ...(options.reportPath ? [`report-uri ${options.reportPath}`] : []),
  ].join('; ');
  return {
    'content-security-policy': policy,
    'permissions-policy': PERMISSIONS_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}
