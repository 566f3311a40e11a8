// Every page's first screen, on both hosts: the picture of what the page is about, the heading, and
// the page's main action, at a phone's 390 × 844 and a desktop's 1440 × 900, with nothing moving.
import type { Page } from '@playwright/test';
import { routeTable } from '../../src/routing/routes';
import { AFTER_EVENTS, expect, FROZEN_NOW, test, visit } from '../support/fixtures';
import { hostKinds, hostOrigins, unknownPath } from '../support/hosts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The page's picture: the first scene drawn into it (a card further down may draw a small copy). */
const pictureOf = (page: Page) => page.locator('main svg[viewBox="0 0 480 360"]').first();

/** The first band of the page: its header, or on the 404 page, the block that holds its heading. */
const bandOf = (page: Page) =>
  page.locator('main > header, main > div:has(> * h1), main > div:has(> h1)').first();

/** How much the page moved while it loaded and settled (the layout-shift entries so far). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );

for (const kind of hostKinds) {
  const paths = [...routeTable(kind).map((route) => route.path), unknownPath];
  for (const path of paths) {
    const url = `${hostOrigins[kind]}${path}`;
    // An event's page shows a different main action before it and after it.
    const moments = path.includes('/events/') ? [FROZEN_NOW, AFTER_EVENTS] : [FROZEN_NOW];

    test(`${kind} ${path}: on a phone, the picture, the heading and the main action are on the first screen`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      for (const at of moments) {
        await visit(page, url, at);
        expect(await page.evaluate(() => scrollY)).toBe(0);
        const picture = await pictureOf(page).boundingBox();
        expect(picture, 'one picture').not.toBeNull();
        expect(await pictureOf(page).count()).toBe(1);
        expect(picture?.height ?? 0).toBeGreaterThanOrEqual(100);
        expect((picture?.y ?? 0) + (picture?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect((heading?.y ?? 0) + (heading?.height ?? 0), 'the heading').toBeLessThanOrEqual(PHONE.height);
        // Every main action (a solid button) of the first band, as the moment shows it.
        const actions = bandOf(page).locator('.MuiButton-contained:visible');
        for (const action of await actions.all()) {
          const box = await action.boundingBox();
          expect(
            (box?.y ?? 0) + (box?.height ?? 0),
            `${await action.textContent()} at ${at.toISOString()}`,
          ).toBeLessThanOrEqual(PHONE.height);
        }
        if (path.includes('/events/'))
          expect(await actions.count(), 'an event page has its action').toBeGreaterThan(0);
        expect(await layoutShift(page)).toBeLessThan(0.01);
      }
    });

    test(`${kind} ${path}: on a desktop, the picture fills the right half of the first band`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await visit(page, url);
      const picture = await pictureOf(page).boundingBox();
      const band = await bandOf(page).boundingBox();
      if (!picture || !band) throw new Error('no picture or no band');
      // In the right half, and at least half as wide as it.
      expect(picture.x).toBeGreaterThanOrEqual(DESKTOP.width / 2);
      expect(picture.width).toBeGreaterThanOrEqual(DESKTOP.width / 4);
      expect(picture.y + picture.height).toBeLessThanOrEqual(DESKTOP.height);
      // Side by side with the heading.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(heading?.x ?? DESKTOP.width).toBeLessThan(DESKTOP.width / 2);
      expect(heading?.y ?? 0).toBeLessThan(picture.y + picture.height);
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  }
}
