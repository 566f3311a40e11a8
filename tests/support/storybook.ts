import type { Browser, Page } from '@playwright/test';
import { settle } from './fixtures';
import { storybookOrigin } from './hosts';

/** A story's own page in Storybook's preview (the accessibility addon is set to manual: the stories suite checks it). */
export const storyUrl = (id: string) =>
  `${storybookOrigin}/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`;

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

/**
 * Shows a story and waits for Storybook to finish rendering it and its play function. (Accessibility
 * is checked by the stories suite, so the addon is set to manual here.)
 */
export async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const preview = window as unknown as PreviewWindow;
    preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  await page.waitForFunction((id) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    const phase = render?.phase;
    return render?.id === id && (phase === 'finished' || phase === 'errored' || phase === 'aborted');
  }, storyId);
  await settle(page);
  // A play function may leave the page scrolled; the sticky header must sit in the same place every
  // time. Then every popper (an open tooltip) is placed again: Popper measures the page when it mounts
  // and follows only a resize or a scroll, and on a slow first story of a page Chromium can report the
  // style of Storybook's loading screen until the story has finished (the body without its 24 px
  // padding: a tooltip 16 px above its button, which the story's own resize did not mend).
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    if (!document.querySelector('[data-popper-placement]')) return;
    window.dispatchEvent(new Event('resize'));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * The browser's own user agent, marked as a test runner's. Storybook then ends each story's
 * animations where they stop instead of watching the page for them (at least 100 ms a story, and
 * a walk over every element of a Docs page for each story on it), as it does under its own test
 * runner and Vitest.
 */
export async function testRunnerUserAgent(browser: Browser): Promise<string> {
  const session = await browser.newBrowserCDPSession();
  const { userAgent } = await session.send('Browser.getVersion');
  await session.detach();
  return `${userAgent} StorybookTestRunner`;
}
