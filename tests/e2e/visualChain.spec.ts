/**
 * The whole chain, for one designer-level change: the brand pink moved by four units of red, as a
 * rebuild with that token would serve it (every HTML page and script carries the colour), taken
 * in the browser as the page walk takes it and compared with the approved baseline. It must fail
 * where the pink shows; the same page as built must match.
 */
import { readFileSync } from 'node:fs';
import { compareImages } from '../../scripts/visual/compare';
import { baselinePath } from '../../scripts/visual/record';
import { viewports } from '../../theme/breakpoints';
import { pink } from '../../theme/primitives';
import { expect, test, visit } from '../support/fixtures';
import { hostOrigins } from '../support/hosts';
import { takeScreenshot } from '../visual/shoot';

const shifted = `#${(parseInt(pink[600].slice(1, 3), 16) - 4).toString(16)}${pink[600].slice(3)}`;

test.use({ reducedMotion: 'no-preference', viewport: viewports.desktop });
test.describe.configure({ timeout: 90_000 });

test('a brand shade four units darker fails the home page, which matches as built', async ({ page }) => {
  const baseline = readFileSync(baselinePath('pages/main/root-desktop.png'));
  await visit(page, `${hostOrigins.main}/`);
  expect(compareImages(baseline, await takeScreenshot(page)).same, 'the page as built').toBe(true);

  await page.route(/\.(js|html)$|\/$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(new RegExp(pink[600], 'gi'), shifted);
    await route.fulfill({ response, body });
  });
  await visit(page, `${hostOrigins.main}/`);
  const result = compareImages(baseline, await takeScreenshot(page));
  expect(result.same).toBe(false);
  expect(result.sizeChanged).toBe(false);
  // The change is where the pink is: the header's logo and buttons are among its regions.
  expect(result.regions.some((region) => region.y < 80)).toBe(true);
});
