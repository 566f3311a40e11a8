import type { Page } from '@playwright/test';
import { pages } from '../../content/pages';
import { site } from '../../content/site';
import { scriptsOfPage } from '../../scripts/build/bundle/routeBundles';
import { chunkFiles, readManifest } from '../../scripts/build/prerender/chunks';
import type { HostKind } from '../../src/routing/host';
import { routeTable, type RouteDef } from '../../src/routing/routes';
import { shareCardFile } from '../../src/layout/shareCard';
import { PAGE_READY_ATTRIBUTE } from '../../src/ui/markup';
import { screenshotViewports, viewports } from '../../theme/breakpoints';
import { AFTER_EVENTS, expect, test as checkedTest, visit } from '../support/fixtures';
import { hostKinds, hostOrigins, hostRequest, localSiteOrigins, unknownPath } from '../support/hosts';
import { axeViolations, fontRequests } from '../support/pageProbes';
import { headingOf } from '../support/routeHeading';
import { expectScreenshot, shows } from '../../scripts/visual/capture/shoot';
import { onlyList, shoots } from '../../scripts/visual/capture/only';

// One visit to each page of each host at each screenshot width collects everything a page must be:
// its heading, shell and head tags, no console error, blocked request or CSP violation, the start-up
// rules (exactly the scripts it names, its islands hydrated without adding styles), only the
// core letters of its faces, safe external links, no axe violation, and its screenshot. Each test has
// a browser context of its own, so no file comes from an earlier page's cache.

/** File-name-safe form of a path: "/" → "root", "/women-love-ai/events" → "women-love-ai--events". */
const slug = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '--') || 'root';

/** Each page a host shows, once: the community host shows its community page at / and at /community. */
const pagesOf = (kind: HostKind): RouteDef[] => {
  const seen = new Set<string>();
  return routeTable(kind).filter((route) => {
    const key = route.event ?? route.page;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

declare global {
  interface Window {
    startupProbe?: {
      rules: string[];
      readyAt?: number;
      /** The browser's own timeline, kept before the test's frozen clock replaces `performance`. */
      entries: (type: string) => PerformanceEntryList;
    };
  }
}

/**
 * Counts the style rules the page adds, and notes when a page with islands says it is ready. Added before the
 * page's clock is frozen, so it holds the real `performance` (the frozen clock replaces it).
 */
async function watchStartup(page: Page): Promise<void> {
  await page.addInitScript((readyAttribute: string) => {
    const timeline = performance;
    const probe: NonNullable<Window['startupProbe']> = {
      rules: [],
      entries: (type) => timeline.getEntriesByType(type),
    };
    window.startupProbe = probe;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      probe.rules.push(rule);
      return insertRule.call(this, rule, index);
    };
    new MutationObserver((_, observer) => {
      if (document.getElementById('root')?.hasAttribute(readyAttribute)) {
        probe.readyAt = timeline.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [readyAttribute] });
  }, PAGE_READY_ATTRIBUTE);
}

/**
 * How the page started: the scripts it fetched before it was ready, the ones its markup names (the
 * page script, its islands' list: not what a script adds later), the styles it added.
 */
async function startupOf(page: Page, kind: HostKind, path: string) {
  const named = scriptsOfPage(await (await hostRequest(page.request, kind).get(path)).text());
  const seen = await page.evaluate(() => {
    const probe = window.startupProbe;
    if (!probe) throw new Error('The start-up probe did not run');
    const resources = probe.entries('resource') as PerformanceResourceTiming[];
    const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
    const scripts = resources.filter((entry) => path(entry).endsWith('.js'));
    return {
      // A page without islands is ready as it arrives: every script it fetches counts.
      beforeReady: scripts.filter((entry) => entry.startTime < (probe.readyAt ?? Infinity)).map(path),
      sheets: resources.map(path).filter((file) => file.endsWith('.css')),
      addedRules: probe.rules.filter((rule) => rule.startsWith('.css-')),
    };
  });
  return { ...seen, named };
}

/** The head tags a page ends up with once the app runs. */
function headTags(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ??
      null;
    return {
      description: meta('description'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: meta('robots'),
      ogUrl: meta('og:url'),
      ogTitle: meta('og:title'),
      ogImage: meta('og:image'),
      twitterCard: meta('twitter:card'),
    };
  });
}

/** Links that leave the site (or open a stored file) without a new tab and rel="noopener noreferrer". */
async function unsafeExternalLinks(page: Page, origin: string): Promise<string[]> {
  const host = new URL(origin).hostname;
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: (a as HTMLAnchorElement).href,
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
  return links
    .filter((link) => {
      const url = new URL(link.href);
      const leaves = url.hostname !== host && !url.hostname.endsWith('localhost');
      return leaves || url.pathname.startsWith('/storage/v1/object/public/');
    })
    .filter((link) => link.target !== '_blank' || link.rel !== 'noopener noreferrer')
    .map((link) => link.href);
}

/** What an island fetches once live, so outside the page's list: the notice code (src/components/NoticeCenter.tsx). */
const afterFirstRender = () => new Set(chunkFiles(readManifest(), ['src/components/NoticeHost.tsx']));

// A visitor who asks for less motion gets the still theme once an island is live, which adds its
// styles by design; the walk hydrates with the theme the page was written with.
const motion = 'no-preference';

/**
 * A run of the predicted images only is a designer's look at what an edit drew: it skips the page's
 * other checks, and shows every page in one browser page per worker, as the story screenshots do.
 * A page opened where the last one was drawn starts in half the time, its renderer already running,
 * and draws the same pixels. The whole run gives each page a context of its own, for its start-up,
 * request and console checks; a quick run collects none of them.
 */
const checked = !onlyList();
const test = checked
  ? checkedTest
  : checkedTest.extend<object, { walkPage: Page }>({
      walkPage: [
        async ({ browser }, provide, { project }) => {
          const { locale, timezoneId } = project.use;
          const context = await browser.newContext({ locale, timezoneId, reducedMotion: motion });
          await provide(await context.newPage());
          await context.close();
        },
        { scope: 'worker' },
      ],
      page: async ({ walkPage, viewport }, provide) => {
        if (viewport) await walkPage.setViewportSize(viewport);
        await provide(walkPage);
      },
      consoleErrors: async ({}, provide) => provide([]),
      blockedRequests: async ({}, provide) => provide([]),
      cspViolations: async ({}, provide) => provide([]),
    });

test.use({ reducedMotion: motion });

for (const width of screenshotViewports) {
  const { width: w, height: h } = viewports[width];
  test.describe(`${width} ${w}px`, () => {
    test.use({ viewport: { width: w, height: h } });
    // axe checks the contrast of every text node and a tall page is screenshot twice: on a busy
    // two-core machine one page can take a while.
    test.describe.configure({ timeout: 90_000 });

    for (const kind of hostKinds) {
      const siteName = kind === 'community' ? site.communityName : site.name;

      for (const route of pagesOf(kind)) {
        const image = `pages/${kind}/${slug(route.path)}-${width}.png`;
        // A run of the predicted images only (npm run test:visual -- --affected) leaves out the rest.
        if (!shoots(image)) continue;
        test(
          `${kind} ${route.path}`,
          shows(image),
          async ({ page, consoleErrors, blockedRequests, cspViolations }) => {
            const fonts = checked ? fontRequests(page) : [];
            if (checked) await watchStartup(page);
            await visit(page, `${hostOrigins[kind]}${route.path}`);

            if (checked) {
              await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(route));
              await expect(page.getByRole('banner')).toBeVisible();
              await expect(page.getByRole('contentinfo')).toContainText('© 2025');
              // Each host signs its titles with its own name.
              await expect(page).toHaveTitle(new RegExp(`· ${siteName}$`));
              const url = `${site.origins[kind]}${route.path}`;
              const tags = await headTags(page);
              expect(tags).toMatchObject({
                canonical: url,
                ogUrl: url,
                ogTitle: await page.title(),
                ogImage: `${site.origins[kind]}/${shareCardFile(kind)}`,
                twitterCard: 'summary_large_image',
                robots: null,
              });
              expect(tags.description).toBeTruthy();

              const startup = await startupOf(page, kind, route.path);
              // The scripts the page names are what it needs before it responds (the size budgets count
              // them): nothing in the list goes unused, and nothing it needed is missing from it. A page
              // without islands names the page script alone.
              expect(startup.named[0], 'the page script first').toMatch(/^\/assets\/page-[\w-]+\.js$/);
              if (!(await page.locator('[data-island]').count())) expect(startup.named).toHaveLength(1);
              const fetched = new Set(startup.beforeReady);
              expect(
                startup.named.filter((file) => !fetched.has(file)),
                'named but not fetched',
              ).toEqual([]);
              const later = afterFirstRender();
              expect(
                startup.beforeReady.filter((file) => !startup.named.includes(file) && !later.has(file)),
                'fetched but not named',
              ).toEqual([]);
              expect(startup.addedRules, 'style rules added while hydrating').toEqual([]);
              // The page's one stylesheet (the fonts' faces) is in the page; a chunk that brought it in
              // again would add a second copy of every face.
              expect(startup.sheets, 'stylesheets fetched').toEqual([]);

              // Each face is cut into the letters the site uses (a core file) and the rest of Latin (an
              // extra file, scripts/content/fonts/siteFonts.ts): a page only ever needs the core files.
              expect(fonts.filter((file) => file.endsWith('-extra'))).toEqual([]);
              expect(fonts).toEqual(expect.arrayContaining(['fredoka-600-core', 'inter-core']));

              expect(await unsafeExternalLinks(page, hostOrigins[kind]), 'links that leave').toEqual([]);
              expect(await axeViolations(page)).toEqual([]);
              expect(consoleErrors).toEqual([]);
              expect(blockedRequests).toEqual([]);
              expect(cspViolations).toEqual([]);
            }

            await expectScreenshot(page, {
              image,
              subject: { kind: 'page', title: route.path, url: `${localSiteOrigins[kind]}${route.path}` },
              host: kind,
              width,
            });
          },
        );
      }

      const notFoundImage = `pages/${kind}/${slug(unknownPath)}-${width}.png`;
      if (shoots(notFoundImage))
        test(
          `${kind} 404 page`,
          shows(notFoundImage),
          async ({ page, consoleErrors, blockedRequests, cspViolations }) => {
            await visit(page, `${hostOrigins[kind]}${unknownPath}`);
            if (checked) {
              await expect(page.getByText('404', { exact: true })).toBeVisible();
              await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages['not-found'].heading);
              await expect(page).toHaveTitle(new RegExp(`· ${siteName}$`));
              const tags = await headTags(page);
              // Not indexed, and no canonical address.
              expect(tags.robots).toBe('noindex');
              expect(tags.canonical).toBeNull();
              expect(await axeViolations(page)).toEqual([]);
              // The page logs the path nobody could find; the browser logs the document's 404 status.
              expect(consoleErrors.filter((error) => error.includes(unknownPath))).toHaveLength(1);
              expect(
                consoleErrors.filter(
                  (error) => !error.includes(unknownPath) && !error.includes('status of 404'),
                ),
              ).toEqual([]);
              expect(blockedRequests).toEqual([]);
              expect(cspViolations).toEqual([]);
            }
            await expectScreenshot(page, {
              image: notFoundImage,
              subject: {
                kind: 'page',
                title: `${unknownPath} (404)`,
                url: `${localSiteOrigins[kind]}${unknownPath}`,
              },
              host: kind,
              width,
            });
            if (!checked) return;
            await page.getByRole('link', { name: 'Return to Home' }).click();
            await expect(page).toHaveURL(`${hostOrigins[kind]}/`);
            await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(pages['not-found'].heading);
          },
        );

      // The pages that change once events have taken place, seen after every dated one.
      for (const route of pagesOf(kind).filter((r) => ['event', 'events', 'community'].includes(r.page))) {
        const afterImage = `pages/${kind}/${slug(route.path)}-after-${width}.png`;
        if (!shoots(afterImage)) continue;
        test(`${kind} ${route.path} after the events`, shows(afterImage), async ({ page, consoleErrors }) => {
          await visit(page, `${hostOrigins[kind]}${route.path}`, AFTER_EVENTS);
          if (checked) {
            expect(await axeViolations(page)).toEqual([]);
            expect(consoleErrors).toEqual([]);
          }
          await expectScreenshot(page, {
            image: afterImage,
            subject: {
              kind: 'page',
              title: `${route.path} (after the events)`,
              url: `${localSiteOrigins[kind]}${route.path}`,
            },
            host: kind,
            width,
          });
        });
      }
    }
  });
}
