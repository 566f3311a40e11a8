import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { LocalBackend } from '../../supabase/local/handler.ts';
import { hostKindOf } from '../../src/routing/host.ts';
import { NOT_FOUND_FILE, SITES_DIR, siteDir } from './layout.ts';
import { decodeSegment, parseTarget } from '../../supabase/local/http/requestTarget.ts';
import { isHttps } from '../../supabase/local/http/clientAddress.ts';
import { CSP_REPORT_PATH, createCspReportHandler } from './cspReports.ts';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './securityHeaders.ts';
import { chooseEncoding, matchesValidator, pageAddress, siteIndex, type StaticFile } from './staticFiles.ts';

export interface SiteServerOptions {
  /** The prerendered sites, one folder per host (dist/sites). */
  sitesDir?: string;
  /** The embedded backend, answering /rest/v1/… and /storage/v1/… on the same port. */
  backend?: LocalBackend;
  /** The hosted Supabase project the pages talk to, allowed by the content security policy. */
  supabaseUrl?: string;
}

const HASHED_ASSETS = '/assets/';
/** Hashed files never change under their name; pages are checked every time; the rest for an hour. */
const cacheControlFor = (path: string, file: StaticFile) =>
  file.type.startsWith('text/html')
    ? 'no-cache'
    : path.startsWith(HASHED_ASSETS)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=3600';

/**
 * The production server: each host's prerendered site chosen by host name, the embedded backend
 * mounted beside it, compressed answers, long caching for hashed files, a real 404 status, and
 * security headers on every answer.
 */
export function createSiteHandler(options: SiteServerOptions = {}) {
  const sitesDir = resolve(options.sitesDir ?? SITES_DIR);
  const headers = securityHeaders(options.supabaseUrl, { reportPath: CSP_REPORT_PATH });
  // Over https: HSTS, and CSP reports by the Reporting API as well.
  const httpsHeaders = {
    ...securityHeaders(options.supabaseUrl, { reportPath: CSP_REPORT_PATH, reportingApi: true }),
    'strict-transport-security': STRICT_TRANSPORT_SECURITY,
  };
  const cspReports = createCspReportHandler();
  // Each host's site, listed once.
  const sites = {
    main: siteIndex(siteDir('main', sitesDir), NOT_FOUND_FILE),
    community: siteIndex(siteDir('community', sitesDir), NOT_FOUND_FILE),
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    file: StaticFile,
    cacheControl: string,
  ) => {
    const encoding = chooseEncoding(req.headers['accept-encoding'], file);
    const etag = file.etag(encoding);
    res.setHeader('content-type', file.type);
    res.setHeader('cache-control', cacheControl);
    res.setHeader('etag', etag);
    if (file.compressible) res.setHeader('vary', 'Accept-Encoding');
    if (status === 200 && matchesValidator(req.headers['if-none-match'], etag)) {
      res.writeHead(304).end();
      return;
    }
    const body = file.body(encoding);
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const plain = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extra }).end(text);
  };

  /** Moves a visitor to the page's one address, a path on this host whatever the request held. */
  const moved = (res: ServerResponse, rawPath: string, search: string) => {
    // A browser reads a backslash as a slash: `/\evil.example` would be another host's address.
    const path = `/${rawPath.replace(/^[/\\]+/, '')}`.replace(/\\/g, '%5C');
    res.writeHead(301, { location: `${path}${search ? `?${search}` : ''}` }).end();
  };

  const serveStatic = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    const url = parseTarget(req.url);
    const path = url && decodeSegment(url.path);
    if (!url || path === undefined || path.includes('\0')) {
      plain(res, 400, 'Bad address');
      return;
    }
    const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
    const site = sites[hostKindOf(hostname)];
    // One address per page: /about/ and /about.html move to /about, /index.html to /.
    if (path.length > 1 && path.endsWith('/')) {
      moved(res, url.path.replace(/\/+$/, ''), url.search);
      return;
    }
    if (path.endsWith('.html') && site.page(pageAddress(path.slice(1)))) {
      moved(res, pageAddress(url.path.slice(1)), url.search);
      return;
    }
    const file = site.page(path) ?? (path.endsWith('.html') ? undefined : site.file(path));
    if (file) {
      send(req, res, 200, file, cacheControlFor(path, file));
      return;
    }
    const notFound = site.notFound();
    if (!notFound) {
      plain(res, 404, 'Not found');
      return;
    }
    send(req, res, 404, notFound, 'no-cache');
  };

  const siteRequest = (req: IncomingMessage, res: ServerResponse) => {
    if (parseTarget(req.url)?.path === CSP_REPORT_PATH) cspReports(req, res);
    else serveStatic(req, res);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(isHttps(req) ? httpsHeaders : headers))
      res.setHeader(name, value);
    if (options.backend) options.backend.middleware(req, res, () => siteRequest(req, res));
    else siteRequest(req, res);
  };
}
