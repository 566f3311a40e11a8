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
import type { Page } from '@playwright/test';
import { expect, FROZEN_NOW, test, visit } from '../support/fixtures';
import { hostOrigins } from '../support/hosts';
import { showStory, storyUrl, testRunnerUserAgent } from '../support/storybook';
import { takeScreenshot } from '../../scripts/visual/capture/shoot';

const shifted = `#${(parseInt(pink[600].slice(1, 3), 16) - 4).toString(16)}${pink[600].slice(3)}`;

test.use({ reducedMotion: 'no-preference', viewport: viewports.desktop });
test.describe.configure({ timeout: 90_000 });

test('a brand shade four units darker fails the home page, which matches as built', async ({ page }) => {
  const baseline = readFileSync(baselinePath('pages/main/root-desktop.png'));
  await visit(page, `${hostOrigins.main}/`);
  expect(compareImages(baseline, await takeScreenshot(page, baseline)).same, 'the page as built').toBe(true);

  await page.route(/\.(js|html)$|\/$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(new RegExp(pink[600], 'gi'), shifted);
    await route.fulfill({ response, body });
  });
  await visit(page, `${hostOrigins.main}/`);
  const result = compareImages(baseline, await takeScreenshot(page, baseline));
  expect(result.same).toBe(false);
  expect(result.sizeChanged).toBe(false);
  // The change is where the pink is: the header's logo and buttons are among its regions.
  expect(result.regions.some((region) => region.y < 80)).toBe(true);
});

/**
 * Designer-level changes inside the stories whose pixels once varied from one load to the next (the
 * prompt blanks, the form fields, the badge, the focus rings), each made in the browser as an edit of
 * the theme or the component would draw it. Each must fail the images that show what it changes, and
 * leave a story that does not show it matching its baseline: no image is forgiven anything.
 */
interface StoryEdit {
  change: string;
  /** The elements the change restyles. */
  selector: string;
  property: 'box-shadow' | 'border-radius' | 'outline-width';
  /** The computed value's part that the change moves, and what to. */
  from: RegExp;
  to: string;
  /** Stories whose image shows those elements: each must fail. */
  shows: string[];
  /** Stories with none of them: each must still match, with the change made. */
  without: string[];
}

const storyEdits: StoryEdit[] = [
  {
    change: "a filled prompt blank's frame 1.5 → 2 px",
    selector: 'textarea[data-filled]',
    property: 'box-shadow',
    from: /1\.5px inset$/,
    to: '2px inset',
    shows: ['components-promptcard--blanks-filled', 'components-prompttext--partly-filled'],
    without: ['components-promptcard--blanks-empty'],
  },
  {
    change: "a form field's corners 2 px rounder",
    selector: '.MuiOutlinedInput-notchedOutline',
    property: 'border-radius',
    from: /^(\d+(?:\.\d+)?)px$/,
    to: '+2px',
    shows: ['forms-eventregistrationform--filled', 'themed-textfield--states'],
    without: ['components-promptcard--marketing'],
  },
  {
    change: "the badge's glow 40 → 36 px of blur",
    selector: 'span:has(> svg)',
    property: 'box-shadow',
    from: / 10px 40px 0px$/,
    to: ' 10px 36px 0px',
    shows: ['components-badgepanel--default', 'components-foundingbadge--default'],
    without: ['components-promptcard--marketing'],
  },
  {
    change: 'the focus outline one pixel wider',
    // Focused by the keyboard, or shown so by the pseudo-states addon.
    selector: ':focus-visible, .pseudo-focus-visible',
    property: 'outline-width',
    from: /^([1-9]\d*(?:\.\d+)?)px$/,
    to: '+1px',
    shows: ['components-skiplink--focused', 'components-prompttext--blank-focus-visible'],
    without: ['components-skiplink--hidden'],
  },
  {
    change: "a button's focus ring 5 → 6 px",
    selector: '.Mui-focusVisible, .pseudo-focus-visible',
    property: 'box-shadow',
    from: / 0px 0px 0px 5px$/,
    to: ' 0px 0px 0px 6px',
    shows: ['components-navdropdown--keyboard', 'components-header--keyboard-dropdown'],
    without: ['components-skiplink--focused'],
  },
];

/** Restyles the elements the edit names; returns how many it changed. */
function applyEdit(page: Page, edit: StoryEdit): Promise<number> {
  return page.evaluate(
    ({ selector, property, from, flags, to }) => {
      const pattern = new RegExp(from, flags);
      let changed = 0;
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const value = getComputedStyle(element).getPropertyValue(property);
        const match = value.match(pattern);
        if (!match) continue;
        // '+2px' adds to the length the pattern captured; anything else replaces what it matched.
        const next = to.startsWith('+')
          ? value.replace(pattern, `${Number(match[1]) + parseFloat(to)}px`)
          : value.replace(pattern, to);
        element.style.setProperty(property, next, 'important');
        changed++;
      }
      return changed;
    },
    {
      selector: edit.selector,
      property: edit.property,
      from: edit.from.source,
      flags: edit.from.flags,
      to: edit.to,
    },
  );
}

test.describe('changes inside the stories that once drew differently from load to load', () => {
  // Shown as the story screenshots show them (tests/visual/stories.spec.ts).
  test.use({ userAgent: async ({ browser }, provide) => provide(await testRunnerUserAgent(browser)) });
  for (const edit of storyEdits) {
    test(edit.change, async ({ page }) => {
      for (const id of [...edit.shows, ...edit.without]) {
        const image = `stories/${id}-desktop.png`;
        const baseline = readFileSync(baselinePath(image));
        await page.clock.setFixedTime(FROZEN_NOW);
        await page.goto(storyUrl(id));
        await showStory(page, id);
        expect(compareImages(baseline, await takeScreenshot(page, baseline)).same, `${image} as built`).toBe(
          true,
        );
        const changed = await applyEdit(page, edit);
        const result = compareImages(baseline, await takeScreenshot(page, baseline));
        if (edit.shows.includes(id)) {
          expect(changed, `${id} shows what the change restyles`).toBeGreaterThan(0);
          expect(result.same, `${image} with ${edit.change}`).toBe(false);
        } else {
          expect(changed, `${id} shows nothing the change restyles`).toBe(0);
          expect(result.same, `${image} with ${edit.change}`).toBe(true);
        }
      }
    });
  }
});
