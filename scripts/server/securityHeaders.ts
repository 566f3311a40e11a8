/**
 * The headers every answer carries. The policy lets the page load only the site's own files and talk
 * only to itself and, when one is configured, the hosted Supabase project. Styles may be inline:
 * Emotion writes the page's CSS into <style> elements.
 */
export function securityHeaders(supabaseUrl?: string): Record<string, string> {
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
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}
