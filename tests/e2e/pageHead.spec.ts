import type { Page } from '@playwright/test';
import { site } from '../../content/site';
import { shareCardFile } from '../../src/pages/shareCard';
import { routeTable } from '../../src/routing/routes';
import { robotsTxt, sitemapXml } from '../../src/routing/siteFiles';
import { expect, test, visit } from '../support/fixtures';
import { hostKinds, hostOrigins, unknownPath } from '../support/hosts';

const head = (page: Page) =>
  page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ??
      null;
    return {
      title: document.title,
      description: meta('description'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: meta('robots'),
      ogUrl: meta('og:url'),
      ogTitle: meta('og:title'),
      ogImage: meta('og:image'),
      twitterCard: meta('twitter:card'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string },
      ),
    };
  });

for (const kind of hostKinds) {
  test(`every page of the ${kind} host has its own title, description, canonical address and share card`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of routeTable(kind)) {
      await visit(page, `${hostOrigins[kind]}${route.path}`);
      const tags = await head(page);
      const url = `${site.origins[kind]}${route.path}`;
      expect(tags, route.path).toMatchObject({
        canonical: url,
        ogUrl: url,
        ogTitle: tags.title,
        ogImage: `${site.origins[kind]}/${shareCardFile(kind)}`,
        twitterCard: 'summary_large_image',
        robots: null,
      });
      expect(tags.description, route.path).toBeTruthy();
      titles.add(tags.title);
      descriptions.add(tags.description ?? '');
    }
    // The community host shows the community page at both / and /community: one title between them.
    const pagesShown = new Set(routeTable(kind).map((r) => (r.page === 'event' ? r.event : r.page))).size;
    expect(titles.size).toBe(pagesShown);
    expect(descriptions.size).toBe(pagesShown);
  });

  test(`the 404 page of the ${kind} host is not indexed and names no canonical address`, async ({ page }) => {
    await visit(page, `${hostOrigins[kind]}${unknownPath}`);
    const tags = await head(page);
    expect(tags.robots).toBe('noindex');
    expect(tags.canonical).toBeNull();
  });

  test(`the ${kind} host serves its share card, 1200 × 630`, async ({ page }) => {
    await visit(page, `${hostOrigins[kind]}/`);
    const card = await page.evaluate(async (file) => {
      const response = await fetch(`/${file}`);
      const bytes = new DataView(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        width: bytes.getUint32(16),
        height: bytes.getUint32(20),
      };
    }, shareCardFile(kind));
    expect(card).toEqual({ status: 200, type: 'image/png', width: 1200, height: 630 });
  });
}

test('the home page says who publishes the site (schema.org Organization)', async ({ page }) => {
  await visit(page, `${hostOrigins.main}/`);
  const { jsonLd } = await head(page);
  expect(jsonLd).toContainEqual(
    expect.objectContaining({ '@type': 'Organization', name: site.name, url: site.origins.main }),
  );
});

for (const kind of hostKinds) {
  test(`the ${kind} host answers its own sitemap.xml and robots.txt`, async ({ page }) => {
    await visit(page, `${hostOrigins[kind]}/`);
    const files = await page.evaluate(async () => {
      const read = async (path: string) => {
        const response = await fetch(path);
        return { type: response.headers.get('content-type'), text: await response.text() };
      };
      return { sitemap: await read('/sitemap.xml'), robots: await read('/robots.txt') };
    });
    expect(files.sitemap).toEqual({ type: 'application/xml; charset=utf-8', text: sitemapXml(kind) });
    expect(files.robots).toEqual({ type: 'text/plain; charset=utf-8', text: robotsTxt(kind) });
  });
}
