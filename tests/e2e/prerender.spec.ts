import { forms } from '../../src/forms/forms';
import { site } from '../../content/site';
import { routeTable } from '../../src/routing/routes';
import { expect, test } from '../support/fixtures';
import { hostKinds, hostOrigins, hostRequest, unknownPath } from '../support/hosts';
import { headingOf } from '../support/routeHeading';

// What a crawler, a link preview or a visitor without JavaScript receives: the HTML as served.

/** Text as it appears in HTML: React escapes these in text and attributes. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));

for (const kind of hostKinds) {
  test.describe(`${kind} host, raw HTML`, () => {
    for (const route of routeTable(kind)) {
      test(`${route.path} is served with its heading, title, head tags and styles`, async ({ request }) => {
        const response = await hostRequest(request, kind).get(route.path);
        expect(response.status()).toBe(200);
        const html = (await response.text()).replace(/<!-- -->/g, '');
        const head = headOf(html);
        const siteName = kind === 'community' ? site.communityName : site.name;
        expect(head).toMatch(new RegExp(`<title>[^<]+ · ${siteName}</title>`));
        expect(head).toContain('<meta name="description" content="');
        expect(head).toContain(`<link rel="canonical" href="${site.origins[kind]}${route.path}"/>`);
        expect(head).toContain('<meta property="og:image"');
        expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
        // The page's critical CSS and the preloaded faces of its first screen.
        expect(head).toMatch(/<style data-emotion="css [^"]+">/);
        for (const face of ['fredoka-600-core', 'inter-core'])
          expect(head).toMatch(
            new RegExp(`<link rel="preload" href="/assets/${face}-[^"]+\\.woff2" as="font"`),
          );
        expect(bodyOf(html)).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(inHtml(headingOf(route)))}</h1>`));
        expect(bodyOf(html)).toContain('© 2025');
        // Whole as it arrives, or responding once its islands are hydrated.
        const islands = /data-island="/.test(html);
        expect(/<div id="root"[^>]*data-page-ready/.test(html), 'ready in its markup').toBe(!islands);
        // Written for the browsers the build targets: no vendor prefixes but Safari's user-select. A
        // page without islands never runs Emotion, so its styles are only the ones its markup uses.
        const css = [...head.matchAll(/<style data-emotion="css [^"]+">([^<]*)<\/style>/g)].map((m) => m[1]);
        expect(css.join('').match(/display:-webkit-|-ms-flex|-webkit-(transition|align-items):/g)).toBeNull();
        if (!islands) {
          const ids = head.match(/<style data-emotion="css ([^"]+)">/)?.[1]?.split(' ') ?? [];
          expect(ids.filter((id) => !bodyOf(html).includes(`css-${id}`))).toEqual([]);
        }
        const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
          (m) => (JSON.parse(m[1] ?? '{}') as { '@type'?: string })['@type'],
        );
        if (route.page === 'home') expect(jsonLd).toContain('Organization');
        if (route.page === 'event') expect(jsonLd).toContain('Event');
      });
    }

    test('every page has its own title and description', async ({ request }) => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of routeTable(kind)) {
        const head = headOf(await (await hostRequest(request, kind).get(route.path)).text());
        titles.add(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
        descriptions.add(head.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
      }
      // The community host shows the community page at both / and /community: one title between them.
      const pagesShown = new Set(routeTable(kind).map((route) => route.event ?? route.page)).size;
      expect(titles.size).toBe(pagesShown);
      expect(descriptions.size).toBe(pagesShown);
    });

    test('an unknown path is answered with the 404 page, not indexed', async ({ request }) => {
      const response = await hostRequest(request, kind).get(unknownPath);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(headOf(html)).toContain('<meta name="robots" content="noindex"/>');
      expect(headOf(html)).not.toContain('rel="canonical"');
      expect(bodyOf(html)).toContain('Oops! Page not found');
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a form cannot be sent, and says why', async ({ page, request }) => {
    const path = '/women-love-ai/events/autumn-retreat';
    await page.goto(`${hostOrigins.main}${path}`);
    // Should a browser send it after all, it posts: the answers never go into an address.
    await expect(page.locator('form[data-form]')).toHaveAttribute('method', 'post');
    // No button that would do nothing (CSS for a browser without scripting)...
    await expect(page.locator('form[data-form] [type="submit"]')).toBeHidden();
    // ...and the reason in its place. Emulated "JavaScript off" still parses <noscript> as text, so
    // the message is read from the HTML.
    const html = await (await hostRequest(request, 'main').get(path)).text();
    expect(html).toMatch(
      new RegExp(
        `<noscript><p[^>]*>${escapeRegExp(inHtml(forms.retreatApplication.copy.needsScript))}</p></noscript>`,
      ),
    );
  });

  for (const kind of hostKinds) {
    test(`the ${kind} host's pages are readable and styled`, async ({ page }) => {
      for (const route of routeTable(kind)) {
        await page.goto(`${hostOrigins[kind]}${route.path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(headingOf(route));
        // Styled by the page's own CSS: the heading is set in the display face, the footer is there.
        expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toContain('Fredoka');
        await expect(page.getByRole('contentinfo')).toContainText('© 2025');
        await expect(page.getByRole('link', { name: 'Find A Prompt' }).first()).toBeVisible();
      }
    });
  }
});
