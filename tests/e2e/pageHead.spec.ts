import type { Page } from '@playwright/test';
import { site } from '../../content/site';
import { shareCardFile } from '../../src/layout/shareCard';
import { robotsTxt, sitemapXml } from '../../src/routing/siteFiles';
import { expect, test, visit } from '../support/fixtures';
import { hostKinds, hostOrigins } from '../support/hosts';

/** The structured data blocks the page ends up with once the app runs. */
const jsonLdOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string },
    ),
  );

for (const kind of hostKinds) {
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
  expect(await jsonLdOf(page)).toContainEqual(
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
