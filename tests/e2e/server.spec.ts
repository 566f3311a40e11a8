import { expect, test } from '../support/fixtures';
import type { APIRequestContext } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { scriptsOfPage } from '../../scripts/build/bundle/routeBundles';
import { hostOrigins, hostRequest, SITE_PORT, unknownPath } from '../support/hosts';

// The production server behind `npm start`, asked from outside as a browser or a crawler would.

const main = (request: APIRequestContext) => hostRequest(request, 'main');
const community = (request: APIRequestContext) => hostRequest(request, 'community');

/** The script that hydrates the islands, as the prompt library lists it in its head. */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await hostRequest(request, 'main').get('/find-prompt')).text();
  const [entry] = scriptsOfPage(html).filter((file) => /^\/assets\/islands-[\w-]+\.js$/.test(file));
  if (!entry) throw new Error('The prompt library lists no islands script');
  return entry;
}

test('every answer carries the security headers', async ({ request }) => {
  for (const [ask, url] of [
    [main, '/'],
    [community, '/events'],
    [main, unknownPath],
    [main, '/robots.txt'],
  ] as const) {
    const headers = (await ask(request).get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], url).toBe('DENY');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, url).toContain("default-src 'self'");
    expect(policy, url).toContain("script-src 'self'");
    expect(policy, url).toContain("connect-src 'self'");
    expect(policy, url).toContain("frame-ancestors 'none'");
    expect(policy, url).not.toContain('unsafe-eval');
    expect(policy, url).toContain('report-uri /csp-report');
    // Chromium registers a Reporting-Endpoints URL only over https, and with report-to would ignore report-uri.
    expect(policy, url).not.toContain('report-to');
    expect(headers['reporting-endpoints'], url).toBeUndefined();
    const permissions = headers['permissions-policy'] ?? '';
    expect(permissions, url).toContain('clipboard-write=(self)');
    expect(permissions, url).toContain('clipboard-read=()');
    expect(permissions, url).toContain('camera=()');
    expect(permissions, url).toContain('microphone=()');
    expect(permissions, url).toContain('geolocation=()');
    // Plain http here: no HSTS, which would pin a local host to https.
    expect(headers['strict-transport-security'], url).toBeUndefined();
  }
});

test('HSTS and the Reporting API endpoint are sent when a proxy on this machine says the visitor came over https', async ({
  request,
}) => {
  for (const [ask, url] of [
    [main, '/'],
    [community, '/events'],
    [main, unknownPath],
  ] as const) {
    const headers = (await ask(request).get(url, { headers: { 'x-forwarded-proto': 'https' } })).headers();
    expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy'], url).toMatch(
      /; report-uri \/csp-report; report-to csp-endpoint$/,
    );
    expect(headers['reporting-endpoints'], url).toBe('csp-endpoint="/csp-report"');
    expect(headers['permissions-policy'], url).toContain('clipboard-write=(self)');
  }
  const plain = await main(request).get('/', { headers: { 'x-forwarded-proto': 'http' } });
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
});

test('the browser can report a CSP violation to the same origin, and only a report is taken', async ({
  request,
}) => {
  const report = {
    'csp-report': {
      'document-uri': 'http://localhost/find-prompt?q=ada%40example.com',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
    },
  };
  const sent = await main(request).post('/csp-report', {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify(report),
  });
  expect(sent.status()).toBe(204);
  // The Reporting API's form, as Chromium sends it for report-to.
  const listed = await community(request).post('/csp-report', {
    headers: { 'content-type': 'application/reports+json' },
    data: JSON.stringify([
      {
        type: 'csp-violation',
        body: { documentURL: 'http://localhost/events', effectiveDirective: 'img-src', blockedURL: 'inline' },
      },
    ]),
  });
  expect(listed.status()).toBe(204);
  expect((await main(request).get('/csp-report')).status()).toBe(405);
  const tooLarge = await main(request).post('/csp-report', {
    headers: { 'content-type': 'application/csp-report' },
    data: JSON.stringify({ 'csp-report': { 'script-sample': 'x'.repeat(9000) } }),
  });
  expect(tooLarge.status()).toBe(413);
  const notAReport = await main(request).post('/csp-report', {
    headers: { 'content-type': 'text/plain' },
    data: 'hello',
  });
  expect(notAReport.status()).toBe(415);
});

test('the host name chooses the site: the same path is a page on one host and a 404 on the other', async ({
  request,
}) => {
  expect((await community(request).get(`/events`)).status()).toBe(200);
  expect((await main(request).get(`/events`)).status()).toBe(404);
  expect((await main(request).get(`/find-prompt`)).status()).toBe(200);
  expect((await community(request).get(`/find-prompt`)).status()).toBe(404);
});

test('unknown paths get a real 404 status with the 404 page', async ({ request }) => {
  for (const [ask, url] of [
    [main, unknownPath],
    [community, unknownPath],
    [main, '/assets/missing.js'],
  ] as const) {
    const response = await ask(request).get(url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()['content-type'], url).toContain('text/html');
    expect(await response.text(), url).toContain('Oops! Page not found');
  }
});

test('pages are compressed and checked on every visit; hashed files are cached for a year', async ({
  request,
}) => {
  const page = await main(request).get(`/`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['vary']).toBe('Accept-Encoding');

  const script = await main(request).get(`${await entryScript(request)}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(script.status()).toBe(200);
  expect(script.headers()['content-encoding']).toBe('gzip');
  expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const plain = await main(request).get(`/`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
    Number(page.headers()['content-length']) * 3,
  );
});

test('a page that has not changed is answered with 304', async ({ request }) => {
  const first = await main(request).get(`/about`);
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await main(request).get(`/about`, { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
});

test('one address per page, and no way out of the site folder', async ({ request }) => {
  const slash = await main(request).get(`/about/?ref=news`, { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toBe('/about?ref=news');
  const escape = await main(request).get(`/..%2f..%2fpackage.json`);
  expect([400, 404]).toContain(escape.status());
  expect(await escape.text()).not.toContain('"devDependencies"');
  const post = await main(request).post(`/about`, { data: {} });
  expect(post.status()).toBe(405);
});

test('each encoding of a file has its own validator', async ({ request }) => {
  const tags = new Map<string, string>();
  for (const encoding of ['br', 'gzip', 'identity']) {
    const answer = await main(request).get('/about', { headers: { 'accept-encoding': encoding } });
    expect(answer.headers()['content-encoding'] ?? 'identity', encoding).toBe(encoding);
    tags.set(encoding, answer.headers()['etag'] ?? '');
  }
  expect(new Set(tags.values()).size).toBe(3);
  // The brotli body's validator does not stand for the gzip body, and a list is read item by item.
  const other = await main(request).get('/about', {
    headers: { 'accept-encoding': 'gzip', 'if-none-match': tags.get('br') ?? '' },
  });
  expect(other.status()).toBe(200);
  const listed = await main(request).get('/about', {
    headers: { 'accept-encoding': 'gzip', 'if-none-match': `"other", W/${tags.get('gzip') ?? ''}` },
  });
  expect(listed.status()).toBe(304);
});

test('a page has one address: its .html file, a trailing slash and /index.html move to it', async ({
  request,
}) => {
  const moves: [typeof main, string, string][] = [
    [main, '/about.html', '/about'],
    [main, '/about.html?ref=news', '/about?ref=news'],
    [main, '/about/', '/about'],
    [main, '/index.html', '/'],
    [main, '/women-love-ai/events.html', '/women-love-ai/events'],
    [main, '/women-love-ai/events/', '/women-love-ai/events'],
    [main, '/women-love-ai/events/waves-ai.html', '/women-love-ai/events/waves-ai'],
    [community, '/events.html', '/events'],
    [community, '/index.html', '/'],
  ];
  for (const [ask, from, to] of moves) {
    const answer = await ask(request).get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(answer.headers()['location'], from).toBe(to);
  }
  // The 404 page is not a page of its own.
  for (const path of ['/404', '/404.html', '/assets', '/women-love-ai'])
    expect((await main(request).get(path, { maxRedirects: 0 })).status(), path).toBe(404);
});

/** Asks the server for a path exactly as written (a URL parser would turn a backslash into a slash). */
function rawGet(path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const ask = httpRequest(
      { host: '127.0.0.1', port: SITE_PORT, path, headers: { host: new URL(hostOrigins.main).host } },
      (answer) => {
        answer.resume();
        resolve({ status: answer.statusCode ?? 0, location: answer.headers.location });
      },
    );
    ask.on('error', reject);
    ask.end();
  });
}

test('a redirect always stays on the site, whatever slashes the address has', async () => {
  for (const path of ['/\\evil.example/', '/\\/evil.example/', '//evil.example/', '/%5Cevil.example/']) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBe(301);
    const location = answer.location ?? '';
    // What a browser makes of it: a path on this host, with no backslash left to read as a slash.
    expect(location, path).toMatch(/^\/[^/\\]/);
    expect(new URL(location, hostOrigins.main).host, path).toBe(new URL(hostOrigins.main).host);
  }
  expect((await rawGet('/\\evil.example.html')).status).toBe(404);
});

test('sitemap, robots file and share card are served with their types', async ({ request }) => {
  const types: Record<string, string> = {
    '/sitemap.xml': 'application/xml; charset=utf-8',
    '/robots.txt': 'text/plain; charset=utf-8',
    '/share-community.png': 'image/png',
  };
  for (const [path, type] of Object.entries(types)) {
    const response = await community(request).get(`${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
  }
});

test('the embedded backend answers on the same port', async ({ request }) => {
  const response = await main(request).get(
    '/storage/v1/object/public/resources/beginners-guide-to-prompting.pdf',
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const missing = await main(request).get(`/rest/v1/no_such_table`, {
    headers: { apikey: 'x', authorization: 'Bearer x' },
  });
  expect(missing.headers()['content-type']).toContain('application/json');
});
