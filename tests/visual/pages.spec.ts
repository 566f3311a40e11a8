import { routeTable } from '../../src/routing/routes';
import { screenshotViewports, viewports } from '../../theme/breakpoints';
import { AFTER_EVENTS, expect, test, visit } from '../support/fixtures';
import { hostKinds, hostOrigins, unknownPath } from '../support/hosts';

/** File-name-safe form of a path: "/" → "root", "/women-love-ai/events" → "women-love-ai--events". */
const slug = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '--') || 'root';

// Every page of both route tables (never a hand-kept list), plus the 404 page, at each screenshot width.
for (const width of screenshotViewports) {
  const { width: w, height: h } = viewports[width];
  test.describe(`${width} ${w}px`, () => {
    test.use({ viewport: { width: w, height: h } });
    for (const kind of hostKinds) {
      for (const path of [...routeTable(kind).map((r) => r.path), unknownPath]) {
        test(`${kind} ${path}`, async ({ page }) => {
          await visit(page, `${hostOrigins[kind]}${path}`);
          await expect(page).toHaveScreenshot(['pages', kind, `${slug(path)}-${width}.png`], {
            fullPage: true,
          });
        });
      }
      // The pages that change once events have taken place, seen after every dated one.
      for (const path of routeTable(kind)
        .filter((route) => route.page === 'event' || route.page === 'events' || route.page === 'community')
        .map((route) => route.path)) {
        test(`${kind} ${path} after the events`, async ({ page }) => {
          await visit(page, `${hostOrigins[kind]}${path}`, AFTER_EVENTS);
          await expect(page).toHaveScreenshot(['pages', kind, `${slug(path)}-after-${width}.png`], {
            fullPage: true,
          });
        });
      }
    }
  });
}
