// sitemap.xml and robots.txt answer for the host they are asked on, in the dev and preview servers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { hostKindOf } from '../../src/routing/host.ts';
import { robotsTxt, sitemapXml } from '../../src/routing/siteFiles.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const answer: Middleware = (req, res, next) => {
  const path = req.url?.split('?')[0];
  if (path !== '/sitemap.xml' && path !== '/robots.txt') return next();
  const kind = hostKindOf((req.headers.host ?? 'localhost').split(':')[0] ?? 'localhost');
  const xml = path === '/sitemap.xml';
  res.setHeader('Content-Type', xml ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8');
  res.end(xml ? sitemapXml(kind) : robotsTxt(kind));
};

export function siteFiles(): Plugin {
  return {
    name: 'site-files',
    configureServer(server) {
      server.middlewares.use(answer);
    },
    configurePreviewServer(server) {
      server.middlewares.use(answer);
    },
  };
}
