import { createHash } from 'node:crypto';
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { securityHeaders, staticHostHeaders } from '../../scripts/server/securityHeaders';
import { SPECULATION_RULES } from '../../src/routing/speculationRules';
import { HEAD_SCRIPT } from '../../src/start/headScript';
import { chooseEncoding, type StaticFile } from '../../scripts/server/staticFiles';
import { scriptsOfPage } from '../../scripts/build/bundle/routeBundles';
import type { Manifest } from '../../scripts/build/prerender/chunks';
import { pageFrame, scriptTags } from '../../scripts/build/prerender/writeSites';

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
    // The site's own files, and the two inline scripts (the head's, the speculation rules) by their hashes.
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy).toContain(`script-src 'self' ${hash(HEAD_SCRIPT)} ${hash(SPECULATION_RULES)};`);
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

describe('the page frame and its scripts', () => {
  const indexHtml = [
    '<html lang="en-GB"><head><title>The AI Edit</title></head>',
    '<body><div id="root"></div><script type="module" src="/src/start/entry-dev.tsx"></script></body></html>',
  ].join('\n');
  const css =
    '@font-face{src:url(/assets/fredoka-600-core-D4.woff2)}@font-face{src:url(/assets/inter-core-E5.woff2)}';
  const manifest: Manifest = {
    'theme/fonts.css': { file: 'assets/fonts-C3.css', isEntry: true },
    'src/start/pageScript.ts': { file: 'assets/page-A1.js', isEntry: true, imports: ['_page-A2.js'] },
    '_page-A2.js': { file: 'assets/page-A2.js' },
    'src/start/entry-client.tsx': {
      file: 'assets/islands-B1.js',
      isEntry: true,
      imports: ['_app-B2.js', '_page-A2.js'],
    },
    '_app-B2.js': { file: 'assets/app-B2.js' },
    'src/islands/EventFormIsland.tsx': {
      file: 'assets/EventFormIsland-B3.js',
      imports: ['_app-B2.js', '_forms-B4.js'],
    },
    '_forms-B4.js': { file: 'assets/forms-B4.js', imports: ['_app-B2.js'] },
  };
  const readFile = (file: string) => (file === 'assets/fonts-C3.css' ? css : '');

  it("drops index.html's development script, inlines the faces and preloads the first screen's two", () => {
    const frame = pageFrame(indexHtml, manifest, readFile);
    expect(frame.template).not.toContain('devPage');
    expect(frame.template).toContain('<div id="root"></div>');
    expect(frame.fonts).toBe(
      '<link rel="preload" href="/assets/fredoka-600-core-D4.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/assets/inter-core-E5.woff2" as="font" type="font/woff2" crossorigin>' +
        `<style>${css}</style>`,
    );
  });

  it('gives a page without islands the page script alone, with what it imports', () => {
    const frame = pageFrame(indexHtml, manifest, readFile);
    expect(scriptTags(frame, manifest, [])).toBe(
      '<script type="module" src="/assets/page-A1.js"></script><link rel="modulepreload" href="/assets/page-A2.js">',
    );
  });

  it("lists entry-client and every file a page's islands need, each once, for the page script to ask for", () => {
    const frame = pageFrame(indexHtml, manifest, readFile);
    const tags = scriptTags(frame, manifest, ['event-form']);
    expect(scriptsOfPage(tags)).toEqual([
      '/assets/page-A1.js',
      '/assets/page-A2.js',
      '/assets/islands-B1.js',
      '/assets/app-B2.js',
      '/assets/EventFormIsland-B3.js',
      '/assets/forms-B4.js',
    ]);
    // Nothing of the islands is asked for by the markup itself: the page script asks after the first paint.
    expect(tags).not.toContain('islands-B1.js"></script>');
    expect(tags).toContain('<script type="application/json" id="island-scripts">');
  });

  it('fails loudly when index.html has no development script, or more than one', () => {
    expect(() => pageFrame(indexHtml.replace(/<script[^>]*><\/script>/, ''), manifest, readFile)).toThrow(
      /0 module scripts/,
    );
  });

  it('fails loudly when a preloaded face is missing from the CSS', () => {
    expect(() => pageFrame(indexHtml, manifest, () => '')).toThrow(/No font file matches/);
  });
});
