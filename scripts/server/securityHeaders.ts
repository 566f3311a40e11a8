import { createHash } from 'node:crypto';
import { HEAD_SCRIPT } from '../../src/start/headScript.ts';
import { SPECULATION_RULES } from '../../src/routing/speculationRules.ts';
import { ICS_FOLDER, ICS_TYPE } from '../../src/events/calendar.ts';

/**
 * Every powerful browser feature switched off, but writing to the clipboard from the site's own pages:
 * the prompt library's Copy button and the badge's embed code use it. Only names Chromium knows, since an
 * unknown one is reported in the console (`bluetooth`, `battery`, `web-share` and `notifications` are not
 * among them).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
  'compute-pressure=()',
  'digital-credentials-get=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'gamepad=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'identity-credentials-get=()',
  'idle-detection=()',
  'local-fonts=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'otp-credentials=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-create=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'window-management=()',
  'xr-spatial-tracking=()',
].join(', ');

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** The CSP source that allows the head's inline script (src/start/headScript.ts) by its SHA-256. */
export const HEAD_SCRIPT_HASH = sha256(HEAD_SCRIPT);

/** The CSP source that allows the pages' speculation rules (src/routing/speculationRules.ts) by theirs. */
export const SPECULATION_RULES_HASH = sha256(SPECULATION_RULES);

/** Sent only over https (a browser ignores it over plain http, and it must never pin a local http host). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The name the policy's `report-to` gives the endpoint that `Reporting-Endpoints` defines. */
export const CSP_REPORT_ENDPOINT = 'csp-endpoint';

export interface SecurityHeaderOptions {
  /** A same-origin path where browsers send CSP violation reports (the production server has one). */
  reportPath?: string;
  /**
   * Name the report path by the Reporting API too (`report-to` and `Reporting-Endpoints`); only for answers
   * over https. Chromium registers a Reporting-Endpoints URL only over https, yet once the policy has
   * `report-to` it ignores `report-uri`: over plain http it would then report nothing at all.
   */
  reportingApi?: boolean;
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
  const { reportPath } = options;
  const reportingApi = !!reportPath && !!options.reportingApi;
  const policy = [
    "default-src 'self'",
    // The inline scripts: the head's (the events' phases, and taps answered before an island is
    // hydrated) and the speculation rules.
    `script-src 'self' '${HEAD_SCRIPT_HASH}' '${SPECULATION_RULES_HASH}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${backend}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Browsers with the Reporting API use report-to (and then ignore report-uri); the others report-uri.
    ...(reportPath ? [`report-uri ${reportPath}`] : []),
    ...(reportingApi ? [`report-to ${CSP_REPORT_ENDPOINT}`] : []),
  ].join('; ');
  return {
    'content-security-policy': policy,
    ...(reportingApi ? { 'reporting-endpoints': `${CSP_REPORT_ENDPOINT}="${reportPath}"` } : {}),
    'permissions-policy': PERMISSIONS_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * The same headers the production server sends, in the `_headers` file Netlify and Cloudflare Pages
 * read, so a static host can serve the folder as it is.
 */
export function staticHostHeaders(supabaseUrl?: string): string {
  // Static hosts serve over https, so HSTS goes with them; they have no endpoint for CSP reports.
  const headers = { ...securityHeaders(supabaseUrl), 'strict-transport-security': STRICT_TRANSPORT_SECURITY };
  const all = Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  // Static hosts guess a file's type from its name, and not every one knows .ics or names its charset.
  const calendars = `/${ICS_FOLDER}/*\n  content-type: ${ICS_TYPE}\n`;
  return `/*\n${all}\n/assets/*\n  cache-control: public, max-age=31536000, immutable\n${calendars}`;
}
