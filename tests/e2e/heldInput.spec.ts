import type { Download, Locator, Page } from '@playwright/test';
import { prompts } from '../../content/prompts';
import { site } from '../../content/site';
import type { HostKind } from '../../src/routing/host';
import { badgeEmbedCode } from '../../src/badge/embedCode';
import { BADGE_PNG_FILE, BADGE_SVG_FILE } from '../../src/badge/foundingBadgeSvg';
import { viewports } from '../../theme/breakpoints';
import { PAGE_READY_ATTRIBUTE, ISLAND_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../../src/ui/markup';
import { pageReady, expect, recordEveryClipboardWrite, test as base } from '../support/fixtures';
import {
  cases,
  expectRow,
  expectSucceeded,
  expectValues,
  fieldOf,
  fillForm,
  formOf,
  restCalls,
  rowsFor,
  submitButton,
  uniqueEmail,
  valuesOf,
  type FormCase,
} from '../support/formCases';
import { hostKinds, hostOrigins } from '../support/hosts';
import { specFilter } from '../support/promptRule';

/*
 * Every control a visitor can use on a prerendered page before its scripts have run (a slow phone
 * shows the page some time before its islands are hydrated) takes effect. The scripts are held at
 * the network until the test lets them through, so "before the app" is a state the test holds, not a
 * race it hopes to win: each test uses a control, checks what the page shows meanwhile, lets the
 * scripts run, waits until the page responds in full, and checks the effect.
 */

/** Holds some of the app's scripts at the network: what they drive stays as it was prerendered until `release`. */
interface AppGate {
  /** From now on the scripts wait (on this page and on any page it goes on to). */
  hold(): void;
  /** Lets them through. */
  release(): void;
}

/** A gate on the page's requests for the scripts `held` matches, open until it is told to hold. */
async function gateScripts(page: Page, held: (url: URL) => boolean): Promise<AppGate> {
  let waiting: Promise<void> | undefined;
  let open: () => void = () => undefined;
  await page.route(held, async (route) => {
    if (waiting) await waiting;
    // A page left while its scripts were held (a link followed, a search sent) no longer wants them.
    await route.continue().catch(() => undefined);
  });
  return {
    hold() {
      waiting = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      open();
      waiting = undefined;
    },
  };
}

const test = base.extend<{ app: AppGate; formCode: AppGate }>({
  // Every script: the page stays as it was prerendered, with only its head script.
  app: async ({ page }, provide) => {
    const gate = await gateScripts(page, (url) => /^\/assets\/.*\.js$/.test(url.pathname));
    await provide(gate);
    gate.release();
  },
  // The form islands' own code alone: the page script runs, the form stays as it was prerendered.
  formCode: async ({ page }, provide) => {
    const gate = await gateScripts(page, (url) =>
      /^\/assets\/(EventFormIsland|ToolsFormIsland|forms)-[\w-]+\.js$/.test(url.pathname),
    );
    await provide(gate);
    gate.release();
  },
});

type Width = 'mobile' | 'desktop';
const widths: readonly Width[] = ['mobile', 'desktop'];

async function atWidth(page: Page, width: Width): Promise<void> {
  await page.setViewportSize({ width: viewports[width].width, height: viewports[width].height });
}

/**
 * Opens a page with its app held back and waits for the prerendered heading. The load event would
 * wait for the held module script, so the navigation is done once the response has arrived.
 */
async function openBeforeHydration(page: Page, app: AppGate, url: string): Promise<void> {
  app.hold();
  await page.goto(url, { waitUntil: 'commit' });
  await expectPrerendered(page);
}

/** The prerendered page is showing and its islands are not hydrated. */
async function expectPrerendered(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute(PAGE_READY_ATTRIBUTE);
}

/** Lets the scripts through and waits until every island is hydrated. */
async function startApp(page: Page, app: AppGate): Promise<void> {
  app.release();
  await pageReady(page);
}

/** Where the community's pages are on each host. */
const communityBase: Record<HostKind, string> = {
  main: `${hostOrigins.main}/women-love-ai`,
  community: hostOrigins.community,
};

/** Every text the page hands to the clipboard, once the origin may write to it. */
async function recordClipboard(page: Page, origin: string): Promise<() => Promise<string[]>> {
  await page.context().grantPermissions(['clipboard-write'], { origin });
  return recordEveryClipboardWrite(page);
}

/** Clicks a download link and returns the download it starts. */
async function download(page: Page, link: Locator): Promise<Download> {
  const [started] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return started;
}

async function downloaded(file: Download): Promise<Buffer> {
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every document the page loads, as `METHOD url`: a form the browser sent itself would add one. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(`${request.method()} ${request.url()}`);
  });
  return loads;
}

// ---------------------------------------------------------------------------------------------
// The header's menus: the small-screen menu and the desktop dropdown are HTML popovers.

/** Opens the header's menu for this width before the app and checks it is open. */
async function openMenuBeforeHydration(page: Page, width: Width): Promise<void> {
  if (width === 'mobile') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Community' })).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Women Love AI' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Community' })).toBeVisible();
  }
}

/** The menu opened before the app is still open, the app says so, and Escape closes it. */
async function expectMenuOpenThenEscape(page: Page, width: Width): Promise<void> {
  if (width === 'mobile') {
    const toggle = page.getByRole('button', { name: 'Close menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link', { name: 'Community' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  } else {
    const trigger = page.getByRole('button', { name: 'Women Love AI' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const community = page.getByRole('banner').getByRole('link', { name: 'Community' });
    await expect(community).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(community).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
}

// ---------------------------------------------------------------------------------------------
// The prompt library (main host).

const library = `${hostOrigins.main}/find-prompt`;
const INITIAL = 6;

const cards = (page: Page) => page.getByRole('list', { name: 'Prompts' }).getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search prompts' });
const tagLink = (page: Page, tag: string) =>
  page.getByRole('group', { name: 'Filter by tag' }).getByRole('link', { name: tag, exact: true });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /prompt/ });
const cardOf = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The grid shows the rule's matches (the first six unless expanded) and says how many there are. */
async function expectShowing(page: Page, search: string, tag = 'All', expanded = false): Promise<void> {
  const expected = specFilter(prompts, search, tag);
  const shown = expanded ? expected : expected.slice(0, INITIAL);
  await expect(cards(page)).toHaveCount(shown.length);
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(shown.map((p) => p.title));
  await expect(status(page)).toContainText(String(expected.length));
}

for (const width of widths) {
  test.describe(`the prompt library before the app (${width})`, () => {
    test.beforeEach(async ({ page }) => {
      await atWidth(page, width);
    });

    test('a search typed before the app filters once it runs, and joins the address', async ({
      page,
      app,
      consoleErrors,
    }) => {
      await openBeforeHydration(page, app, library);
      await searchBox(page).fill('linkedin');
      await expect(searchBox(page)).toHaveValue('linkedin');

      await startApp(page, app);
      await expect(searchBox(page)).toHaveValue('linkedin');
      await expect(page).toHaveURL(`${library}?q=linkedin`);
      await expectShowing(page, 'linkedin');
      expect(consoleErrors).toEqual([]);
    });

    test('Enter in the search before the app leads to ?q=, shown once the app runs', async ({
      page,
      app,
      consoleErrors,
    }) => {
      await openBeforeHydration(page, app, library);
      await searchBox(page).fill('email');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(`${library}?q=email`);
      await expectPrerendered(page);

      await startApp(page, app);
      await expect(searchBox(page)).toHaveValue('email');
      await expect(page).toHaveURL(`${library}?q=email`);
      await expectShowing(page, 'email');
      expect(consoleErrors).toEqual([]);
    });

    test('a tag followed before the app leads to ?tag=, chosen once the app runs', async ({
      page,
      app,
      consoleErrors,
    }) => {
      await openBeforeHydration(page, app, library);
      await tagLink(page, 'LinkedIn').click();
      await expect(page).toHaveURL(`${library}?tag=linkedin`);
      await expectPrerendered(page);

      await startApp(page, app);
      await expect(tagLink(page, 'LinkedIn')).toHaveAttribute('aria-current', 'true');
      await expect(tagLink(page, 'All')).not.toHaveAttribute('aria-current');
      await expectShowing(page, '', 'LinkedIn');
      expect(consoleErrors).toEqual([]);
    });

    test('Show More followed and a prompt copied before the app: every match shown, copied once', async ({
      page,
      app,
      consoleErrors,
    }) => {
      const writes = await recordClipboard(page, hostOrigins.main);
      const [first] = specFilter(prompts, '');
      if (!first) throw new Error('The library is empty');

      await openBeforeHydration(page, app, library);
      await page.getByRole('link', { name: /^Show More \(\d+ more prompts\)$/ }).click();
      await expect(page).toHaveURL(`${library}?more=1`);
      await expectPrerendered(page);
      const card = cardOf(page, first.title);
      await card.getByRole('button', { name: 'Copy prompt' }).click();
      await expect.poll(writes).toEqual([first.prompt]);

      await startApp(page, app);
      await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
      await expectShowing(page, '', 'All', true);
      expect(await cards(page).count()).toBeGreaterThan(INITIAL);
      await expect(page.getByRole('link', { name: 'Show Less' })).toBeVisible();
      expect(await writes()).toEqual([first.prompt]);
      expect(consoleErrors).toEqual([]);
    });
    test('Open in tapped before the app lists the assistants once it runs', async ({
      page,
      app,
      consoleErrors,
    }) => {
      const [first] = specFilter(prompts, '');
      if (!first) throw new Error('The library is empty');
      await openBeforeHydration(page, app, library);
      const card = cardOf(page, first.title);
      await card.getByRole('button', { name: 'Open in' }).click();
      await expectPrerendered(page);

      await startApp(page, app);
      const list = card.getByRole('list', { name: 'Open the prompt in' });
      await expect(list).toBeVisible();
      await expect(card.getByRole('button', { name: 'Open in' })).toHaveAttribute('aria-expanded', 'true');
      await expect(list.getByRole('link').first()).toHaveAttribute('href', /\?q=/);
      expect(consoleErrors).toEqual([]);
    });

    test('blanks filled before the app are copied in place, and the app keeps them', async ({
      page,
      app,
      consoleErrors,
    }) => {
      const writes = await recordClipboard(page, hostOrigins.main);
      const p = specFilter(prompts, '').find(
        (candidate) => (candidate.prompt.match(/\[[^[\]\n]+\]/g) ?? []).length >= 2,
      );
      if (!p) throw new Error('No prompt with two blanks');
      const [first, second] = p.prompt.match(/\[[^[\]\n]+\]/g) ?? [];

      await openBeforeHydration(page, app, library);
      const card = cardOf(page, p.title);
      await card
        .getByRole('textbox', { name: `Fill in: ${first?.slice(1, -1) ?? ''}` })
        .fill('our spring launch');
      await card.getByRole('button', { name: 'Copy prompt' }).click();
      await card.getByRole('button', { name: 'Copy link' }).click();
      const filled = p.prompt.replace(first ?? '', 'our spring launch');
      await expect.poll(writes).toEqual([filled, `${library}?prompt=${p.id}`]);

      await startApp(page, app);
      await expect(card.getByRole('textbox', { name: `Fill in: ${first?.slice(1, -1) ?? ''}` })).toHaveValue(
        'our spring launch',
      );
      await expect(card.getByText(/^1 of \d+ blanks? filled$/)).toBeVisible();
      await expect(card.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Link copied' })).toBeVisible();
      await expect(card.getByRole('textbox', { name: `Fill in: ${second?.slice(1, -1) ?? ''}` })).toHaveValue(
        '',
      );
      // Copied once each: the app did not copy again.
      expect(await writes()).toEqual([filled, `${library}?prompt=${p.id}`]);
      // Kept for the tab: a reload shows it again.
      await page.reload();
      await expect(cardOf(page, p.title).getByRole('textbox').first()).toHaveValue('our spring launch');
      expect(consoleErrors).toEqual([]);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Founding 20 (downloads, the embed code, the header's menu) and the Labs' calendar file.

for (const kind of hostKinds) {
  for (const width of widths) {
    test.describe(`${kind} host before the app (${width})`, () => {
      test.beforeEach(async ({ page }) => {
        await atWidth(page, width);
      });

      test(`Founding 20: badge downloads, Copy Embed Code and the ${width === 'mobile' ? 'menu' : 'dropdown'}`, async ({
        page,
        app,
        consoleErrors,
      }) => {
        const writes = await recordClipboard(page, new URL(communityBase[kind]).origin);
        const embed = badgeEmbedCode(`${site.origins.community}/${BADGE_PNG_FILE}`);

        await openBeforeHydration(page, app, `${communityBase[kind]}/founding-20`);
        const png = await download(page, page.getByRole('link', { name: 'Download PNG' }));
        expect(png.suggestedFilename()).toBe(BADGE_PNG_FILE);
        expect((await downloaded(png)).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        const svg = await download(page, page.getByRole('link', { name: 'Download SVG' }));
        expect(svg.suggestedFilename()).toBe(BADGE_SVG_FILE);
        expect((await downloaded(svg)).toString('utf8')).toContain('<svg');

        await page.getByRole('button', { name: 'Copy Embed Code' }).click();
        await expect.poll(writes).toEqual([embed]);
        // Opened last: a click elsewhere would close it, as any popover.
        await openMenuBeforeHydration(page, width);
        await expectPrerendered(page);

        await startApp(page, app);
        await expectMenuOpenThenEscape(page, width);
        await expect(page.getByText('Embed code copied to clipboard!')).toBeVisible();
        expect(await writes()).toEqual([embed]);
        expect(consoleErrors).toEqual([]);
      });

      test('Leadership Labs: Add to calendar (.ics) downloads the calendar file', async ({
        page,
        app,
        consoleErrors,
      }) => {
        const url = `${communityBase[kind]}/events/leadership-labs`;
        await openBeforeHydration(page, app, url);
        const file = await download(page, page.getByRole('link', { name: 'Add to calendar (.ics)' }));
        expect(file.suggestedFilename()).toMatch(/\.ics$/);
        expect((await downloaded(file)).toString('utf8')).toMatch(/^BEGIN:VCALENDAR\r?\n/);
        await expect(page).toHaveURL(url);
        await expectPrerendered(page);

        await startApp(page, app);
        await expect(page).toHaveURL(url);
        expect(consoleErrors).toEqual([]);
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Forms: what is typed before the app is the form's; a form sent before the app is sent by it, once.

const waitingLine = (form: Locator, c: FormCase) => form.getByText(c.copy.waiting, { exact: true });

test.describe('forms before the app', () => {
  // Each test fills a whole form and waits for it to be stored; a busy machine needs more than the default.
  test.describe.configure({ timeout: 60_000 });

  for (const c of cases) {
    for (const width of widths) {
      test(`${c.title}: every field filled before the app is the form's once it runs (${width})`, async ({
        page,
        app,
        request,
        consoleErrors,
      }) => {
        await atWidth(page, width);
        const email = uniqueEmail(`early-${c.formId}`);
        const values = valuesOf(c, email);
        await openBeforeHydration(page, app, c.url);
        const form = formOf(page, c);
        await fillForm(form, c, values);
        await expectPrerendered(page);

        await startApp(page, app);
        await expectValues(form, c, values);
        await submitButton(form).click();
        await expectSucceeded(page, form, c);
        expectRow(await rowsFor(request, c.table, email), c, email);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  // Each form once, the widths and the two ways of sending spread over them so each host sees both.
  cases.forEach((c, index) => {
    const width: Width = Math.floor(index / 2) % 2 === 0 ? 'mobile' : 'desktop';
    const how = (index + Math.floor(index / 2)) % 2 === 0 ? 'Enter in a field' : 'the button';
    test(`${c.title}: sent with ${how} before the app, it waits and is sent once (${width})`, async ({
      page,
      app,
      request,
      consoleErrors,
    }) => {
      await atWidth(page, width);
      const email = uniqueEmail(`early-sent-${c.formId}`);
      const values = valuesOf(c, email);
      const loads = documentLoads(page);
      const calls = restCalls(page);
      await openBeforeHydration(page, app, c.url);
      const form = formOf(page, c);
      await fillForm(form, c, values);
      await expect(waitingLine(form, c)).toBeHidden();
      if (how === 'the button') await submitButton(form).click();
      else await fieldOf(form, c, c.firstField).press('Enter');

      // Held: the page says it will go, and the browser sent nothing (no new page, no answers in the address).
      await expect(waitingLine(form, c)).toBeVisible();
      await expect(page).toHaveURL(c.url);
      for (const [name, value] of Object.entries(values)) {
        const field = fieldOf(form, c, name);
        if (typeof value === 'boolean') await expect(field).toBeChecked({ checked: value });
        else await expect(field).toHaveValue(value);
      }
      await expectPrerendered(page);
      expect(calls).toEqual([]);

      await startApp(page, app);
      await expectSucceeded(page, form, c);
      await expect(waitingLine(form, c)).toBeHidden();
      expectRow(await rowsFor(request, c.table, email), c, email);
      expect(calls).toEqual([`POST /rest/v1/${c.table}`]);
      expect(loads).toEqual([`GET ${c.url}`]);
      await expect(page).toHaveURL(c.url);
      expect(consoleErrors).toEqual([]);
    });
  });

  // One form on each host.
  const honeypotCases = [cases[0], cases[1]].filter((c): c is FormCase => c !== undefined);
  honeypotCases.forEach((c, index) => {
    const width = widths[index % widths.length] ?? 'mobile';
    test(`${c.title}: a honeypot filled before the app and sent early looks sent but stores nothing (${width})`, async ({
      page,
      app,
      request,
      consoleErrors,
    }) => {
      await atWidth(page, width);
      const email = uniqueEmail(`early-bot-${c.formId}`);
      const calls = restCalls(page);
      await openBeforeHydration(page, app, c.url);
      const form = formOf(page, c);
      await fillForm(form, c, valuesOf(c, email));
      await form.locator('input[name="contact_by_fax_only"]').fill('https://spam.example', { force: true });
      await submitButton(form).click();
      await expect(waitingLine(form, c)).toBeVisible();

      await startApp(page, app);
      await expectSucceeded(page, form, c);
      expect(calls).toEqual([]);
      expect(await rowsFor(request, c.table, email)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
});

test.describe('forms with the page script running, before their own code', () => {
  test.describe.configure({ timeout: 60_000 });

  // The page script runs; the form island's code has not arrived. Each form once, at alternating
  // widths, one of them for a visitor who asks for less motion (the island's theme changes once it
  // is hydrated).
  cases.forEach((c, index) => {
    const width: Width = index % 2 === 0 ? 'mobile' : 'desktop';
    const stillTheme = index === 0;
    test(`${c.title}: filled and sent while its code is coming, kept as written and sent once (${width}${stillTheme ? ', less motion' : ''})`, async ({
      page,
      formCode,
      request,
      consoleErrors,
    }) => {
      await atWidth(page, width);
      if (stillTheme) await page.emulateMedia({ reducedMotion: 'reduce' });
      const email = uniqueEmail(`island-${c.formId}`);
      const values = valuesOf(c, email);
      const calls = restCalls(page);
      formCode.hold();
      await page.goto(c.url, { waitUntil: 'commit' });
      const island = page.locator(`[${ISLAND_ATTRIBUTE}]`, { has: formOf(page, c) });
      await expect(island).toBeAttached();
      await expect(island).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
      const form = formOf(page, c);
      // The prerendered form itself, marked so the test can tell whether it is ever drawn afresh.
      await form.evaluate((element) => element.setAttribute('data-test-prerendered', ''));
      await fillForm(form, c, values);
      await submitButton(form).click();
      await expect(waitingLine(form, c)).toBeVisible();
      expect(calls).toEqual([]);

      formCode.release();
      await expect(island).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
      await expect(page.locator('#root')).toHaveAttribute(PAGE_READY_ATTRIBUTE, '');
      await expectSucceeded(page, form, c);
      await expect(waitingLine(form, c)).toBeHidden();
      await expect(form).toHaveAttribute('data-test-prerendered', '');
      expectRow(await rowsFor(request, c.table, email), c, email);
      expect(calls).toEqual([`POST /rest/v1/${c.table}`]);
      expect(consoleErrors).toEqual([]);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// A page without islands: whole as it arrives, its menus the browser's until the page script runs.

for (const kind of hostKinds) {
  test(`${kind} host: a reading page responds as it arrives, and its menu opened early stays open`, async ({
    page,
    app,
    consoleErrors,
  }) => {
    await atWidth(page, 'mobile');
    app.hold();
    await page.goto(`${communityBase[kind]}/events`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute(PAGE_READY_ATTRIBUTE, '');
    await expect(page.locator(`[${ISLAND_ATTRIBUTE}]`)).toHaveCount(0);
    await openMenuBeforeHydration(page, 'mobile');
    app.release();
    await page.waitForLoadState('load');
    await expectMenuOpenThenEscape(page, 'mobile');
    expect(consoleErrors).toEqual([]);
  });
}
