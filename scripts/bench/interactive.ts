// `npm run bench:interactive -- [--runs 3] [--host main|community] [--page /path] [--no-held-input] [--after-paint 300]
//   [--navigation-only] [--sites dist/sites] [--chromium /usr/bin/chromium] [--write-docs]`
// How soon each prerendered page responds on a slow phone, measured in real Chromium with the
// throttling applied in the browser (not simulated afterwards, as Lighthouse does):
//   phone: 412×823 CSS px, device scale factor 2, touch, mobile viewport;
//   CPU 4× slower (Emulation.setCPUThrottlingRate), network 150 ms round trip, 1.6 Mbit/s down and
//   750 kbit/s up (Network.emulateNetworkConditions), a fresh browser context (empty cache) per load.
// Every route of both hosts' route tables is asked for by its production host name, served by the
// production server from dist/sites (or --sites). Per page, the median of N loads of: first paint
// (first-contentful-paint), LCP (the last largest-contentful-paint before the page was ready), the
// moment it responds in full (#root carries data-page-ready: in the markup of a page without islands,
// which is then ready at its first paint; set once every island is hydrated on the others), the gap
// between first paint and that, and the script bytes that came over the wire by then. Then the
// held-input suite: each page is loaded the same way, a control is used 300 ms after first
// paint (--after-paint; before the islands have usually started), and once the page is ready the
// script checks whether the tap or the typing took effect. The header's dropdown is tried in a
// 1280 px laptop window, since phones do not have it. Last, a tap from the home page to the prompt
// library and Back, with the pages' speculation rules and without them. Prints Markdown tables,
// writes every load to dist/bench-interactive.json, and exits 0 whatever the interactions did: it is
// a measurement. With --write-docs, the figures also go into docs/performance.md, between
// `<!-- bench:interactive -->` and `<!-- /bench:interactive -->`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from 'playwright';
import { pages as pageCopy } from '../../content/pages.ts';
import { prompts } from '../../content/prompts/index.ts';
import { site } from '../../content/site.ts';
import { INITIAL_PROMPT_COUNT } from '../../src/prompts/promptLibraryText.ts';
import type { HostKind } from '../../src/routing/host.ts';
import { normalisePath, routeTable } from '../../src/routing/routes.ts';
import { PAGE_READY_ATTRIBUTE } from '../../src/ui/markup.ts';
import { chromiumArgs } from '../../tests/chromium.ts';
import { cpuTimes, stealLine } from './cpuSteal.ts';
import { createSiteHandler } from '../server/siteServer.ts';
import {
  buildIfNeeded,
  close,
  listen,
  markdownTable,
  measuredOn,
  progress,
  writeDocsBlock,
  writeDocsOption,
} from './support.ts';

const HOSTS: readonly HostKind[] = ['main', 'community'];
const OUTPUT_FILE = 'dist/bench-interactive.json';

/** A mid-range phone on a slow mobile connection. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/** The header's dropdown only exists on wide screens, so that one interaction uses a laptop window. */
const LAPTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A page that has not painted or started by then is reported as such instead of holding the run up. */
const LOAD_TIMEOUT_MS = 60_000;
/** How long a control may take to appear, the app to start after the action, and its effect to show. */
const FIND_TIMEOUT_MS = 15_000;
const READY_TIMEOUT_MS = 15_000;
const EFFECT_TIMEOUT_MS = 15_000;
/**
 * The effect is first looked at this long after the app is ready, so that a render that follows
 * the take-over (and could undo what the visitor did) has happened before "it still holds" is judged.
 */
const SETTLE_MS = 500;
/** LCP entries reach the observer a little after the frame they describe; wait for the stragglers. */
const LCP_FLUSH_MS = 500;
const TYPED_NAME = 'Ada Lovelace';
const TYPED_SEARCH = 'linkedin';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    host: { type: 'string' },
    page: { type: 'string' },
    'no-held-input': { type: 'boolean', default: false },
    // Debian's Chromium, as for Lighthouse: the pinned headless build gives the production names no
    // secure context, so the copy buttons would find no clipboard there.
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    // How long after first paint the held input act: the page is on screen, the app
    // usually not yet. A large value (after the app is ready) checks that every check can pass.
    'after-paint': { type: 'string', default: '300' },
    // The moves between pages only (home → library → back), and the sites to serve (another build's).
    'navigation-only': { type: 'boolean', default: false },
    sites: { type: 'string' },
    ...writeDocsOption,
  },
});
// The docs hold every page and the whole held-input suite: a partial run must not replace them.
if (
  values['write-docs'] &&
  (values.host !== undefined ||
    values.page !== undefined ||
    values['no-held-input'] ||
    values['navigation-only'])
)
  throw new Error(
    '--write-docs measures every page and every held input: leave out --host, --page, --no-held-input and --navigation-only.',
  );
const runCount = Math.max(1, Math.floor(Number(values.runs)) || 1);
const heldInputSuite = !values['no-held-input'];
const actAfterPaintMs = Math.max(0, Number(values['after-paint']) || 0);
const pageFilter = values.page === undefined ? undefined : normalisePath(values.page);

/** Progress goes to stderr so that stdout holds only the report. */

// ---------------------------------------------------------------------------------------------
// What the page records about itself

/** Times are milliseconds from navigation start (the page's performance.now()). */
interface Probe {
  /** The document's performance.timeOrigin: tells documents apart when a tap loaded a new one. */
  timeOrigin: number;
  firstPaint?: number;
  /** Start times of the largest-contentful-paint entries, in order. */
  largestPaints: number[];
  readyAt?: number;
  /** When the first real (trusted) touch, pointer or key event reached the page. */
  firstInput?: number;
  /** Text the page handed to navigator.clipboard.writeText and the browser accepted. */
  clipboardWrites: string[];
  /** When a button first read "Copied" (watched only where a case asks for it). */
  copiedAt?: number;
  /** Content-Security-Policy violations, as `directive blocked-uri`. */
  cspViolations: string[];
}

interface ProbeWindow {
  interactiveProbe?: Probe;
  /** Tells the script when the visitor first acted (ms since 1970), even if a link then leaves the page. */
  benchInputAt?: (at: number) => void;
}

/**
 * Runs in the page before any of its own scripts. It must be self-contained (it is sent to the
 * browser as text), so it holds no named inner functions.
 */
function installProbe(options: { readyAttribute: string; watchCopied: boolean }) {
  const probe: Probe = {
    timeOrigin: performance.timeOrigin,
    largestPaints: [],
    clipboardWrites: [],
    cspViolations: [],
  };
  (window as unknown as ProbeWindow).interactiveProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint') continue;
      probe.firstPaint ??= entry.startTime;
      // A page without islands says it is ready in its markup: it responds as soon as it is shown.
      if (document.getElementById('root')?.hasAttribute(options.readyAttribute))
        probe.readyAt ??= entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.largestPaints.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The root does not exist yet when this runs, so the whole document is watched for the attribute.
  new MutationObserver((_, observer) => {
    if (document.getElementById('root')?.hasAttribute(options.readyAttribute)) {
      probe.readyAt ??= performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [options.readyAttribute] });
  // The event's own time stamp says when the visitor acted, even if the page was too busy to notice.
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'keydown']) {
    window.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted || probe.firstInput !== undefined) return;
        probe.firstInput = event.timeStamp;
        (window as unknown as ProbeWindow).benchInputAt?.(performance.timeOrigin + event.timeStamp);
      },
      { capture: true, passive: true },
    );
  }
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`);
  });
  // The site's Permissions-Policy forbids reading the clipboard, so what a copy button wrote is
  // also noted here, on its way to the real clipboard.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard) {
    const write = clipboard.writeText.bind(clipboard);
    clipboard.writeText = (text: string) =>
      write(text).then(() => {
        probe.clipboardWrites.push(text);
      });
  }
  if (options.watchCopied) {
    new MutationObserver((_, observer) => {
      for (const button of document.querySelectorAll('button')) {
        if (/^\s*copied\s*$/i.test(button.textContent ?? '')) {
          probe.copiedAt = performance.now();
          observer.disconnect();
          return;
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }
}

const readProbe = (page: Page): Promise<Probe> =>
  page.evaluate(
    () =>
      (window as unknown as ProbeWindow).interactiveProbe ?? {
        timeOrigin: performance.timeOrigin,
        largestPaints: [],
        clipboardWrites: [],
        cspViolations: [],
      },
  );

/** Waits until the probe has a value for `key`; false when the time ran out. */
async function waitForProbe(page: Page, key: 'firstPaint' | 'readyAt', timeout: number): Promise<boolean> {
  try {
    await page.waitForFunction(
      (name) => (window as unknown as ProbeWindow).interactiveProbe?.[name] !== undefined,
      key,
      { timeout, polling: 50 },
    );
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// The browser, the server and one throttled page

const HOST_NAMES: Record<HostKind, string> = {
  main: new URL(site.origins.main).hostname,
  community: new URL(site.origins.community).hostname,
};

interface Setup {
  browser: Browser;
  port: number;
}

const originOf = (host: HostKind, port: number) => `http://${HOST_NAMES[host]}:${port}`;

function launchBrowser(port: number): Promise<Browser> {
  const origins = HOSTS.map((host) => originOf(host, port));
  return chromium.launch({
    executablePath: values.chromium,
    args: [
      // The site's one description of the browser, minus what only screenshots need.
      ...chromiumArgs.filter((flag) => flag !== '--hide-scrollbars' && flag !== '--font-render-hinting=none'),
      // Production host names, answered by the local server: the site behaves as in production.
      `--host-resolver-rules=${Object.values(HOST_NAMES)
        .map((name) => `MAP ${name} 127.0.0.1`)
        .join(', ')}`,
      // Production is served over https, a secure context; without this the clipboard API would be
      // missing over plain http and the copy buttons would fail for a reason no visitor meets.
      `--unsafely-treat-insecure-origin-as-secure=${origins.join(',')}`,
    ],
    // Playwright turns the back/forward cache off by default; a visitor's browser has it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
}

interface Throttled {
  context: BrowserContext;
  page: Page;
}

/** A new context (so nothing is cached) with one page, slowed down before it goes anywhere. */
async function throttledPage(
  browser: Browser,
  device: BrowserContextOptions,
  watchCopied = false,
): Promise<Throttled> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.addInitScript(installProbe, { readyAttribute: PAGE_READY_ATTRIBUTE, watchCopied });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

// ---------------------------------------------------------------------------------------------
// Page loads

interface LoadTimes {
  firstPaintMs: number | null;
  lcpMs: number | null;
  pageReadyMs: number | null;
  gapMs: number | null;
  /** Script bytes over the wire (compressed) by the time the page was ready. */
  scriptBytes: number | null;
}

interface PageResult {
  host: HostKind;
  path: string;
  url: string;
  median: LoadTimes;
  runs: LoadTimes[];
}

const orNull = (value: number | undefined): number | null => (value === undefined ? null : value);

async function loadOnce(setup: Setup, url: string, cspSeen: Set<string>): Promise<LoadTimes> {
  const { context, page } = await throttledPage(setup.browser, PHONE);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    if (await waitForProbe(page, 'readyAt', LOAD_TIMEOUT_MS)) await page.waitForTimeout(LCP_FLUSH_MS);
    const probe = await readProbe(page);
    for (const violation of probe.cspViolations) cspSeen.add(violation);
    const ready = probe.readyAt;
    const lcp = probe.largestPaints.filter((time) => ready === undefined || time <= ready).at(-1);
    const scriptBytes = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    );
    return {
      firstPaintMs: orNull(probe.firstPaint),
      lcpMs: orNull(lcp),
      pageReadyMs: orNull(ready),
      gapMs: ready !== undefined && probe.firstPaint !== undefined ? ready - probe.firstPaint : null,
      scriptBytes,
    };
  } finally {
    await context.close();
  }
}

function median(numbers: (number | null)[]): number | null {
  const known = numbers.filter((n): n is number => n !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1
    ? (known[middle] ?? null)
    : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
}

interface Target {
  host: HostKind;
  path: string;
}

async function measurePages(setup: Setup, targets: Target[], cspSeen: Set<string>): Promise<PageResult[]> {
  const runs = new Map<Target, LoadTimes[]>(targets.map((target) => [target, []]));
  const total = targets.length * runCount;
  let done = 0;
  // Round by round rather than page by page, so a burst of other work on the machine falls on many
  // pages a little instead of on one page entirely.
  for (let round = 0; round < runCount; round++) {
    for (const target of targets) {
      const url = `${originOf(target.host, setup.port)}${target.path}`;
      const times = await loadOnce(setup, url, cspSeen);
      runs.get(target)?.push(times);
      progress(
        `[${++done}/${total}] ${target.host} ${target.path}: ` +
          `paint ${seconds(times.firstPaintMs)}, ready ${seconds(times.pageReadyMs)}`,
      );
    }
  }
  return targets.map((target) => {
    const pageRuns = runs.get(target) ?? [];
    const pick = (key: keyof LoadTimes) => median(pageRuns.map((run) => run[key]));
    return {
      ...target,
      url: `${originOf(target.host, setup.port)}${target.path}`,
      median: {
        firstPaintMs: pick('firstPaintMs'),
        lcpMs: pick('lcpMs'),
        pageReadyMs: pick('pageReadyMs'),
        gapMs: pick('gapMs'),
        scriptBytes: pick('scriptBytes'),
      },
      runs: pageRuns,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Held input

type Kind = 'menu' | 'search' | 'tag' | 'more' | 'copy' | 'form' | 'calendar' | 'embed' | 'dropdown';

interface Verdict {
  ok: boolean;
  detail: string;
}

interface CaseContext {
  page: Page;
  control: Locator;
  downloads: Download[];
}

interface HeldInputCase extends Target {
  kind: Kind;
  device: 'phone' | 'laptop';
  /**
   * The control, found by its role and name as a visitor would know it, so that markup changes do
   * not matter. With `hidden`, also among what is on the page but not shown (for the n/a message).
   */
  find: (page: Page, hidden?: boolean) => Locator;
  /** What the control is, for the "not found" message. */
  wanted: string;
  /** Copy cases need clipboard permission and a watch for the "Copied" label. */
  clipboard?: boolean;
  /** Uses the control and returns the check to run once the app is ready. */
  act: (ctx: CaseContext) => Promise<() => Promise<Verdict>>;
}

interface HeldInputResult extends Target {
  kind: Kind;
  /** yes / no, or n/a when the control is not on the page. */
  tookEffect: 'yes' | 'no' | 'n/a';
  /** When the first touch or key reached the page, after first paint. */
  actionAfterPaintMs: number | null;
  pageReadyAfterPaintMs: number | null;
  detail: string;
}

const cards = (page: Page) => page.locator('article');

/** A button or a link of this name: a control may well become a link that works without the app. */
const buttonOrLink = (scope: Page | Locator, name: RegExp, hidden = false) =>
  scope
    .getByRole('button', { name, includeHidden: hidden })
    .or(scope.getByRole('link', { name, includeHidden: hidden }))
    .first();

/** The element a toggle says it opens (aria-controls), or the header when it does not say. */
async function controlled(page: Page, control: Locator): Promise<Locator> {
  const id = await control.getAttribute('aria-controls');
  return id ? page.locator(`[id="${id}"]`) : page.locator('header');
}

/**
 * The link to look at in an opened menu or panel: the one named, or else the panel's first link
 * (the named link may have moved elsewhere; any shown link then says the panel opened).
 */
async function panelLink(panel: Locator, name: string | RegExp): Promise<{ link: Locator; label: string }> {
  const named = panel.getByRole('link', {
    name,
    exact: typeof name === 'string',
    includeHidden: true,
  });
  if ((await named.count()) > 0) return { link: named.first(), label: String(name) };
  const first = panel.getByRole('link', { includeHidden: true }).first();
  const label = (await first.count()) > 0 ? ((await first.textContent())?.trim() ?? '') : 'any link';
  return { link: first, label: `${label} (it has no ${String(name)} link)` };
}

/** Whether a toggle's panel opened, judged by a link in it being shown. */
async function panelOpened(page: Page, control: Locator, name: string | RegExp): Promise<Verdict> {
  const panel = await controlled(page, control);
  const { link, label } = await panelLink(panel, name);
  const visible = await link.isVisible();
  return {
    ok: visible,
    detail: `${visible ? 'open' : 'not open'}: ${label} ${visible ? 'shown' : 'not shown'}`,
  };
}

/** A touch on a phone, a mouse click on a laptop. */
const press = (ctx: CaseContext, device: HeldInputCase['device']) =>
  device === 'phone'
    ? ctx.control.tap({ timeout: FIND_TIMEOUT_MS })
    : ctx.control.click({ timeout: FIND_TIMEOUT_MS });

/** What the clipboard holds: read back if the page may, else the last text the page wrote to it. */
async function clipboardText(page: Page): Promise<{ text: string | undefined; source: string }> {
  try {
    const text = await page.evaluate(() => navigator.clipboard.readText());
    return { text, source: 'clipboard.readText()' };
  } catch {
    const probe = await readProbe(page);
    return {
      text: probe.clipboardWrites.at(-1),
      source: 'as written by the page; readText is refused',
    };
  }
}

const yesNo = (condition: boolean) => (condition ? 'yes' : 'no');

function menuCase(host: HostKind, path: string): HeldInputCase {
  return {
    kind: 'menu',
    host,
    path,
    device: 'phone',
    wanted: 'a button named /menu/i',
    find: (page, hidden) => page.getByRole('button', { name: /menu/i, includeHidden: hidden }).first(),
    act: async (ctx) => {
      await press(ctx, 'phone');
      return () => panelOpened(ctx.page, ctx.control, 'About');
    },
  };
}

function formCase(host: HostKind, path: string): HeldInputCase {
  return {
    kind: 'form',
    host,
    path,
    device: 'phone',
    wanted: 'a text field labelled /name/i in a form',
    find: (page, hidden) =>
      page.locator('form').getByRole('textbox', { name: /name/i, includeHidden: hidden }).first(),
    act: async (ctx) => {
      await press(ctx, 'phone');
      await ctx.control.pressSequentially(TYPED_NAME, { timeout: FIND_TIMEOUT_MS });
      return async () => {
        const value = await ctx.control.inputValue();
        return { ok: value === TYPED_NAME, detail: `field holds "${value}"` };
      };
    },
  };
}

function calendarCase(host: HostKind, path: string): HeldInputCase {
  return {
    kind: 'calendar',
    host,
    path,
    device: 'phone',
    wanted: 'a control named /add to calendar (.ics)/i',
    find: (page, hidden) => buttonOrLink(page, /add to calendar \(\.ics\)/i, hidden),
    act: async (ctx) => {
      await press(ctx, 'phone');
      return async () => {
        const names = ctx.downloads.map((download) => download.suggestedFilename());
        const ics = names.find((name) => name.toLowerCase().endsWith('.ics'));
        return { ok: ics !== undefined, detail: ics ? `downloaded ${ics}` : 'no .ics download' };
      };
    },
  };
}

function heldInputCases(): HeldInputCase[] {
  const main: HeldInputCase[] = [
    menuCase('main', '/'),
    {
      kind: 'search',
      host: 'main',
      path: '/find-prompt',
      device: 'phone',
      wanted: 'a searchbox named /search prompts/i',
      find: (page, hidden) =>
        page.getByRole('searchbox', { name: /search prompts/i, includeHidden: hidden }).first(),
      act: async (ctx) => {
        const before = await cards(ctx.page).count();
        await press(ctx, 'phone');
        await ctx.control.pressSequentially(TYPED_SEARCH, { timeout: FIND_TIMEOUT_MS });
        return async () => {
          const value = await ctx.control.inputValue();
          const address = await ctx.page.evaluate(() => location.href);
          const texts = await cards(ctx.page).allTextContents();
          const filtered =
            texts.length < before || (texts.length > 0 && texts.every((text) => /linkedin/i.test(text)));
          const inAddress = address.includes(`q=${TYPED_SEARCH}`);
          return {
            ok: value === TYPED_SEARCH && inAddress && filtered,
            detail: `box "${value}", q= in address ${yesNo(inAddress)}, cards ${before} → ${texts.length}`,
          };
        };
      },
    },
    {
      kind: 'tag',
      host: 'main',
      path: '/find-prompt',
      device: 'phone',
      wanted: 'a second control in a group or navigation named /filter by tag/i',
      find: (page, hidden) => {
        const group = page
          .getByRole('group', { name: /filter by tag/i, includeHidden: hidden })
          .or(page.getByRole('navigation', { name: /filter by tag/i, includeHidden: hidden }))
          .first();
        return group
          .getByRole('button', { includeHidden: hidden })
          .or(group.getByRole('link', { includeHidden: hidden }))
          .nth(1);
      },
      act: async (ctx) => {
        const name = (await ctx.control.textContent())?.trim() ?? '';
        await press(ctx, 'phone');
        return async () => {
          const address = await ctx.page.evaluate(() => location.href);
          const pressed = await ctx.control.getAttribute('aria-pressed');
          const current = await ctx.control.getAttribute('aria-current');
          const marked = pressed === 'true' || (current !== null && current !== 'false');
          const inAddress = address.includes('tag=');
          return {
            ok: inAddress && marked,
            detail: `"${name}": tag= in address ${yesNo(inAddress)}, marked current ${yesNo(marked)}`,
          };
        };
      },
    },
    {
      kind: 'more',
      host: 'main',
      path: '/find-prompt',
      device: 'phone',
      wanted: 'a control named /show more/i',
      find: (page, hidden) => buttonOrLink(page, /show more/i, hidden),
      act: async (ctx) => {
        await press(ctx, 'phone');
        return async () => {
          const shown = await cards(ctx.page).count();
          return { ok: shown > INITIAL_PROMPT_COUNT, detail: `${shown} cards shown` };
        };
      },
    },
    {
      kind: 'copy',
      host: 'main',
      path: '/find-prompt',
      device: 'phone',
      clipboard: true,
      wanted: 'a button named /copy prompt/i',
      find: (page, hidden) =>
        page.getByRole('button', { name: /copy prompt/i, includeHidden: hidden }).first(),
      act: async (ctx) => {
        // The card's prompt as written (its blanks are fields, empty here, so copied as written).
        const card = ctx.control.locator('xpath=ancestor::article[1]');
        const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
        const prompt = (prompts.find((p) => p.title === title.trim())?.prompt ?? '').trim();
        await press(ctx, 'phone');
        return async () => {
          const { text, source } = await clipboardText(ctx.page);
          const { copiedAt } = await readProbe(ctx.page);
          const same = text !== undefined && text.trim() === prompt && prompt !== '';
          return {
            ok: same && copiedAt !== undefined,
            detail:
              `clipboard ${same ? 'holds the prompt' : text === undefined ? 'empty' : 'holds other text'} ` +
              `(${source}), "Copied" shown ${yesNo(copiedAt !== undefined)}`,
          };
        };
      },
    },
    formCase('main', '/tools'),
    // A dated event's calendar file is offered only until the event has taken place; the monthly
    // Labs always has a next session, so the kind is measured there too whatever today's date.
    calendarCase('main', '/women-love-ai/events/waves-ai'),
    calendarCase('main', '/women-love-ai/events/leadership-labs'),
    {
      kind: 'embed',
      host: 'main',
      path: '/women-love-ai/founding-20',
      device: 'phone',
      clipboard: true,
      wanted: 'a control named /copy embed code/i',
      find: (page, hidden) => buttonOrLink(page, /copy embed code/i, hidden),
      act: async (ctx) => {
        await press(ctx, 'phone');
        return async () => {
          const { text, source } = await clipboardText(ctx.page);
          const ok = text?.includes('<') ?? false;
          const held = ok ? 'holds markup' : text === undefined ? 'empty' : 'holds no markup';
          return { ok, detail: `clipboard ${held} (${source})` };
        };
      },
    },
    {
      kind: 'dropdown',
      host: 'main',
      path: '/',
      device: 'laptop',
      wanted: 'a button named "Women Love AI" (at 1280 px)',
      find: (page, hidden) =>
        page.getByRole('button', { name: 'Women Love AI', exact: true, includeHidden: hidden }).first(),
      act: async (ctx) => {
        await press(ctx, 'laptop');
        return () => panelOpened(ctx.page, ctx.control, /events/i);
      },
    },
  ];
  // The community host has no prompt library or badge; its pages have the menu, and the event
  // pages a form.
  const community: HeldInputCase[] = ['/', '/events/leadership-labs'].flatMap((path) => [
    menuCase('community', path),
    formCase('community', path),
  ]);
  return [...main, ...community];
}

async function runHeldInput(
  setup: Setup,
  held: HeldInputCase,
  cspSeen: Set<string>,
): Promise<HeldInputResult> {
  const base = { kind: held.kind, host: held.host, path: held.path };
  const notRun = (tookEffect: 'no' | 'n/a', detail: string): HeldInputResult => ({
    ...base,
    tookEffect,
    actionAfterPaintMs: null,
    pageReadyAfterPaintMs: null,
    detail,
  });
  const origin = originOf(held.host, setup.port);
  const { context, page } = await throttledPage(
    setup.browser,
    held.device === 'phone' ? PHONE : LAPTOP,
    held.clipboard,
  );
  try {
    if (held.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    // Times are kept on one clock (ms since 1970): a tap on a link loads a new document, whose own
    // clock starts again.
    let inputAt: number | undefined;
    await page.exposeBinding('benchInputAt', (_source, at: number) => {
      inputAt ??= at;
    });
    await page.goto(`${origin}${held.path}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    if (!(await waitForProbe(page, 'firstPaint', LOAD_TIMEOUT_MS)))
      return notRun('no', 'the page never painted');
    const control = held.find(page);
    // Looks for the control while waiting, inside the page and against its own clock, until the
    // moment to act: each round trip to a throttled page costs tens of milliseconds.
    const [found, first] = await Promise.all([
      control.waitFor({ state: 'visible', timeout: FIND_TIMEOUT_MS }).then(
        () => true,
        () => false,
      ),
      page.evaluate((delay) => {
        const paint = (window as unknown as ProbeWindow).interactiveProbe?.firstPaint ?? 0;
        return new Promise<{ origin: number; paint: number }>((resolve) =>
          setTimeout(
            () => resolve({ origin: performance.timeOrigin, paint }),
            Math.max(0, paint + delay - performance.now()),
          ),
        );
      }, actAfterPaintMs),
    ]);
    if (!found) {
      const present = (await held.find(page, true).count()) > 0;
      return notRun('n/a', `${held.wanted}: ${present ? 'on the page but not shown' : 'not on the page'}`);
    }
    let check: () => Promise<Verdict>;
    try {
      check = await held.act({ page, control, downloads });
    } catch (error) {
      return notRun(
        'no',
        `the action failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
    }
    const ready = await waitForProbe(page, 'readyAt', READY_TIMEOUT_MS);
    const acted = await readProbe(page);
    const readyAt = acted.readyAt === undefined ? undefined : acted.timeOrigin + acted.readyAt;
    const reloaded = acted.timeOrigin !== first.origin ? '; a new page was loaded' : '';
    const paintAt = first.origin + first.paint;
    const afterPaint = (time: number | undefined) => (time === undefined ? null : time - paintAt);
    const timing = {
      actionAfterPaintMs: afterPaint(inputAt),
      pageReadyAfterPaintMs: afterPaint(readyAt),
    };
    if (!ready)
      return { ...base, ...timing, tookEffect: 'no', detail: `the app was not ready within 15 s${reloaded}` };

    await page.waitForTimeout(SETTLE_MS);
    const deadline = Date.now() + EFFECT_TIMEOUT_MS;
    let verdict = await check();
    while (!verdict.ok && Date.now() < deadline) {
      await page.waitForTimeout(250);
      verdict = await check();
    }
    for (const violation of (await readProbe(page)).cspViolations) cspSeen.add(violation);
    const late = inputAt !== undefined && readyAt !== undefined && inputAt > readyAt;
    return {
      ...base,
      ...timing,
      tookEffect: verdict.ok ? 'yes' : 'no',
      detail: `${verdict.detail}${reloaded}${late ? '; the action came after the app was ready' : ''}`,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Moving between pages: home → the prompt library (a tap on its link) → Back

interface NavigationTimes {
  /** From the tap to the library's heading on screen. */
  paintMs: number | null;
  /** From the tap to the library responding (its island hydrated). */
  readyMs: number | null;
  /** From Back to the home page on screen and responding. */
  backMs: number | null;
  /** Whether Back brought the home page back from the back/forward cache. */
  backFromCache: boolean;
}

interface NavigationResult {
  mode: string;
  median: Omit<NavigationTimes, 'backFromCache'>;
  backFromCache: string;
  runs: NavigationTimes[];
}

const LIBRARY_PATH = '/find-prompt';

/** What a page must show: its path, its heading, and (with `ready`) that it responds in full. */
interface Showing {
  path: string;
  heading: string;
  ready: boolean;
}

/** Waits, across the navigation, until the page shows it; the time it first did (ms since 1970). */
async function whenShowing(page: Page, showing: Showing, timeout = LOAD_TIMEOUT_MS): Promise<number | null> {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    try {
      // Polled every frame, so the moment is within a frame of the truth.
      await page.waitForFunction(
        ({ path, heading, ready }) =>
          location.pathname === path &&
          document.querySelector('h1')?.textContent === heading &&
          (!ready ||
            (!!document.querySelector('#root[data-page-ready]') &&
              !document.querySelector('[data-island]:not([data-hydrated])'))),
        showing,
        { polling: 'raf', timeout: until - Date.now() },
      );
      return Date.now();
    } catch (error) {
      // The page went on to the next document while waiting: ask the new one.
      if (!/context was destroyed|navigat/i.test(String(error))) return null;
    }
  }
  return null;
}

/** Takes the speculation rules out of every page this context loads: a browser without them. */
async function withoutSpeculationRules(context: BrowserContext, port: number): Promise<void> {
  await context.route(
    (url) => !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      // Asked for from here, where the production names do not resolve: the same server, by its address.
      const asked = new URL(route.request().url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${port}${asked.pathname}${asked.search}`,
        headers: { ...route.request().headers(), host: asked.host },
      });
      const body = (await response.text()).replace(/<script type="speculationrules">[^<]*<\/script>/, '');
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ response, body, headers });
    },
  );
}

async function navigateOnce(setup: Setup, speculation: boolean): Promise<NavigationTimes> {
  const { context, page } = await throttledPage(setup.browser, PHONE);
  try {
    if (!speculation) await withoutSpeculationRules(context, setup.port);
    const home = `${originOf('main', setup.port)}/`;
    await page.goto(home, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const link = page.locator(`main a[href="${LIBRARY_PATH}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(SETTLE_MS);
    await page.evaluate(() => Object.assign(window, { benchLeftHome: true }));
    const library = { path: LIBRARY_PATH, heading: pageCopy['find-prompt'].heading };
    const tapped = Date.now();
    // A person's tap: the finger rests on the link for a tenth of a second.
    await link.click({ delay: 100 });
    const painted = await whenShowing(page, { ...library, ready: false });
    const ready = await whenShowing(page, { ...library, ready: true });
    await page.waitForTimeout(SETTLE_MS);
    const back = Date.now();
    await page.goBack({ waitUntil: 'commit' });
    // Marked on the way out (below): a page restored from the back/forward cache still has it.
    const homeAgain = await whenShowing(page, { path: '/', heading: pageCopy.home.heading, ready: true });
    const backFromCache = await page.evaluate(() => 'benchLeftHome' in window);
    return {
      paintMs: painted === null ? null : painted - tapped,
      readyMs: ready === null ? null : ready - tapped,
      backMs: homeAgain === null ? null : homeAgain - back,
      backFromCache,
    };
  } finally {
    await context.close();
  }
}

async function measureNavigation(setup: Setup): Promise<NavigationResult[]> {
  const results: NavigationResult[] = [];
  for (const speculation of [true, false]) {
    const mode = speculation ? 'with speculation rules (Chromium)' : 'without speculation rules';
    const runs: NavigationTimes[] = [];
    for (let round = 0; round < runCount; round++) {
      const times = await navigateOnce(setup, speculation);
      runs.push(times);
      progress(
        `[navigation ${mode} ${round + 1}/${runCount}] painted ${seconds(times.paintMs)}, ` +
          `ready ${seconds(times.readyMs)}, back ${seconds(times.backMs)}`,
      );
    }
    const pick = (key: 'paintMs' | 'readyMs' | 'backMs') => median(runs.map((run) => run[key]));
    results.push({
      mode,
      median: { paintMs: pick('paintMs'), readyMs: pick('readyMs'), backMs: pick('backMs') },
      backFromCache: `${runs.filter((run) => run.backFromCache).length} of ${runs.length}`,
      runs,
    });
  }
  return results;
}

function navigationTable(results: NavigationResult[]): string {
  return markdownTable(
    ['browser', 'tap → library painted', 'tap → library ready', 'Back → home ready'],
    ['left', 'right', 'right', 'right'],
    results.map(({ mode, median: m }) => [mode, seconds(m.paintMs), seconds(m.readyMs), seconds(m.backMs)]),
  );
}

// ---------------------------------------------------------------------------------------------
// Report

function seconds(ms: number | null): string {
  return ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`;
}

/** Bytes per second as the network profile is usually written: 1.6 Mbit/s, 750 kbit/s. */
const kbits = (bytesPerSecond: number) => {
  const kbit = (bytesPerSecond * 8) / 1024;
  return kbit >= 1024 ? `${+(kbit / 1024).toFixed(1)} Mbit/s` : `${Math.round(kbit)} kbit/s`;
};

const milliseconds = (ms: number | null) => (ms === null ? '–' : `${Math.round(ms)} ms`);
const kilobytes = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);

function pageTable(host: HostKind, results: PageResult[]): string {
  const rows = results
    .filter((result) => result.host === host)
    .map(({ path, median: m }) => [
      path,
      seconds(m.firstPaintMs),
      seconds(m.lcpMs),
      seconds(m.pageReadyMs),
      seconds(m.gapMs),
      kilobytes(m.scriptBytes),
    ]);
  return [
    `### ${host} host (${HOST_NAMES[host]}), median of ${runCount} load(s)`,
    '',
    '| page | first paint | LCP | ready | gap | script over the wire |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

function heldInputTable(results: HeldInputResult[]): string {
  const rows = results.map((r) => [
    r.kind,
    r.path,
    r.host,
    r.tookEffect,
    milliseconds(r.actionAfterPaintMs),
    milliseconds(r.pageReadyAfterPaintMs),
    r.detail.replaceAll('|', '\\|'),
  ]);
  return [
    `### Held input (${actAfterPaintMs} ms after first paint)`,
    '',
    '| kind | page | host | took effect | action after first paint | app ready after first paint | what was seen |',
    '| --- | --- | --- | --- | ---: | ---: | --- |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** What --write-docs puts into docs/performance.md: every page of both hosts in one table, and the held count. */
function docsBlock(
  results: PageResult[],
  held: HeldInputResult[],
  navigation: NavigationResult[],
  chromiumVersion: string,
  profile: string,
): string {
  const table = markdownTable(
    ['host', 'page', 'first paint', 'LCP', 'ready', 'gap', 'script over the wire'],
    ['left', 'left', 'right', 'right', 'right', 'right', 'right'],
    results.map(({ host, path, median: m }) => [
      host,
      path,
      seconds(m.firstPaintMs),
      seconds(m.lcpMs),
      seconds(m.pageReadyMs),
      seconds(m.gapMs),
      kilobytes(m.scriptBytes),
    ]),
  );
  const tried = held.filter((result) => result.tookEffect !== 'n/a');
  const missed = tried.filter((result) => result.tookEffect !== 'yes');
  const heldInputLine =
    `Held input, each used ${actAfterPaintMs} ms after the first paint: ` +
    `${tried.length - missed.length} of ${tried.length} took effect` +
    (missed.length > 0 ? ` (not: ${missed.map((r) => `${r.kind} on ${r.host} ${r.path}`).join(', ')})` : '') +
    '.';
  const about = measuredOn('npm run bench:interactive', [
    `Chromium ${chromiumVersion}`,
    `median of ${runCount} load(s) per page`,
  ]);
  const moves =
    `Home → prompt library (a tap on its link, held 100 ms) → Back, median of ${runCount}; Back restored ` +
    `the home page from the back/forward cache in ${navigation.map((n) => `${n.backFromCache} (${n.mode})`).join(' and ')}:`;
  return `${about}. ${profile}.\n\n${table}\n\n${heldInputLine}\n\n${moves}\n\n${navigationTable(navigation)}`;
}

function pageTargets(): Target[] {
  const hosts = values.host === undefined ? HOSTS : HOSTS.filter((host) => host === values.host);
  if (hosts.length === 0) throw new Error(`--host must be main or community, not "${values.host}".`);
  const targets = hosts.flatMap((host) => routeTable(host).map((route) => ({ host, path: route.path })));
  const chosen = pageFilter === undefined ? targets : targets.filter((target) => target.path === pageFilter);
  if (chosen.length === 0) throw new Error(`No route ${pageFilter} on the ${hosts.join(' or ')} host.`);
  return chosen;
}

async function main() {
  const started = performance.now();
  const targets = pageTargets();
  const cases = heldInputSuite
    ? heldInputCases().filter(
        (held) =>
          (values.host === undefined || held.host === values.host) &&
          (pageFilter === undefined || held.path === pageFilter),
      )
    : [];
  buildIfNeeded();
  if (!existsSync(values.chromium)) throw new Error(`No Chromium at ${values.chromium} (--chromium).`);

  const server = createServer(createSiteHandler(values.sites ? { sitesDir: values.sites } : {}));
  let browser: Browser | undefined;
  try {
    const port = await listen(server);
    browser = await launchBrowser(port);
    const setup: Setup = { browser, port };
    const cspSeen = new Set<string>();
    const cpuBefore = cpuTimes();

    const navigationOnly = values['navigation-only'];
    const pages = navigationOnly ? [] : await measurePages(setup, targets, cspSeen);
    const held: HeldInputResult[] = [];
    for (const [index, heldInputCase] of (navigationOnly ? [] : cases).entries()) {
      // One case going wrong (a page that navigates mid-check, say) must not lose the others.
      const result = await runHeldInput(setup, heldInputCase, cspSeen).catch(
        (error: unknown): HeldInputResult => ({
          kind: heldInputCase.kind,
          host: heldInputCase.host,
          path: heldInputCase.path,
          tookEffect: 'no',
          actionAfterPaintMs: null,
          pageReadyAfterPaintMs: null,
          detail: `the run failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        }),
      );
      held.push(result);
      progress(
        `[held ${index + 1}/${cases.length}] ${result.kind} ${result.host} ${result.path}: ` +
          `${result.tookEffect} (${result.detail})`,
      );
    }
    const navigation =
      navigationOnly || (values.host === undefined && values.page === undefined)
        ? await measureNavigation(setup)
        : [];
    const cpuAfter = cpuTimes();

    const environment = {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      chromium: browser.version(),
      profile: {
        phone: PHONE,
        laptop: LAPTOP,
        cpuSlowdown: CPU_SLOWDOWN,
        network: NETWORK,
        actAfterPaintMs,
      },
      runs: runCount,
      date: new Date().toISOString(),
    };
    mkdirSync(dirname(OUTPUT_FILE), { recursive: true });
    writeFileSync(
      OUTPUT_FILE,
      `${JSON.stringify({ environment, pages, held, navigation, cspViolations: [...cspSeen] }, null, 2)}\n`,
    );

    console.log(`CPU: ${environment.cpu}, ${environment.cores} cores; Chromium ${environment.chromium}`);
    console.log(
      `Profile: ${PHONE.viewport?.width}×${PHONE.viewport?.height} @${PHONE.deviceScaleFactor}x touch, ` +
        `CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms RTT, ` +
        `${kbits(NETWORK.downloadThroughput)} down, ${kbits(NETWORK.uploadThroughput)} up, no cache`,
    );
    const steal = stealLine(cpuBefore, cpuAfter);
    if (steal) console.log(steal);
    for (const host of HOSTS) {
      if (!pages.some((result) => result.host === host)) continue;
      console.log();
      console.log(pageTable(host, pages));
    }
    if (navigation.length > 0) {
      console.log();
      console.log(`### Home → prompt library → Back, median of ${runCount}`);
      console.log();
      console.log(navigationTable(navigation));
    }
    if (held.length > 0) {
      console.log();
      console.log(heldInputTable(held));
      const tried = held.filter((result) => result.tookEffect !== 'n/a');
      const skipped = held.length - tried.length;
      console.log();
      console.log(
        `${tried.filter((result) => result.tookEffect === 'yes').length} of ${tried.length} held input took effect` +
          (skipped > 0 ? ` (${skipped} not applicable: the control is not on that page)` : ''),
      );
    }
    if (cspSeen.size > 0) {
      // A built page whose inline script no longer matches the server's policy (the sources changed
      // since the last build) runs without it; the numbers then describe a page visitors never get.
      console.log();
      console.log(
        `Warning: the pages reported ${cspSeen.size} Content-Security-Policy violation(s), ` +
          `e.g. ${[...cspSeen][0]}. Rebuild (npm run build) and measure again.`,
      );
    }
    console.log();
    console.log(`All loads in ${OUTPUT_FILE}; took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    if (values['write-docs']) {
      const profile =
        `Profile: ${PHONE.viewport?.width}×${PHONE.viewport?.height} touch screen, CPU ${CPU_SLOWDOWN}× slower, ` +
        `${NETWORK.latency} ms round trip, ${kbits(NETWORK.downloadThroughput)} down, ` +
        `${kbits(NETWORK.uploadThroughput)} up, no cache`;
      await writeDocsBlock('interactive', docsBlock(pages, held, navigation, environment.chromium, profile));
    }
  } finally {
    await browser?.close();
    await close(server);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
