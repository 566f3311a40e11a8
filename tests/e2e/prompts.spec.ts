import type { Page } from '@playwright/test';
import { prompts } from '../../content/prompts';
import { breakpoints } from '../../theme/breakpoints';
import { pageReady, expect, recordClipboardWrites, test, visit } from '../support/fixtures';
import { hostOrigins } from '../support/hosts';
import { specFilter } from '../support/promptRule';

const library = `${hostOrigins.main}/find-prompt`;
const INITIAL = 6;

const cards = (page: Page) => page.getByRole('list', { name: 'Prompts' }).getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search prompts' });
const tagButton = (page: Page, tag: string) =>
  page.getByRole('group', { name: 'Filter by tag' }).getByRole('link', { name: tag, exact: true });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /prompt/ });

/** The grid shows the first six matches of the rule, and says how many there are. */
async function expectShowing(page: Page, search: string, tag = 'All', expanded = false) {
  const expected = specFilter(prompts, search, tag);
  const shown = expanded ? expected : expected.slice(0, INITIAL);
  await expect(cards(page)).toHaveCount(shown.length);
  expect(await cardTitles(page)).toEqual(shown.map((p) => p.title));
  if (expected.length === 0) {
    await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
  } else {
    await expect(status(page)).toContainText(String(expected.length));
  }
  const toggle = page.getByRole('link', { name: /^(Show More|Show Less)/ });
  if (expected.length > INITIAL) {
    const hidden = expected.length - INITIAL;
    await expect(toggle).toHaveText(
      expanded ? 'Show Less' : `Show More (${hidden} more ${hidden === 1 ? 'prompt' : 'prompts'})`,
    );
  } else {
    await expect(toggle).toHaveCount(0);
  }
}

test.describe('the prompt library', () => {
  test('opens on the first six prompts, with breadcrumb, heading, search and ten tag buttons', async ({
    page,
  }) => {
    await visit(page, library);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Home.*Prompt Library.*All Prompts/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Curated AI Prompts');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search prompts...');
    await expect(page.getByRole('group', { name: 'Filter by tag' }).getByRole('link')).toHaveCount(10);
    await expect(tagButton(page, 'All')).toHaveAttribute('aria-current', 'true');
    await expectShowing(page, '');
  });

  for (const search of ['email', 'LINKEDIN', 'research', 'learning', 'plan', ' pitch']) {
    test(`search ${JSON.stringify(search)} follows the rule`, async ({ page }) => {
      await visit(page, library);
      await searchBox(page).fill(search);
      await expectShowing(page, search);
    });
  }

  test('the prompt text itself is not searched', async ({ page }) => {
    // A word found in some prompt's text but in no title, description or tag.
    const words = new Set(prompts.flatMap((p) => p.prompt.toLowerCase().match(/[a-z]{7,}/g) ?? []));
    const inTextOnly = [...words].sort().find((word) => specFilter(prompts, word).length === 0);
    expect(inTextOnly).toBeDefined();
    await visit(page, library);
    await searchBox(page).fill(inTextOnly ?? '');
    await expectShowing(page, inTextOnly ?? '');
  });

  for (const tag of ['LinkedIn', 'UX Research', 'Entrepreneurship']) {
    test(`tag ${tag} follows the rule, and pressing All releases it`, async ({ page }) => {
      await visit(page, library);
      await tagButton(page, tag).click();
      await expect(tagButton(page, tag)).toHaveAttribute('aria-current', 'true');
      await expect(tagButton(page, 'All')).not.toHaveAttribute('aria-current');
      await expectShowing(page, '', tag);
      await tagButton(page, 'All').click();
      await expectShowing(page, '');
    });
  }

  test('search and tag together', async ({ page }) => {
    await visit(page, library);
    await tagButton(page, 'Business Strategy').click();
    await searchBox(page).fill('plan');
    await expectShowing(page, 'plan', 'Business Strategy');
    await tagButton(page, 'Email Marketing').click();
    await expectShowing(page, 'plan', 'Email Marketing');
  });

  test('Show More reveals every match, Show Less goes back to six', async ({ page }) => {
    await visit(page, library);
    await page.getByRole('link', { name: /^Show More/ }).click();
    await expectShowing(page, '', 'All', true);
    await page.getByRole('link', { name: 'Show Less' }).click();
    await expectShowing(page, '');
    await expect(page.getByRole('link', { name: /^Show More/ })).toBeInViewport();
  });

  test('Clear filters resets search and tag and puts the cursor back in the search', async ({ page }) => {
    await visit(page, library);
    await tagButton(page, 'LinkedIn').click();
    await searchBox(page).fill('no such prompt anywhere');
    await expectShowing(page, 'no such prompt anywhere', 'LinkedIn');
    await expect(page.getByText('Try adjusting your search, category, or tag filter')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectShowing(page, '');
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(tagButton(page, 'All')).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(library);
  });

  test('/ jumps to the search from anywhere on the page', async ({ page }) => {
    await visit(page, library);
    await tagButton(page, 'Learning').focus();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('goal');
    await expect(searchBox(page)).toHaveValue('goal');
  });

  test('every blank in every prompt is a field named after it, showing the blank as written', async ({
    page,
  }) => {
    await visit(page, library);
    await page.getByRole('link', { name: /^Show More/ }).click();
    await expect(cards(page)).toHaveCount(prompts.length);
    const blanks = page.getByRole('group', { name: /^Prompt: / }).getByRole('textbox');
    const written = prompts.flatMap((p) => p.prompt.match(/\[[^[\]\n]{1,80}\]|_{3,}/g) ?? []);
    await expect(blanks).toHaveCount(written.length);
    const fields = await blanks.evaluateAll((all) =>
      all.map((field) => ({
        placeholder: field.getAttribute('placeholder'),
        name: field.getAttribute('aria-label'),
        value: (field as HTMLTextAreaElement).value,
      })),
    );
    expect(fields.map((f) => f.placeholder)).toEqual(written);
    for (const field of fields) {
      expect(field.name).toMatch(/^Fill in: \S/);
      expect(field.value).toBe('');
    }
  });
});

test.describe('copying a prompt', () => {
  test('puts exactly the prompt text on the clipboard and shows a tick for two seconds', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-write'], { origin: hostOrigins.main });
    const copied = await recordClipboardWrites(page);
    await visit(page, library);
    const [first, second] = specFilter(prompts, '');
    for (const p of [first, second]) {
      if (!p) throw new Error('The library is empty');
      const card = cards(page).filter({ has: page.getByRole('heading', { name: p.title, exact: true }) });
      await card.getByRole('button', { name: 'Copy prompt' }).click();
      await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(card.getByRole('status')).toHaveText('Copied');
      expect(await copied()).toBe(p.prompt);
      // The tick goes after two seconds.
      await expect(card.getByRole('button', { name: 'Copy prompt' })).toBeVisible();
    }
  });

  test('where the clipboard is refused, the prompt is selected for copying by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await visit(page, library);
    const p = specFilter(prompts, '')[0];
    if (!p) throw new Error('The library is empty');
    const card = cards(page).first();
    await card.getByRole('button', { name: 'Copy prompt' }).click();
    await expect(card.getByText(/The prompt is selected below: press Ctrl\+C to copy it/)).toBeVisible();
    const byHand = card.getByRole('textbox', { name: `Prompt to copy: ${p.title}` });
    await expect(byHand).toBeFocused();
    await expect(byHand).toHaveValue(p.prompt);
    expect(
      await byHand.evaluate((t: HTMLTextAreaElement) => t.value.slice(t.selectionStart, t.selectionEnd)),
    ).toBe(p.prompt);
    // Copying the selection by hand turns the button into the tick.
    await page.keyboard.press('Control+c');
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  });
});

test.describe('the address holds the view', () => {
  test('a link reproduces search, tag and Show More', async ({ page }) => {
    await visit(page, `${library}?q=plan&tag=business-strategy&more=1`);
    await expect(searchBox(page)).toHaveValue('plan');
    await expect(tagButton(page, 'Business Strategy')).toHaveAttribute('aria-current', 'true');
    await expectShowing(page, 'plan', 'Business Strategy', true);
  });

  test('changes write the address, and back and forward step through them', async ({ page }) => {
    await visit(page, library);
    await tagButton(page, 'LinkedIn').click();
    await expect(page).toHaveURL(`${library}?tag=linkedin`);
    await searchBox(page).pressSequentially('post');
    await expect(page).toHaveURL(`${library}?q=post&tag=linkedin`);
    await page.goBack();
    await expect(page).toHaveURL(`${library}?tag=linkedin`);
    await expect(searchBox(page)).toHaveValue('');
    await expectShowing(page, '', 'LinkedIn');
    await page.goBack();
    await expect(page).toHaveURL(library);
    await expectShowing(page, '');
    await page.goForward();
    await page.goForward();
    await expect(searchBox(page)).toHaveValue('post');
    await expectShowing(page, 'post', 'LinkedIn');
  });

  test('a reload keeps the view and the page does not jump to the top while filtering', async ({ page }) => {
    await visit(page, library);
    await tagButton(page, 'Content Creation').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    await tagButton(page, 'Content Creation').click();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.reload();
    // The prerendered page shows the whole library until the app takes over and reads the address.
    await pageReady(page);
    await expectShowing(page, '', 'Content Creation');
  });
});

test.describe('grid columns by width', () => {
  // One width inside each breakpoint band, read from the theme's own list.
  const bands = [
    { width: 390, columns: 1 },
    { width: Math.round((breakpoints.sm + breakpoints.md) / 2), columns: 2 },
    { width: Math.round((breakpoints.md + breakpoints.lg) / 2), columns: 3 },
    { width: Math.round((breakpoints.lg + breakpoints.xl) / 2), columns: 4 },
    { width: breakpoints.xl + 100, columns: 5 },
  ];
  for (const { width, columns } of bands) {
    test(`${width}px shows ${columns} column${columns === 1 ? '' : 's'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, library);
      const lefts = await cards(page).evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(columns);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
