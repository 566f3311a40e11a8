import type { Page } from '@playwright/test';
import { retreatApplicationForm } from '../../content/forms';
import { chunkFiles, partFiles, readManifest } from '../../scripts/bundle/routeBundles';
import { routeTable } from '../../src/routing/routes';
import { APP_SCRIPTS_ID, type AppScripts } from '../../src/ssr/appScripts';
import { APP_READY_ATTRIBUTE } from '../../src/ssr/prerenderedHost';
import { appReady, expect, test } from '../support/fixtures';
import { hostKinds, hostOrigins } from '../support/hosts';

// How a prerendered page hands over to the app: its own bytes and paint first, then the files it lists, then
// hydration that finds every style it needs already in the page.

interface Startup {
  /** Scripts other than the starter asked for before the page had been painted. */
  early: string[];
  /** Scripts asked for before the app took over the page. */
  beforeReady: string[];
  /** What the page's data block lists. */
  listed: string[];
  /** Stylesheets the page fetched. */
  sheets: string[];
  /** Component style rules (`.css-…`) the browser had to add while taking over. */
  addedRules: string[];
}

declare global {
  interface Window {
    startupProbe?: { rules: string[]; readyAt?: number; largestPaint?: number };
  }
}

/** Counts the style rules the page adds, and notes when the app says it is ready. */
async function watchStartup(page: Page) {
  await page.addInitScript((readyAttribute: string) => {
    const probe: NonNullable<Window['startupProbe']> = { rules: [] };
    window.startupProbe = probe;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      probe.rules.push(rule);
      return insertRule.call(this, rule, index);
    };
    // The first largest-contentful-paint entry: the browser reports it once the frame is on screen.
    new PerformanceObserver((list, observer) => {
      probe.largestPaint ??= list.getEntries()[0]?.startTime;
      observer.disconnect();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.getElementById('root')?.hasAttribute(readyAttribute)) {
        probe.readyAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [readyAttribute] });
  }, APP_READY_ATTRIBUTE);
}

async function startupOf(page: Page): Promise<Startup> {
  return page.evaluate((scriptsId: string) => {
    const probe = window.startupProbe ?? { rules: [] };
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => new URL(entry.name).pathname.endsWith('.js') && !entry.name.includes('/boot-'),
    );
    const path = (entry: PerformanceResourceTiming) => new URL(entry.name).pathname;
    // The first contentful paint and the first largest contentful paint, whichever came last (the
    // starter does not wait for the load event, which a slow phone reaches after every font).
    const painted = Math.max(
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      probe.largestPaint ?? Infinity,
    );
    const data = document.getElementById(scriptsId)?.textContent ?? '{"entry":"","preload":[]}';
    return {
      early: scripts.filter((entry) => entry.startTime < painted).map(path),
      beforeReady: scripts.filter((entry) => entry.startTime < (probe.readyAt ?? Infinity)).map(path),
      listed: (JSON.parse(data) as AppScripts).preload,
      sheets: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map(path)
        .filter((file) => file.endsWith('.css')),
      addedRules: probe.rules.filter((rule) => rule.startsWith('.css-')),
    };
  }, APP_SCRIPTS_ID);
}

// A visitor who asks for less motion gets the still theme once the page is live, which adds its
// styles by design; everyone else hydrates with the theme the page was written with.
test.use({ reducedMotion: 'no-preference' });

/**
 * The notice code a page that can show notices fetches as soon as it is live (src/components/
 * NoticeCenter.tsx): not part of its first render, so not in its list.
 */
const noticeCode = () => chunkFiles(readManifest(), 'src/components/NoticeHost.tsx');

for (const kind of hostKinds) {
  test(`${kind} host: every page is painted first, then fetches exactly what it lists, and hydrates without adding styles`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await watchStartup(page);
    // ...and the forms, asked for as the page starts to hydrate: each hydrates when it is in.
    const afterFirstRender = new Set([...noticeCode(), ...partFiles(readManifest())]);
    for (const route of routeTable(kind)) {
      await page.goto(`${hostOrigins[kind]}${route.path}`);
      await appReady(page);
      const startup = await startupOf(page);
      expect(startup.early, `${route.path}: scripts before the page was painted`).toEqual([]);
      expect(startup.listed.length, `${route.path}: the list of the app's files`).toBeGreaterThan(1);
      // The list is the page's first-load JavaScript (the size budgets count it): nothing in it goes
      // unused, and nothing the app needed to start is missing from it.
      const fetched = new Set(startup.beforeReady);
      expect(
        startup.listed.filter((file) => !fetched.has(file)),
        `${route.path}: listed but not fetched`,
      ).toEqual([]);
      expect(
        startup.beforeReady.filter((file) => !startup.listed.includes(file) && !afterFirstRender.has(file)),
        `${route.path}: fetched but not listed`,
      ).toEqual([]);
      expect(startup.addedRules, `${route.path}: style rules added while hydrating`).toEqual([]);
      // The page's one stylesheet (the fonts' faces) is in the page; a chunk that brought it in
      // again would add a second copy of every face.
      expect(startup.sheets, `${route.path}: stylesheets fetched`).toEqual([]);
    }
  });
}

test('before the app has started, the browser never sends a form itself: it is held, and says so', async ({
  page,
}) => {
  // The starter never runs, so the page stays as it was written, with only its head script.
  await page.route('**/assets/boot-*.js', (route) => route.abort());
  const address = `${hostOrigins.main}/women-love-ai/events/autumn-retreat`;
  await page.goto(address);
  await page
    .getByRole('textbox', { name: retreatApplicationForm.fields.fullName.label })
    .fill('Ada Lovelace');
  await page.keyboard.press('Enter');
  await expect(page.getByText(retreatApplicationForm.waiting)).toBeVisible();
  await expect(page).toHaveURL(address);
  await expect(page.locator('form[data-form]')).toHaveAttribute('method', 'post');
});
