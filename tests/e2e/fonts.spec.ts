import type { Page } from '@playwright/test';
import { partnershipEnquiryForm } from '../../content/forms';
import { routeTable } from '../../src/routing/routes';
import { appReady, expect, settle, test } from '../support/fixtures';
import { hostKinds, hostOrigins } from '../support/hosts';

// Each face is cut into the letters the site uses (a core file) and the rest of Latin (an extra
// file, see scripts/fonts/siteFonts.ts). Pages should only ever need the core files; a visitor who
// types an accented letter gets the extra file and sees the letter in the site's face.

/** The font files the page asks for, by name without the content hash. */
function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'font') return;
    files.push(new URL(request.url()).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.woff2$/, ''));
  });
  return files;
}

for (const kind of hostKinds) {
  test(`${kind} host: every page is set in the core letters of its faces`, async ({ browser }) => {
    test.setTimeout(90_000);
    for (const route of routeTable(kind)) {
      // A browser of its own for each page, so no face comes from an earlier page's cache.
      const context = await browser.newContext();
      const page = await context.newPage();
      const requested = fontRequests(page);
      await page.goto(`${hostOrigins[kind]}${route.path}`);
      await appReady(page);
      await settle(page);
      await context.close();
      expect(
        requested.filter((file) => file.endsWith('-extra')),
        `${route.path}: extra letters`,
      ).toEqual([]);
      expect(requested, `${route.path}: its faces`).toEqual(
        expect.arrayContaining(['fredoka-600-core', 'inter-core']),
      );
    }
  });
}

test('a name typed with accents is drawn in the site face, from its extra letters', async ({ page }) => {
  const requested = fontRequests(page);
  await page.goto(`${hostOrigins.main}/tools`);
  await appReady(page);
  await settle(page);
  expect(requested).not.toContain('inter-extra');
  // The extra letters are Inter's too, and not yet loaded.
  expect(await page.evaluate(() => document.fonts.check('16px Inter', 'ëñ'))).toBe(false);
  const extraLoaded = page.waitForResponse((response) => /\/inter-extra-[\w-]+\.woff2$/.test(response.url()));
  const name = page.getByRole('textbox', { name: partnershipEnquiryForm.fields.name.label });
  await name.fill('Zoë Saldaña');
  expect((await extraLoaded).ok()).toBe(true);
  // The face now covers the letters: Inter, not a fallback, draws the name.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter', 'ëñ'))).toBe(true);
  await expect(name).toHaveValue('Zoë Saldaña');
});
