import type { Page } from '@playwright/test';
import { viewports } from '../../theme/breakpoints';
import { pageReady, expect, FROZEN_NOW, test, visit } from '../support/fixtures';
import { hostOrigins } from '../support/hosts';

const main = hostOrigins.main;
const community = hostOrigins.community;

test.describe('header on the main host', () => {
  test('every header link goes to its page and is highlighted there', async ({ page }) => {
    await visit(page, `${main}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['Courses', '/courses'],
      ['Playbook', '/playbook'],
      ['Podcast', '/podcast'],
      ['Find A Prompt', '/find-prompt'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`${main}${path}`);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await nav.getByRole('button', { name: 'Women Love AI' }).click();
    await nav.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(`${main}/women-love-ai/community`);
    await expect(nav.getByRole('button', { name: 'Women Love AI' })).toHaveAttribute('data-active', 'true');
    await page.getByRole('link', { name: 'The AI Edit home' }).first().click();
    await expect(page).toHaveURL(`${main}/`);
  });

  test('the dropdown opens 200 ms after hover and closes 150 ms after leaving', async ({ page }) => {
    await page.clock.install({ time: FROZEN_NOW });
    await page.goto(`${main}/`);
    await pageReady(page);
    await page.clock.pauseAt(new Date(FROZEN_NOW.getTime() + 60_000));
    const trigger = page.getByRole('button', { name: 'Women Love AI' });
    await trigger.hover();
    await page.clock.runFor(190);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(20);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Community' })).toBeVisible();
    await page.mouse.move(700, 600);
    await page.clock.runFor(140);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(20);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Back within the 300 ms skip window: open at once.
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  test('the dropdown works from the keyboard', async ({ page }) => {
    await visit(page, `${main}/`);
    const trigger = page.getByRole('button', { name: 'Women Love AI' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Community' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${main}/women-love-ai/community`);
  });

  test('the skip link jumps to the main content', async ({ page }) => {
    await visit(page, `${main}/about`);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('header on the community host', () => {
  test('community pages stay on the host; main-only pages go to the main site', async ({ page }) => {
    await visit(page, `${community}/events`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Women Love AI' })).toHaveAttribute('data-active', 'true');
    await nav.getByRole('button', { name: 'Women Love AI' }).click();
    await nav.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(`${community}/community`);
    await nav.getByRole('link', { name: 'Playbook' }).click();
    await expect(page).toHaveURL(`${main}/playbook`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The AI Playbook');
  });

  test('footer links never lead to a 404', async ({ page }) => {
    await visit(page, `${community}/`);
    const footer = page.getByRole('contentinfo');
    for (const label of ['Prompt Hub', 'Podcast', 'About', 'Partner Tools', 'Free Resources']) {
      const href = await footer.getByRole('link', { name: label, exact: true }).getAttribute('href');
      expect(href?.startsWith(`${main}/`), `${label}: ${href}`).toBe(true);
    }
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(`${main}/about`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: viewports.mobile.width, height: viewports.mobile.height } });

  test('opens a stacked list and closes on selection', async ({ page }) => {
    await visit(page, `${main}/`);
    await expect(page.getByRole('button', { name: 'Women Love AI' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveText([
      'Community',
      'Courses',
      'Playbook',
      'Podcast',
      'Find A Prompt',
    ]);
    await menu.getByRole('link', { name: 'Podcast' }).click();
    await expect(page).toHaveURL(`${main}/podcast`);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});

test.describe('footer', () => {
  test('each resource card opens its PDF from the public bucket in a new tab', async ({ page }) => {
    await visit(page, `${main}/`);
    const footer = page.getByRole('contentinfo');
    const buttons = footer.getByRole('link', { name: /\(PDF, opens in a new tab\)/ });
    await expect(buttons).toHaveCount(6);
    await expect(buttons.filter({ hasText: 'Get Guide' })).toHaveCount(2);
    await expect(buttons.filter({ hasText: 'Get Template' })).toHaveCount(2);
    await expect(buttons.filter({ hasText: 'See Tools' })).toHaveCount(1);
    await expect(buttons.filter({ hasText: 'See Analysis' })).toHaveCount(1);
    for (const link of await buttons.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute(
        'href',
        /\/storage\/v1\/object\/public\/resources\/[a-z0-9-]+\.pdf$/,
      );
    }
  });
});

/** Scrolls the page as a visitor would: the move, then the frame in which the browser reports it. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe('scrolling', () => {
  test('a new page starts at the top', async ({ page }) => {
    await visit(page, `${main}/`);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'About', exact: true })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(`${main}/about`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an #anchor link scrolls to its target', async ({ page }) => {
    await visit(page, `${main}/resources#footer-resources`);
    await expect(page.locator('#footer-resources')).toBeInViewport();
  });

  test('Back and Forward return to where the visitor was on each page', async ({ page }) => {
    await visit(page, `${main}/playbook`);
    await scrollTo(page, 900);
    // A click where the link is: a test click would first scroll the sticky header's link 'into
    // view', which moves the page (to where the header would sit if it did not stick).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses', exact: true })
      .dispatchEvent('click');
    await expect(page).toHaveURL(`${main}/courses`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await scrollTo(page, 400);
    await page.goBack();
    await expect(page).toHaveURL(`${main}/playbook`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    await page.goForward();
    await expect(page).toHaveURL(`${main}/courses`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
  });

  test('a reload keeps the place on the page', async ({ page }) => {
    await visit(page, `${main}/playbook`);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.reload();
    await pageReady(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
  });
});

test.describe('a part of a page that fails', () => {
  test('a form whose code does not arrive shows the error screen in its place, and the visitor can go on', async ({
    page,
    consoleErrors,
  }) => {
    // The form's code does not arrive; the rest of the page is HTML and stands.
    await page.route(/\/assets\/EventFormIsland-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto(`${main}/women-love-ai/events/waves-ai`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Something went wrong/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Waves & AI/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('data-page-ready', '');
    expect(consoleErrors.some((error) => error.startsWith('Unexpected Application Error!'))).toBe(true);
    // Another page is as usual.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Courses', exact: true })
      .click();
    await expect(page).toHaveURL(`${main}/courses`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Unexpected Application Error!');
    await expect(page).not.toHaveTitle(/Something went wrong/);
  });
});
