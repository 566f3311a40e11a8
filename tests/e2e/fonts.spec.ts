import { forms } from '../../src/forms/forms';
import { pageReady, expect, settle, test } from '../support/fixtures';
import { hostOrigins } from '../support/hosts';
import { fontRequests } from '../support/pageProbes';

// Each face is cut into the letters the site uses (a core file) and the rest of Latin (an extra
// file, see scripts/content/fonts/siteFonts.ts). Pages only ever need the core files (tests/e2e/pageWalk.spec.ts);
// a visitor who types an accented letter gets the extra file and sees the letter in the site's face.

test('a name typed with accents is drawn in the site face, from its extra letters', async ({ page }) => {
  const requested = fontRequests(page);
  await page.goto(`${hostOrigins.main}/tools`);
  await pageReady(page);
  await settle(page);
  expect(requested).not.toContain('inter-extra');
  // The extra letters are Inter's too, and not yet loaded.
  expect(await page.evaluate(() => document.fonts.check('16px Inter', 'ëñ'))).toBe(false);
  const extraLoaded = page.waitForResponse((response) => /\/inter-extra-[\w-]+\.woff2$/.test(response.url()));
  const name = page.getByRole('textbox', { name: forms.partnershipEnquiry.copy.fields.name?.label });
  await name.fill('Zoë Saldaña');
  expect((await extraLoaded).ok()).toBe(true);
  // The face now covers the letters: Inter, not a fallback, draws the name.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter', 'ëñ'))).toBe(true);
  await expect(name).toHaveValue('Zoë Saldaña');
});
