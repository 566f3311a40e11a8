import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { screenshotViewports, viewports } from '../../theme/breakpoints';
import { expect, FROZEN_NOW } from '../support/fixtures';
import { showStory, storyUrl, testRunnerUserAgent } from '../support/storybook';
import { expectScreenshot, shows } from '../../scripts/visual/capture/shoot';
import { shoots } from '../../scripts/visual/capture/only';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const indexFile = resolve('storybook-static/index.json');
if (!existsSync(indexFile)) {
  throw new Error(
    'storybook-static/index.json is missing: run `npm run build-storybook` before the story screenshots.',
  );
}

// The story list comes from Storybook's own index, never a hand-kept list.
const stories = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
)
  .filter((entry) => entry.type === 'story')
  .sort((a, b) => a.id.localeCompare(b.id));

/** What a failed play function logs (the stories themselves may log a handled failure on purpose). */
const playFailure = /TestingLibraryElementError|expect\(|AssertionError/;

type Width = (typeof screenshotViewports)[number];

/**
 * Stories that show one layout only carry a tag saying which (and a story that pins Storybook's
 * viewport must carry it: see below); the other width would repeat another story's screenshot.
 * Stories tagged `route` show a page as one of the site's addresses does, and the page walk
 * (tests/e2e/pageWalk.spec.ts) screenshots it there.
 */
const shownAt = (story: IndexEntry, width: Width) =>
  !story.tags?.includes('route') &&
  !story.tags?.includes(width === 'mobile' ? 'desktop-only' : 'mobile-only');

/**
 * What the shown story is: whether Storybook shows an error in its place, the viewport the story
 * pins (its `globals.viewport`), and how wide the page is drawn.
 */
const shownStory = (page: Page) =>
  page.evaluate(() => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: {
          currentRender?: { story?: { storyGlobals?: { viewport?: { value?: string } } } };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    return {
      errorShown: document.querySelector('.sb-errordisplay')?.checkVisibility() ?? false,
      pinned: preview?.currentRender?.story?.storyGlobals?.viewport?.value,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });

/**
 * One Storybook page per worker, loaded once: each test asks it for its story, as Storybook's own
 * sidebar does, instead of loading the preview (some 2 MB of script) again. Storybook unmounts the
 * last story, its portals and its play function before it renders the next.
 */
const test = base.extend<{ storybook: { page: Page; errors: string[] } }, { storybookPage: Page }>({
  storybookPage: [
    async ({ browser }, provide, workerInfo) => {
      const { locale, timezoneId, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({
        locale,
        timezoneId,
        reducedMotion,
        userAgent: await testRunnerUserAgent(browser),
      });
      // Nothing leaves the machine.
      await context.route(/^(?!http:\/\/localhost[:/]|data:|blob:)/, (route) =>
        route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      await page.clock.setFixedTime(FROZEN_NOW);
      await page.goto(storyUrl(stories[0]?.id ?? ''));
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  storybook: async ({ storybookPage: page }, provide) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onError = (error: Error) => errors.push(error.message);
    page.on('console', onConsole);
    page.on('pageerror', onError);
    await provide({ page, errors });
    page.off('console', onConsole);
    page.off('pageerror', onError);
  },
});

for (const width of screenshotViewports) {
  const { width: w, height: h } = viewports[width];
  test.describe(`${width} ${w}px`, () => {
    for (const story of stories.filter((entry) => shownAt(entry, width))) {
      const image = `stories/${story.id}-${width}.png`;
      // A run of the predicted images only (npm run test:visual -- --affected) leaves out the rest.
      if (!shoots(image)) continue;
      test(`${story.title} › ${story.name}`, shows(image), async ({ storybook: { page, errors } }) => {
        await page.setViewportSize({ width: w, height: h });
        await showStory(page, story.id);
        // A play that meets what an earlier story left in the shared page (Storybook's own key
        // handling, say) plays again on a page of its own. Its pixels are the same either way: the
        // story, not the page's history, draws them (docs/visual-review.md).
        if (errors.some((error) => playFailure.test(error))) {
          errors.length = 0;
          await page.goto(storyUrl(story.id));
          await showStory(page, story.id);
        }
        const { errorShown, pinned, scrollWidth } = await shownStory(page);
        expect(errorShown, 'Storybook shows an error').toBe(false);
        expect(
          pinned === undefined || pinned === width,
          `pins the ${pinned} viewport: tag it ${pinned}-only`,
        ).toBe(true);
        // Nothing is cut off: the story fits the screen it is shown on, with no sideways scroll.
        expect(scrollWidth, `wider than the ${w} px screen: it would be cropped`).toBeLessThanOrEqual(w);
        // A play function that fails only logs; its half-played story must not become a baseline.
        expect(errors.filter((error) => playFailure.test(error))).toEqual([]);
        await expectScreenshot(page, {
          image,
          subject: {
            kind: 'story',
            title: `${story.title} › ${story.name}`,
            url: `storybook-static/index.html?path=/story/${story.id}`,
          },
          host: 'main',
          width,
        });
      });
    }
  });
}
