import { site } from '../../content/site.ts';
import { escapeXml } from './escapeXml.ts';
import type { HostKind, SiteOrigins } from './host';
import { routeTable } from './routes.ts';

/** A host's sitemap: every path of its own route table on its production origin, and nothing else. */
export function sitemapXml(kind: HostKind, origins: SiteOrigins = site.origins): string {
  const urls = routeTable(kind)
    .map((route) => `  <url><loc>${escapeXml(`${origins[kind]}${route.path}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** A host's robots.txt: everything may be crawled, and the host's own sitemap is named. */
export function robotsTxt(kind: HostKind, origins: SiteOrigins = site.origins): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origins[kind]}/sitemap.xml\n`;
}
