/**
 * The built Storybook as a designer reads it: every story and Docs page, opened in the browser.
 *
 * - Every story says what it shows, every component what it is, and every prop in its table what
 *   it does; every component's page says how the host bears on it. (Its guidance files are held
 *   to the template by tests/unit/storyGuidance.test.ts.)
 * - Every Docs page renders without an error and lays out the template's sections in order.
 * - A story that pins a viewport is previewed on its Docs page at exactly that width.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { guidanceSections } from '../../.storybook/guidance';
import { componentStatuses } from '../../scripts/status/status';
import { viewports } from '../../theme/breakpoints';
import { storybookOrigin } from '../support/hosts';
import { testRunnerUserAgent } from '../support/storybook';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
  storiesImports?: string[];
}

const entries = Object.values(
  (
    JSON.parse(readFileSync(resolve('storybook-static/index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
);
const stories = entries.filter((entry) => entry.type === 'story');
const isMdx = (entry: IndexEntry) => entry.importPath.endsWith('.mdx');
/** The Docs pages made from a story file (the MDX pages of Foundations and the welcome are not). */
const componentDocs = entries.filter((entry) => entry.type === 'docs' && !isMdx(entry));
const mdxDocs = entries.filter((entry) => entry.type === 'docs' && isMdx(entry));

/** What the preview knows of a story once prepared: its descriptions, host and props table. */
interface StoryFacts {
  id: string;
  file: string;
  storyDescription: string;
  componentDescription: string;
  host: unknown;
  /** Props and args the Docs page's table lists, with their descriptions. */
  table: { name: string; description: string }[];
  viewport?: string;
  frame: boolean;
}

async function openPreview(page: Page): Promise<void> {
  await page.goto(`${storybookOrigin}/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story`);
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: object }).__STORYBOOK_PREVIEW__;
    return preview !== undefined && 'storyStoreValue' in preview;
  });
}

const docsUrl = (id: string) => `${storybookOrigin}/iframe.html?id=${id}&viewMode=docs`;

interface DocsWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (id: string) => void): void;
    off(event: string, listener: (id: string) => void): void;
    emit(event: string, payload: unknown): void;
  };
  __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] };
  /** Set on the loaded preview: gone if the preview loaded itself again. */
  docsWalk?: true;
}

/**
 * Shows a Docs page as Storybook's sidebar does, in the preview already loaded (one page load for
 * the whole walk instead of one per page), and waits until it and every story on it are drawn.
 * Storybook reloads the preview when it leaves a story that is still rendering; waiting for every
 * story to finish keeps that from happening, and if it ever does the page is loaded afresh.
 */
async function showDocs(page: Page, id: string): Promise<void> {
  const shown = await page.evaluate((docsId) => {
    const preview = window as DocsWindow;
    const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
    if (!preview.docsWalk || !channel) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const rendered = (renderedId: string) => {
        if (renderedId !== docsId) return;
        channel.off('docsRendered', rendered);
        resolve(true);
      };
      channel.on('docsRendered', rendered);
      channel.emit('setCurrentStory', { storyId: docsId, viewMode: 'docs' });
    });
  }, id);
  if (!shown) {
    await page.goto(docsUrl(id));
    await page.waitForFunction(() => (window as DocsWindow).__STORYBOOK_PREVIEW__ !== undefined);
    await page.evaluate(() => {
      (window as DocsWindow).docsWalk = true;
    });
  }
  await page.waitForFunction(
    () =>
      document.querySelector('.sbdocs-content h1')?.checkVisibility() &&
      (window as DocsWindow).__STORYBOOK_PREVIEW__?.storyRenders.every((render) =>
        ['finished', 'errored', 'aborted'].includes(render.phase ?? ''),
      ),
    undefined,
    { timeout: 30_000 },
  );
}

/** Far longer than a Docs page takes (under a second, a few seconds on a busy machine). */
const DOCS_PAGE_LIMIT = 60_000;

/**
 * Shows a Docs page, in a new page once more where the first did not answer within the limit, and
 * returns the page that shows it. Once, in a whole suite's run on a busy machine, the preview's
 * renderer stayed busy for ten minutes on one Docs page, and no wait inside the page could end it
 * (not even waitForFunction's own timeout); the page shown again is a renderer of its own. A Docs
 * page that hangs twice fails, named.
 */
async function showDocsWithin(page: Page, id: string): Promise<Page> {
  const attempt = async (on: Page) => {
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise<'stuck'>((done) => (timer = setTimeout(() => done('stuck'), DOCS_PAGE_LIMIT)));
    const shown = showDocs(on, id).then(() => 'shown' as const);
    // Once the page is closed its pending wait fails: nothing is waiting for it then.
    shown.catch(() => undefined);
    const outcome = await Promise.race([shown, stuck]).finally(() => clearTimeout(timer));
    return outcome === 'shown';
  };
  if (await attempt(page)) return page;
  console.warn(
    `The Docs page ${id} did not answer within ${DOCS_PAGE_LIMIT / 1000} s: shown again in a new page`,
  );
  const fresh = await page.context().newPage();
  await page.close().catch(() => undefined);
  if (!(await attempt(fresh))) throw new Error(`The Docs page ${id} did not answer, twice`);
  return fresh;
}

async function storyFacts(page: Page, entry: IndexEntry): Promise<StoryFacts> {
  return page.evaluate(
    async ({ id, file }) => {
      interface Prepared {
        parameters: Record<string, unknown> & {
          docs?: { description?: { story?: string; component?: string }; frame?: unknown };
          controls?: { include?: string[]; exclude?: string[] | RegExp };
        };
        component?: { __docgenInfo?: { description?: string } };
        argTypes: Record<string, { description?: string; table?: { disable?: boolean } }>;
        storyGlobals?: { viewport?: { value?: string } };
      }
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: { loadStory(options: { storyId: string }): Promise<Prepared> };
          };
        }
      ).__STORYBOOK_PREVIEW__;
      const story = await preview.storyStoreValue.loadStory({ storyId: id });
      const { docs = {}, controls = {} } = story.parameters;
      const excluded = (name: string) =>
        Array.isArray(controls.exclude)
          ? controls.exclude.includes(name)
          : controls.exclude instanceof RegExp
            ? controls.exclude.test(name)
            : false;
      const included = (name: string) => !controls.include || controls.include.includes(name);
      return {
        id,
        file,
        storyDescription: docs.description?.story?.trim() ?? '',
        componentDescription: (
          docs.description?.component ??
          story.component?.__docgenInfo?.description ??
          ''
        ).trim(),
        host: story.parameters.host,
        table: Object.entries(story.argTypes)
          .filter(([name, type]) => !type.table?.disable && !excluded(name) && included(name))
          .map(([name, type]) => ({ name, description: type.description?.trim() ?? '' })),
        viewport: story.storyGlobals?.viewport?.value,
        frame: Boolean(docs.frame),
      };
    },
    { id: entry.id, file: entry.importPath },
  );
}

const validHost = (host: unknown) =>
  typeof host === 'string' && ['same', 'varies', 'main-only', 'community-only'].includes(host);

test.use({ userAgent: async ({ browser }, provide) => provide(await testRunnerUserAgent(browser)) });

test.describe('Storybook, as a designer reads it', () => {
  test('every story, component and prop is described, and every component says how the host bears on it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openPreview(page);
    const problems: string[] = [];
    const byFile = new Map<string, StoryFacts>();
    for (const entry of stories) {
      const facts = await storyFacts(page, entry);
      const where = `${entry.title} › ${entry.name}`;
      if (!facts.storyDescription) problems.push(`${where}: the story has no description`);
      for (const row of facts.table.filter((each) => !each.description)) {
        problems.push(`${where}: prop "${row.name}" has no description`);
      }
      if (!byFile.has(entry.importPath)) byFile.set(entry.importPath, facts);
    }
    for (const [file, facts] of byFile) {
      if (!facts.componentDescription) problems.push(`${file}: the component has no description`);
      if (!validHost(facts.host)) problems.push(`${file}: the host parameter is missing or wrong`);
    }
    expect(problems).toEqual([]);
    expect(byFile.size).toBe(componentDocs.length);
  });

  test('every Docs page renders its guidance in the template order, without an error', async ({ page }) => {
    test.setTimeout(600_000);
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    let walk = page;
    walk.on('pageerror', onError);
    for (const entry of [...mdxDocs, ...componentDocs]) {
      const shownOn = await showDocsWithin(walk, entry.id);
      if (shownOn !== walk) {
        walk = shownOn;
        walk.on('pageerror', onError);
      }
      const shown = await walk.evaluate(() => ({
        errorShown: document.querySelector('.sb-errordisplay')?.checkVisibility() ?? false,
        sections: [...document.querySelectorAll('[data-guidance]')].map((section) =>
          section.getAttribute('data-guidance'),
        ),
      }));
      expect(shown.errorShown, `${entry.id} shows an error`).toBe(false);
      if (!isMdx(entry)) expect(shown.sections, entry.id).toEqual([...guidanceSections]);
    }
    expect(errors).toEqual([]);
  });

  test('a story that pins a viewport is previewed at that width on its Docs page', async ({ page }) => {
    test.setTimeout(300_000);
    await openPreview(page);
    const pinned: StoryFacts[] = [];
    for (const entry of stories.filter((each) => !each.tags?.includes('route'))) {
      const facts = await storyFacts(page, entry);
      if (facts.viewport) pinned.push(facts);
    }
    expect(pinned.length).toBeGreaterThan(3);
    // Each Docs page once, with every pinned story it previews.
    const byDocs = new Map<IndexEntry | undefined, StoryFacts[]>();
    for (const story of pinned) {
      const docs = componentDocs.find((entry) => entry.importPath === story.file);
      byDocs.set(docs, [...(byDocs.get(docs) ?? []), story]);
    }
    for (const [docs, onPage] of byDocs) {
      expect(docs, onPage[0]?.id).toBeDefined();
      if (!docs) continue;
      await showDocs(page, docs.id);
      for (const story of onPage) {
        const frame = page.locator(`iframe[data-docs-frame="${story.id}"]`).first();
        await frame.scrollIntoViewIfNeeded();
        const inner = page.frameLocator(`iframe[data-docs-frame="${story.id}"] >> nth=0`);
        await expect(inner.locator('#storybook-root > *').first()).toBeAttached({ timeout: 20_000 });
        const width = await inner.locator('html').evaluate(() => window.innerWidth);
        const wanted = viewports[story.viewport as keyof typeof viewports].width;
        expect(width, `${story.id} on ${docs.id}`).toBe(wanted);
        // Not cropped: nothing in the frame is wider than the width it is shown at.
        const scrollWidth = await inner.locator('html').evaluate((html) => html.scrollWidth);
        expect(scrollWidth, `${story.id} is cropped`).toBeLessThanOrEqual(wanted);
      }
    }
  });

  test('the Status page and every component’s page show the status the evidence gives, computed again here', async ({
    page,
  }) => {
    const expected = componentStatuses();
    await page.goto(docsUrl('status--docs'));
    const table = page.getByRole('table', { name: 'Component statuses' });
    await expect(table.locator('tbody tr')).toHaveCount(expected.length);
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-component'), row.getAttribute('data-level')]),
      );
    const disagreements = expected
      .map((s) => [s.name, s.level])
      .filter(([name, level]) => !shown.some(([n, l]) => n === name && l === level));
    expect(disagreements, 'components whose built status differs from the evidence').toEqual([]);
    // The filters narrow the table to a level, and to what is missing.
    const stable = expected.filter((s) => s.level === 'Stable').length;
    await page.getByLabel('Level').selectOption('Stable');
    await expect(table.locator('tbody tr')).toHaveCount(stable);
    await page.getByLabel('Level').selectOption('all');
    await page.getByLabel('Missing').selectOption('states');
    await expect(table.locator('tbody tr')).toHaveCount(
      expected.filter((s) => s.conditions.some((c) => c.condition === 'states' && !c.met)).length,
    );
    // A component's own page shows the same level, the evidence and what the next level needs.
    for (const status of [
      expected.find((s) => s.level === 'Stable'),
      expected.find((s) => s.level !== 'Stable'),
    ]) {
      if (!status) continue;
      await showDocs(page, `${status.docsId}--docs`);
      const section = page.locator(`[data-status]`);
      await expect(section).toHaveAttribute('data-status', status.level);
      await expect(section.getByRole('list', { name: 'Evidence' }).getByRole('listitem')).toHaveCount(
        status.conditions.length,
      );
      if (status.next)
        await expect(section.getByRole('list', { name: `Missing for ${status.next.level}` })).toContainText(
          status.next.missing[0] ?? '',
        );
    }
  });
});
