import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { robotsTxt, sitemapXml } from '../../src/routing/siteFiles';
import { routeTable } from '../../src/routing/routes';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe.each(['main', 'community'] as const)('%s host', (kind) => {
  it('the sitemap lists exactly its route table, on its own production origin', () => {
    expect(locs(sitemapXml(kind))).toEqual(routeTable(kind).map((r) => `${site.origins[kind]}${r.path}`));
  });

  it('robots.txt allows crawling and names the host’s own sitemap', () => {
    expect(robotsTxt(kind)).toContain(`Sitemap: ${site.origins[kind]}/sitemap.xml`);
    expect(robotsTxt(kind)).not.toMatch(/Disallow: \/\s/);
  });
});
