import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { screenshotViewports, viewports } from '../../theme/breakpoints';
import { expect, settle, test, FROZEN_NOW } from '../support/fixtures';
import { storybookOrigin } from '../support/hosts';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
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

/** Waits for Storybook to finish rendering the story and its play function. (Accessibility is checked by the stories suite, so the addon is set to manual here.) */
async function waitForStory(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    const phase = preview?.currentRender?.phase;
    return phase === 'finished' || phase === 'errored' || phase === 'aborted';
  });
  await settle(page);
}

for (const width of screenshotViewports) {
  const { width: w, height: h } = viewports[width];
  test.describe(`${width} ${w}px`, () => {
    test.use({ viewport: { width: w, height: h } });
    for (const story of stories) {
      test(`${story.title} › ${story.name}`, async ({ page }) => {
        await page.clock.setFixedTime(FROZEN_NOW);
        await page.goto(
          `${storybookOrigin}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`,
        );
        await waitForStory(page);
        await expect(page.locator('.sb-errordisplay')).toBeHidden();
        await expect(page).toHaveScreenshot(['stories', `${story.id}-${width}.png`], { fullPage: true });
      });
    }
  });
}
