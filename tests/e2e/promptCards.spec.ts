import type { Locator, Page } from '@playwright/test';
import { assistants as offered } from '../../content/assistants';
import { pages } from '../../content/pages';
import { prompts } from '../../content/prompts';
import { site } from '../../content/site';
import type { Prompt } from '../../content/types';
import { viewports } from '../../theme/breakpoints';
import { expect, recordEveryClipboardWrite, test, visit } from '../support/fixtures';
import { hostOrigins } from '../support/hosts';
import { axeViolations } from '../support/pageProbes';

/*
 * What a prompt card offers beyond copying: its blanks filled in place, the prompt opened in an
 * assistant (each address read, never visited: the tests' browser reaches no other site), and a link
 * of its own.
 */

const assistants = offered.choices;
const library = `${hostOrigins.main}/find-prompt`;
const linkTo = (id: number | string) => `${library}?prompt=${id}`;

const promptOf = (id: number): Prompt => {
  const found = prompts.find((p) => p.id === id);
  if (!found) throw new Error(`No prompt ${id}`);
  return found;
};
/** Prompts that cover every kind of blank: brackets (6), a bracket twice (19), underscores (32). */
const withBrackets = promptOf(6);
const repeatedBracket = promptOf(19);
const withUnderscores = promptOf(32);

const cards = (page: Page) => page.getByRole('list', { name: 'Prompts' }).getByRole('article');
const cardOf = (page: Page, p: Prompt) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 2, name: p.title, exact: true }) });
const blanksOf = (card: Locator) => card.getByRole('group', { name: /^Prompt: / }).getByRole('textbox');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search prompts' });

/** The blanks as written in a prompt, in order. */
const blanksIn = (p: Prompt) => p.prompt.match(/\[[^[\]\n]{1,80}\]|_{3,}/g) ?? [];

/**
 * The prompt with the blanks at these positions replaced by these words, worked out here from the
 * text alone; a bracketed blank written alike elsewhere takes the same words.
 */
function filledBy(p: Prompt, byPosition: ReadonlyMap<number, string>): string {
  const written = blanksIn(p);
  const sameAs = new Map<string, string>();
  for (const [position, words] of byPosition) {
    const blank = written[position];
    if (blank?.startsWith('[')) sameAs.set(blank, words);
  }
  let from = 0;
  let out = '';
  written.forEach((blank, position) => {
    const at = p.prompt.indexOf(blank, from);
    out += p.prompt.slice(from, at) + (byPosition.get(position) ?? sameAs.get(blank) ?? blank);
    from = at + blank.length;
  });
  return out + p.prompt.slice(from);
}

async function grantClipboard(page: Page): Promise<() => Promise<string[]>> {
  await page.context().grantPermissions(['clipboard-write'], { origin: hostOrigins.main });
  return recordEveryClipboardWrite(page);
}

/** The library opened on one prompt's link, with the clipboard recorded. */
async function openCard(page: Page, p: Prompt) {
  const writes = await grantClipboard(page);
  await visit(page, linkTo(p.id));
  return { writes, card: cardOf(page, p) };
}

test.describe('filling the blanks', () => {
  for (const p of [withBrackets, repeatedBracket, withUnderscores]) {
    test(`prompt ${p.id}: every other blank filled, the copy has them in place and the rest as written`, async ({
      page,
    }) => {
      const writes = await grantClipboard(page);
      await visit(page, linkTo(p.id));
      const card = cardOf(page, p);
      const fields = blanksOf(card);
      const written = blanksIn(p);
      await expect(fields).toHaveCount(written.length);
      const typed = new Map<number, string>();
      for (let position = 0; position < written.length; position += 2) {
        // A blank written alike to one already filled holds those words already.
        if (
          written.slice(0, position).includes(written[position] ?? '') &&
          written[position]?.startsWith('[')
        )
          continue;
        typed.set(position, `answer ${position + 1}`);
        await fields.nth(position).fill(`answer ${position + 1}`);
      }
      const expected = filledBy(p, typed);
      for (let position = 0; position < written.length; position += 1) {
        const value = typed.get(position) ?? (written[position]?.startsWith('[') ? undefined : '');
        if (value !== undefined) await expect(fields.nth(position)).toHaveValue(value);
      }
      await card.getByRole('button', { name: 'Copy prompt' }).click();
      await expect(card.getByRole('status')).toHaveText(/^Copied, with \d+ of \d+ blanks filled$/);
      expect((await writes()).at(-1)).toBe(expected);
    });
  }

  test('filled and empty blanks look different, and Clear empties them all', async ({ page }) => {
    await visit(page, linkTo(withBrackets.id));
    const card = cardOf(page, withBrackets);
    const fields = blanksOf(card);
    const total = blanksIn(withBrackets).length;
    await expect(card.getByText(`${total} blanks to fill in`)).toBeVisible();
    await fields.first().fill('a florist in Leeds');
    await expect(card.getByText(`1 of ${total} blanks filled`)).toBeVisible();
    const look = (field: Locator) =>
      field.evaluate((f) => {
        const style = getComputedStyle(f);
        return `${style.backgroundColor} ${style.boxShadow}`;
      });
    const sameLook = async () => (await look(fields.nth(0))) === (await look(fields.nth(1)));
    await expect.poll(sameLook).toBe(false);
    await card.getByRole('button', { name: 'Clear blanks' }).click();
    await expect(fields.first()).toHaveValue('');
    await expect(fields.first()).toBeFocused();
    await expect(card.getByText(`${total} blanks to fill in`)).toBeVisible();
    await expect.poll(sameLook).toBe(true);
  });

  test('what is typed stays in the tab: through filters and a reload, not in another tab', async ({
    page,
    context,
  }) => {
    await visit(page, library);
    const p = prompts[0];
    if (!p) throw new Error('The library is empty');
    const card = cardOf(page, p);
    await blanksOf(card).first().fill('our spring launch');
    // Filtered out, then back.
    await searchBox(page).fill('zzzz no such prompt');
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(blanksOf(cardOf(page, p)).first()).toHaveValue('our spring launch');
    await page.reload();
    await expect(blanksOf(cardOf(page, p)).first()).toHaveValue('our spring launch');
    // Nothing of it went to the server: it is not in the page the server sends.
    const html = await (await page.request.get(library)).text();
    expect(html).not.toContain('our spring launch');

    const other = await context.newPage();
    await visit(other, library);
    await expect(blanksOf(cardOf(other, p)).first()).toHaveValue('');
  });

  test('the search still looks at titles, descriptions and tags only, not at what is typed', async ({
    page,
  }) => {
    await visit(page, library);
    const p = prompts[0];
    if (!p) throw new Error('The library is empty');
    await blanksOf(cardOf(page, p)).first().fill('xylophone');
    await searchBox(page).fill('xylophone');
    await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
  });
});

test.describe('opening a prompt in an assistant', () => {
  test('each assistant is a link to a new tab with the filled prompt in its address', async ({ page }) => {
    await visit(page, linkTo(withBrackets.id));
    const card = cardOf(page, withBrackets);
    await blanksOf(card).first().fill('a florist & gift shop in Leeds');
    const expected = filledBy(withBrackets, new Map([[0, 'a florist & gift shop in Leeds']]));
    const opener = card.getByRole('button', { name: 'Open in' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const list = card.getByRole('list', { name: 'Open the prompt in' });
    await expect(list.getByRole('link')).toHaveCount(assistants.length);
    for (const assistant of assistants) {
      const item = list.getByRole('link', { name: new RegExp(`^${assistant.name}`) });
      await expect(item).toHaveAttribute('target', '_blank');
      await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(item).toContainText('(opens in a new tab)');
      const href = new URL((await item.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe(assistant.home);
      if (assistant.promptParameter) {
        expect(href.searchParams.get(assistant.promptParameter)).toBe(expected);
      } else {
        expect(href.search).toBe('');
        await expect(item).toContainText('Copies the prompt for you to paste');
      }
    }
    await list.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();
  });

  test('an assistant that takes no prompt: one tap copies it, opens the assistant and says to paste', async ({
    page,
    blockedRequests,
  }) => {
    const { writes, card } = await openCard(page, withBrackets);
    const paste = assistants.find((a) => !a.promptParameter);
    if (!paste) throw new Error('Every assistant takes a prompt in its address');
    await card.getByRole('button', { name: 'Open in' }).click();
    const popup = page.waitForEvent('popup');
    await card.getByRole('link', { name: new RegExp(`^${paste.name}`) }).click();
    await (await popup).close();
    expect(await writes()).toEqual([withBrackets.prompt]);
    await expect(page.getByText(`Prompt copied: paste it into ${paste.name}`)).toBeVisible();
    // The new tab asked for the assistant's home, and the tests' browser let it go nowhere.
    expect(blockedRequests).toContain(paste.home);
  });

  test('a prompt too long for an address is copied and the assistant opened without it', async ({
    page,
    blockedRequests,
  }) => {
    const { writes, card } = await openCard(page, withBrackets);
    const long = 'A customer email pasted in full. '.repeat(Math.ceil(offered.maxAddressLength / 30));
    await blanksOf(card).first().fill(long);
    await card.getByRole('button', { name: 'Open in' }).click();
    const [first] = assistants.filter((a) => a.promptParameter);
    if (!first) throw new Error('No assistant takes a prompt in its address');
    for (const assistant of assistants) {
      const item = card.getByRole('link', { name: new RegExp(`^${assistant.name}`) });
      await expect(item).toHaveAttribute('href', assistant.home);
      if (assistant.promptParameter) await expect(item).toContainText('Too long for a link');
    }
    const popup = page.waitForEvent('popup');
    await card.getByRole('link', { name: new RegExp(`^${first.name}`) }).click();
    await (await popup).close();
    expect(await writes()).toEqual([filledBy(withBrackets, new Map([[0, long]]))]);
    await expect(page.getByText(`Prompt copied: paste it into ${first.name}`)).toBeVisible();
    expect(blockedRequests).toContain(first.home);
  });
});

test.describe('a link to one prompt', () => {
  test('opened in a fresh browser, it shows that prompt first and marked, whatever the filters', async ({
    browser,
  }) => {
    const p = withUnderscores;
    // A phone, where the library's first card starts below the fold.
    const { width, height } = viewports.mobile;
    const fresh = await browser.newContext({ viewport: { width, height } });
    const page = await fresh.newPage();
    // A search and a tag it does not match: the prompt still comes first.
    await visit(page, `${library}?q=linkedin&tag=ux-research&prompt=${p.id}`);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(p.title);
    await expect(first.getByText('From your link')).toBeVisible();
    await expect(first.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(cards(page).filter({ hasText: 'From your link' })).toHaveCount(1);
    // The tab names it, once; the share card stays the library's.
    const title = await page.title();
    expect(title.startsWith(`${p.title} · `)).toBe(true);
    expect(title.split(p.title)).toHaveLength(2);
    const shareTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
    expect(shareTitle).toBe(`${pages['find-prompt'].title} · ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.origins.main}/find-prompt`,
    );
    // A new search gives the view back to what matches, and the title to the library.
    await searchBox(page).fill('email');
    await expect(page.getByText('From your link')).toHaveCount(0);
    await expect(page).toHaveTitle(shareTitle ?? '');
    await fresh.close();
  });

  test('each card copies its own link, and says so', async ({ page }) => {
    const writes = await grantClipboard(page);
    await visit(page, library);
    const shown = await cards(page).count();
    for (let index = 0; index < shown; index += 1) {
      const card = cards(page).nth(index);
      const id = await card.locator('xpath=..').getAttribute('data-prompt-id');
      await card.getByRole('button', { name: 'Copy link' }).click();
      await expect(card.getByRole('status')).toHaveText('Link copied');
      expect((await writes()).at(-1)).toBe(linkTo(id ?? ''));
    }
  });

  test('a link to a prompt that does not exist shows the library with a short note', async ({
    page,
    consoleErrors,
  }) => {
    for (const id of ['999', 'abc']) {
      await visit(page, linkTo(id));
      await expect(page.getByText(`The link was to prompt ${id}, which isn’t in the library`)).toBeVisible();
      await expect(cards(page)).toHaveCount(6);
      await expect(page.getByText('From your link')).toHaveCount(0);
      await expect(page).toHaveTitle(`${pages['find-prompt'].title} · ${site.name}`);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('with the keyboard alone', () => {
  test('fill, open the assistants, copy: every step reachable and announced; axe finds nothing', async ({
    page,
  }) => {
    const writes = await grantClipboard(page);
    await visit(page, linkTo(withBrackets.id));
    const card = cardOf(page, withBrackets);
    const text = card.getByRole('group', { name: `Prompt: ${withBrackets.title}` });
    await text.focus();
    const written = blanksIn(withBrackets);
    for (let position = 0; position < written.length; position += 1) {
      await page.keyboard.press('Tab');
      await expect(blanksOf(card).nth(position)).toBeFocused();
      await page.keyboard.type(`answer ${position + 1}`);
    }
    await expect(card.getByText(`${written.length} of ${written.length} blanks filled`)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Clear blanks' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Copy link' })).toBeFocused();
    await page.keyboard.press('Tab');
    const opener = card.getByRole('button', { name: 'Open in' });
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    const links = card.getByRole('list', { name: 'Open the prompt in' }).getByRole('link');
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Copy prompt' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status')).toHaveText(
      `Copied, with ${written.length} of ${written.length} blanks filled`,
    );
    expect((await writes()).at(-1)).toBe(
      filledBy(withBrackets, new Map(written.map((_, i) => [i, `answer ${i + 1}`]))),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
