import { createHash } from 'node:crypto';
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../scripts/server/securityHeaders';
import { HEAD_SCRIPT } from '../../src/ssr/headScript';
import { chooseEncoding, type StaticFile } from '../../scripts/server/staticFiles';
import { appScriptsBlock, prerenderTemplate, staticHostHeaders } from '../../scripts/site/writeSites';

const textFile: StaticFile = {
  type: 'text/html',
  etag: (encoding) => (encoding === 'identity' ? '"x"' : `"x-${encoding}"`),
  compressible: true,
  body: () => Buffer.from(''),
};
const picture: StaticFile = { ...textFile, type: 'image/png', compressible: false };

describe('security headers', () => {
  it('allow the site itself only, until a Supabase project is configured', () => {
    const policy = securityHeaders()['content-security-policy'];
    expect(policy).toContain("connect-src 'self';");
    // The site's own files, and the one inline script (the head's) by its hash.
    const hash = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toContain('supabase');
  });

  it('allow the configured Supabase project by its origin', () => {
    const policy = securityHeaders('https://abcd.supabase.co/')['content-security-policy'];
    expect(policy).toContain("connect-src 'self' https://abcd.supabase.co;");
  });

  it('switch off every powerful feature but writing to the clipboard', () => {
    const policy = securityHeaders()['permissions-policy'] ?? '';
    const entries = policy.split(', ');
    expect(entries.filter((entry) => !entry.endsWith('=()'))).toEqual(['clipboard-write=(self)']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-read'])
      expect(entries).toContain(`${feature}=()`);
    // Chromium warns in the console about a name it does not know.
    for (const unknown of ['bluetooth', 'battery', 'web-share', 'notifications'])
      expect(policy).not.toContain(unknown);
  });

  it('name the server’s report endpoint only when asked to, and by the Reporting API only when asked to', () => {
    const plain = securityHeaders(undefined, { reportPath: '/csp-report' });
    expect(plain['content-security-policy']).toMatch(/; report-uri \/csp-report$/);
    expect(plain['reporting-endpoints']).toBeUndefined();
    const https = securityHeaders(undefined, { reportPath: '/csp-report', reportingApi: true });
    expect(https['content-security-policy']).toMatch(/; report-uri \/csp-report; report-to csp-endpoint$/);
    expect(https['reporting-endpoints']).toBe('csp-endpoint="/csp-report"');
    for (const none of [securityHeaders(), securityHeaders(undefined, { reportingApi: true })]) {
      expect(none['content-security-policy']).not.toMatch(/report-uri|report-to/);
      expect(none['reporting-endpoints']).toBeUndefined();
    }
  });

  it('are written for static hosts too, with a year of caching for hashed files', () => {
    const file = staticHostHeaders('https://abcd.supabase.co');
    expect(file).toContain('  strict-transport-security: max-age=31536000; includeSubDomains\n');
    expect(file).toContain('  permissions-policy: ');
    expect(file).not.toMatch(/report-uri|report-to|reporting-endpoints/);
    // Otherwise the very same headers as the server's.
    const server = securityHeaders('https://abcd.supabase.co', {
      reportPath: '/csp-report',
      reportingApi: true,
    });
    for (const [name, value] of Object.entries(server))
      if (name === 'content-security-policy')
        expect(file).toContain(
          `  ${name}: ${value.replace('; report-uri /csp-report; report-to csp-endpoint', '')}\n`,
        );
      else if (name !== 'reporting-endpoints') expect(file).toContain(`  ${name}: ${value}\n`);
    expect(file).toMatch(/^\/\*\n {2}content-security-policy: .*https:\/\/abcd\.supabase\.co/);
    expect(file).toContain('  x-frame-options: DENY\n');
    expect(file).toContain('/assets/*\n  cache-control: public, max-age=31536000, immutable\n');
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br', textFile)).toBe('br');
    expect(chooseEncoding('gzip, deflate', textFile)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', textFile)).toBe('gzip');
    expect(chooseEncoding(undefined, textFile)).toBe('identity');
  });

  it('never compresses what is compressed already', () => {
    expect(chooseEncoding('br, gzip', picture)).toBe('identity');
  });
});

describe('prerenderTemplate', () => {
  const built = [
    '<head><script type="module" crossorigin src="/assets/index-A1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-dom-B2.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-C3.css">',
    '</head><body><div id="root"></div></body>',
  ].join('\n');
  const css =
    '@font-face{src:url(/assets/fredoka-600-core-D4.woff2)}@font-face{src:url(/assets/inter-core-E5.woff2)}';

  it('inlines the font faces and puts the starter, at low priority, in place of the entry and its preloads', () => {
    const { template, preloads } = prerenderTemplate(built, '/assets/boot-F6.js', (href) =>
      href === '/assets/index-C3.css' ? css : '',
    );
    expect(template).toContain(`<style>${css}</style>`);
    expect(template).not.toContain('modulepreload');
    expect(template).not.toContain('rel="stylesheet"');
    expect(template).not.toContain('index-A1.js');
    expect(template).toContain(
      '<script type="module" fetchpriority="low" src="/assets/boot-F6.js"></script>',
    );
    expect(preloads).toBe(
      '<link rel="preload" href="/assets/fredoka-600-core-D4.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/assets/inter-core-E5.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it('fails loudly when index.html has no entry script, or more than one', () => {
    const withoutEntry = built.replace(/<script[^>]*><\/script>/, '');
    expect(() => prerenderTemplate(withoutEntry, '/assets/boot-F6.js', () => css)).toThrow(
      /0 module scripts/,
    );
  });

  it("writes the app's scripts as data the starter reads, never as markup", () => {
    const block = appScriptsBlock({ entry: '/assets/index-A1.js', preload: ['/assets/a</script>.js'] });
    expect(block).toMatch(/^<script type="application\/json" id="app-scripts">/);
    expect(block).not.toContain('a</script>');
    const json = /<script[^>]*>(.*)<\/script>$/.exec(block)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ entry: '/assets/index-A1.js', preload: ['/assets/a</script>.js'] });
  });

  it('fails loudly when a preloaded face is missing from the CSS', () => {
    expect(() => prerenderTemplate(built, '/assets/boot-F6.js', () => '')).toThrow(/No font file matches/);
  });
});
