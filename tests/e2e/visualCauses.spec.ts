/**
 * The review says why, on real pages and stories served as a rebuild with a designer's change
 * would serve them: every script, page and style sheet carries the change, and the theme the
 * drawings name tokens from carries it too. Each change is taken in the browser, explained and
 * reviewed as `npm run visual:review -- --json` prints it, in a folder of its own (VISUAL_ROOT), so
 * the project's baselines and record are never touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { compareImages, decodePng, encodePng, sha256 } from '../../scripts/visual/compare';
import type { PNG } from 'pngjs';
import {
  drawingFile,
  drawPage,
  readDrawing,
  tokenTable,
  writeDrawing,
  type TokenTable,
} from '../../scripts/visual/capture/drawing';
import { explainHeard, explainOnPage } from '../../scripts/visual/explain/index';
import { readTree } from '../../scripts/visual/capture/access';
import { REVIEW_PORT } from '../../scripts/visual/review/port';
import { baselinePath, type Change, type Width } from '../../scripts/visual/record';
import { viewports } from '../../theme/breakpoints';
import { pink } from '../../theme/primitives';
import { homeText } from '../../content/home';
import { expect, FROZEN_NOW, test, visit } from '../support/fixtures';
import { hostOrigins, storybookOrigin } from '../support/hosts';
import { approvedRecord, copy, rgb as channels } from '../support/visualEdits';
import { showStory, storyUrl, testRunnerUserAgent } from '../support/storybook';
import { recordedRenderer, shooterFor, takeScreenshot } from '../../scripts/visual/capture/shoot';

const repo = resolve(import.meta.dirname, '..', '..');

interface Subject {
  image: string;
  title: string;
  width: Width;
  open: (page: Page) => Promise<void>;
}

const onPage = (path: string, width: Width): Subject => ({
  image: `pages/main/${path === '/' ? 'root' : path.slice(1)}-${width}.png`,
  title: path,
  width,
  open: async (page) => {
    await page.setViewportSize(viewports[width]);
    await visit(page, `${hostOrigins.main}${path}`);
  },
});

const ofStory = (id: string, width: Width): Subject => ({
  image: `stories/${id}-${width}.png`,
  title: id,
  width,
  open: async (page) => {
    await page.setViewportSize(viewports[width]);
    await page.clock.setFixedTime(FROZEN_NOW);
    await page.goto(storyUrl(id));
    await showStory(page, id);
  },
});

/** A small set: the home page and a prompt card, each at both widths, and a page's opening band. */
const SUBJECTS = [
  onPage('/', 'mobile'),
  onPage('/', 'desktop'),
  ofStory('components-promptcard--marketing', 'mobile'),
  ofStory('components-promptcard--marketing', 'desktop'),
  ofStory('components-pageheader--default', 'mobile'),
  ofStory('components-pageheader--centered', 'desktop'),
];

interface Edit {
  /** The change to what the build serves. */
  serve: (text: string) => string;
  /** The change to the theme, as the drawings name tokens from it. */
  theme?: (tokens: TokenTable) => void;
}

const DEEPER = '#b0155a';
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');

/** `pink.600` set to another value, wherever the build wrote it. */
const pinkAs = (value: string): Edit => ({
  serve: (text) =>
    text
      .replace(new RegExp(pink[600], 'gi'), value)
      .replace(new RegExp(`\\(${rgb(pink[600]).replace(/ /g, ' ?')}`, 'g'), `(${rgb(value)}`),
  theme: (tokens) => {
    tokens.colour['pink.600'] = value;
  },
});

/** `pink.600` one step deeper. */
const shade = pinkAs(DEEPER);

/** One word of the home page's copy. */
const word: Edit = {
  serve: (text) => text.replaceAll('morning coffee', 'morning tea'),
};

/** The room inside a card on phones, 2.5 → 2.25 spacing units (20 → 18 px). */
const spacing: Edit = {
  serve: (text) => text.replaceAll('card:{xs:2.5,md:3}', 'card:{xs:2.25,md:3}'),
  theme: (tokens) => {
    if ('inset.card.xs' in tokens.space) tokens.space['inset.card.xs'] = 18;
  },
};

/** The link role one step deeper: `pink[700]` → `pink[800]`. */
const linkRole: Edit = {
  serve: (text) => text.replace(/link:(\w+)\[700\]/g, 'link:$1[800]'),
};

/** Every text in the link colour stroked thicker: a change to its glyphs that no drawing records. */
const strokedLinkText: Edit = {
  serve: (text) =>
    text.replace(/color:`text\.link`/g, 'color:`text.link`,WebkitTextStroke:`0.3px currentColor`'),
};

/** The home page's title, a text of content/pages.ts no pixel shows: only a screen reader says it. */
const pageTitle: Edit = {
  serve: (text) =>
    text
      .replaceAll('<title>Work smarter with AI ·', '<title>Work smarter with AI today ·')
      .replaceAll('title:`Work smarter with AI`', 'title:`Work smarter with AI today`'),
};

/** The prompt card's copy-link icon button without its label (and the title that stood in for it). */
const unlabelledIcon: Edit = {
  serve: (text) =>
    text
      .replace(/"aria-label":[\w$]+\?`Link copied`:`Copy link`,/g, '')
      .replace(/title:`Copy a link to this prompt`,/g, ''),
};

/** The prompt card's title a level lower in the outline, its look the same (h6 either way). */
const headingLevel: Edit = {
  serve: (text) => text.replaceAll('variant:`h6`,component:`h2`', 'variant:`h6`,component:`h3`'),
};

/** `pink.600` taken far lighter: white words on it, and pink words on white, fall below AA. */
const paleShade = pinkAs('#f4a3c4');

interface Reviewed {
  id: string;
  kind: string;
  title: string;
  cause?: { kind: string; source: string[] };
  heard?: string[];
  blocking?: boolean;
  images: { image: string; explained?: number; leftOver: number; decisions: string[] }[];
}

const tsx = (root: string, args: string[]) =>
  spawnSync('npx', ['tsx', ...args], {
    cwd: repo,
    env: { ...process.env, VISUAL_ROOT: root },
    encoding: 'utf8',
  });

/** A folder with the subjects' approved baselines and drawings, as the project has them. */
function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'visual-causes-'));
  const base = join(root, 'tests', 'visual', '__screenshots__');
  mkdirSync(join(root, 'test-results', 'visual-review'), { recursive: true });
  mkdirSync(join(root, 'tests', 'visual'), { recursive: true });
  copyFileSync(
    join(repo, 'tests', 'visual', 'renderer.json'),
    join(root, 'tests', 'visual', 'renderer.json'),
  );
  writeFileSync(join(root, 'test-results', 'visual-review', 'renderer.txt'), `${recordedRenderer()}\n`);
  for (const { image } of SUBJECTS) {
    mkdirSync(dirname(join(base, image)), { recursive: true });
    copyFileSync(baselinePath(image), join(base, image));
    copyFileSync(drawingFile(baselinePath(image)), drawingFile(join(base, image)));
  }
  writeFileSync(
    join(root, 'tests', 'visual', 'signoff.tsv'),
    approvedRecord(
      base,
      SUBJECTS.map((s) => s.image),
      'Approved baselines',
    ),
  );
  return root;
}

/**
 * Takes each subject with the edits served, and reviews what changed; returns the decisions. `seed`
 * edits a subject's pixels after the shot, as a change no drawing and no page holds.
 */
async function review(
  page: Page,
  edits: Edit[],
  seed?: { image: string; edit: (png: PNG) => PNG },
): Promise<{ root: string; decisions: Reviewed[] }> {
  const root = fixture();
  const serve = (text: string) => edits.reduce((out, edit) => edit.serve(out), text);
  await page.context().route(
    (url) => /\.(js|html|css)$/.test(url.pathname) || url.pathname.endsWith('/'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: serve(await response.text()) });
    },
  );
  for (const subject of SUBJECTS) {
    await subject.open(page);
    const baseline = readFileSync(baselinePath(subject.image));
    const drawn = await takeScreenshot(page, baseline);
    const actual = seed?.image === subject.image ? encodePng(seed.edit(decodePng(drawn))) : drawn;
    const result = compareImages(baseline, actual);
    const drawingBefore = readDrawing(drawingFile(baselinePath(subject.image)));
    expect(drawingBefore, `${subject.image} has its drawing`).toBeDefined();
    // The same pixels: what a screen reader hears may still differ, as the suite checks it.
    if (result.same && JSON.stringify(await readTree(page)) === JSON.stringify(drawingBefore?.tree)) continue;
    const tokens = tokenTable(subject.width);
    for (const edit of edits) edit.theme?.(tokens);
    const after = decodePng(actual);
    const drawing = await drawPage(page, subject.width, tokens, () => after);
    const explanation =
      result.same && drawingBefore
        ? explainHeard(drawingBefore, drawing)
        : await explainOnPage(
            page,
            {
              before: decodePng(baseline),
              after,
              drawingAfter: drawing,
              ...(drawingBefore ? { drawingBefore } : {}),
            },
            shooterFor(page, after),
            { drawn: decodePng(drawn) },
          );
    if (!explanation.causes.length && result.same) continue;
    const size = (png: Buffer) => ({
      hash: sha256(png),
      ...(({ width, height }) => ({ width, height }))(decodePng(png)),
    });
    const change: Change = {
      image: subject.image,
      status: 'changed',
      subject: { kind: subject.image.startsWith('pages/') ? 'page' : 'story', title: subject.title, url: '' },
      host: 'main',
      width: subject.width,
      before: size(baseline),
      after: size(actual),
      diffPixels: result.diffPixels,
      aaPixels: result.aaPixels,
      regions: result.regions,
      signature: result.signature,
      explanation,
    };
    const dir = join(root, 'test-results', 'visual-review', 'images', subject.image.replace(/\.png$/, ''));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'baseline.png'), baseline);
    writeFileSync(join(dir, 'actual.png'), actual);
    writeDrawing(join(dir, 'actual.json'), drawing);
    writeFileSync(join(dir, 'change.json'), JSON.stringify(change));
  }
  await page.context().unrouteAll();
  const run = tsx(root, ['scripts/visual/review/command.ts', '--json']);
  expect(run.status, run.stderr).toBe(0);
  return { root, decisions: JSON.parse(run.stdout) as Reviewed[] };
}

const list = (decisions: Reviewed[]) =>
  decisions.map((d) => `${d.kind}: ${d.title} [${d.images.map((i) => i.image).join(', ')}]`).join('\n');
const imagesOf = (decision: Reviewed | undefined) => decision?.images.map((i) => i.image).sort() ?? [];
const HOME = ['pages/main/root-desktop.png', 'pages/main/root-mobile.png'];

test.describe('the review names the cause of each change', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({
    reducedMotion: 'no-preference',
    userAgent: async ({ browser }, provide) => provide(await testRunnerUserAgent(browser)),
  });

  test('an unchanged run gives no decision', async ({ page }) => {
    const { decisions } = await review(page, []);
    expect(decisions, list(decisions)).toEqual([]);
  });

  test('a token one shade deeper is one decision that names the token, and nothing is left over', async ({
    page,
  }) => {
    const { decisions } = await review(page, [shade]);
    const token = decisions.filter((d) => d.title.includes('`pink.600` #c8185f → #b0155a'));
    expect(token, list(decisions)).toHaveLength(1);
    expect(token[0]?.cause?.source[0], 'its line in the theme').toMatch(/^theme\/primitives\.ts:\d+$/);
    // Every image that changed is under it, and no pixel is left unexplained.
    const changed = [...new Set(decisions.flatMap((d) => d.images.map((i) => i.image)))].sort();
    expect(imagesOf(token[0])).toEqual(changed);
    expect(changed.length).toBeGreaterThanOrEqual(3);
    expect(
      decisions.filter((d) => d.kind !== 'cause'),
      list(decisions),
    ).toEqual([]);
    expect(decisions.length, list(decisions)).toBeLessThanOrEqual(2);
  });

  test('a role switched to another token is one decision with nothing left over, text included', async ({
    page,
  }) => {
    const { decisions } = await review(page, [linkRole]);
    expect(decisions, list(decisions)).toHaveLength(1);
    expect(decisions[0]?.title).toMatch(/^`pink\.700` → `pink\.800` \(#a4114d → #7f0e3d\)/);
    // The eyebrow above a page's title and a card's link: glyph edges and all, every pixel proven.
    expect(imagesOf(decisions[0])).toEqual([
      'stories/components-pageheader--centered-desktop.png',
      'stories/components-pageheader--default-mobile.png',
      'stories/components-promptcard--marketing-desktop.png',
      'stories/components-promptcard--marketing-mobile.png',
    ]);
    expect(decisions[0]?.images.every((i) => i.leftOver === 0)).toBe(true);
  });

  test('a glyph change inside text whose colour changed is left over as unexplained', async ({ page }) => {
    const { decisions } = await review(page, [linkRole, strokedLinkText]);
    const role = decisions.find((d) => d.title.startsWith('`pink.700` → `pink.800`'));
    const unexplained = decisions.filter((d) => d.kind === 'unexplained');
    expect(role, list(decisions)).toBeDefined();
    // The page header's eyebrow and the card's chip and link: each shows the colour and, left over, the glyphs.
    const leftOver = unexplained.flatMap((d) => d.images.map((i) => i.image)).sort();
    expect(leftOver, list(decisions)).toEqual(imagesOf(role));
    expect(leftOver.length).toBe(4);
  });

  test('a pixel edited after the shot inside a shade’s element is left over, one pixel', async ({ page }) => {
    const image = 'stories/components-promptcard--marketing-mobile.png';
    // One pixel of the card's pink link nudged by one unit: no cause the page holds explains it.
    const nudge = (png: PNG) => {
      const out = copy(png);
      const [r, g, b] = channels(DEEPER);
      for (let i = 0; i < out.data.length; i += 4)
        if (out.data[i] === r && out.data[i + 1] === g && out.data[i + 2] === b) {
          out.data[i] = r + 1;
          return out;
        }
      throw new Error('no pixel of the deeper pink');
    };
    const { decisions } = await review(page, [shade], { image, edit: nudge });
    const unexplained = decisions.filter((d) => d.kind === 'unexplained');
    expect(
      unexplained.flatMap((d) => d.images),
      list(decisions),
    ).toEqual([expect.objectContaining({ image, leftOver: 1 })]);
    expect(decisions.find((d) => d.title.includes('`pink.600`'))?.images.map((i) => i.image)).toContain(
      image,
    );
  });

  test('a word is one decision that names the text and its content entry', async ({ page }) => {
    const { decisions } = await review(page, [word]);
    expect(decisions, list(decisions)).toHaveLength(1);
    expect(decisions[0]?.title).toContain('text ‘coffee’ → ‘tea’');
    expect(decisions[0]?.cause?.source[0]).toMatch(/^content\/home\.ts:\d+$/);
    expect(imagesOf(decisions[0])).toEqual(HOME);
    expect(decisions[0]?.images.every((i) => i.leftOver === 0)).toBe(true);
    expect(homeText.featuresIntro).toContain('morning coffee');
  });

  test('a page title changed in content is one decision that names it and its entry, with no pixels', async ({
    page,
  }) => {
    const { decisions } = await review(page, [pageTitle]);
    expect(decisions, list(decisions)).toHaveLength(1);
    expect(decisions[0]?.title).toContain(
      'page title ‘Work smarter with AI · The AI Edit’ → ‘Work smarter with AI today · The AI Edit’',
    );
    expect(decisions[0]?.cause?.kind).toBe('heard');
    expect(decisions[0]?.cause?.source[0]).toMatch(/^content\/pages\.ts:\d+$/);
    expect(imagesOf(decisions[0])).toEqual(HOME);
    expect(decisions[0]?.images.every((i) => i.explained === 0 && i.leftOver === 0)).toBe(true);
  });

  test('an icon button that lost its label fails, named, with no pixels', async ({ page }) => {
    const { decisions } = await review(page, [unlabelledIcon]);
    expect(decisions, list(decisions)).toHaveLength(1);
    expect(decisions[0]?.title).toMatch(/^button ‘Copy link’ lost its name/);
    expect(imagesOf(decisions[0])).toEqual([
      'stories/components-promptcard--marketing-desktop.png',
      'stories/components-promptcard--marketing-mobile.png',
    ]);
  });

  test('a heading a level lower with the same look is one decision', async ({ page }) => {
    const { decisions } = await review(page, [headingLevel]);
    expect(decisions, list(decisions)).toHaveLength(1);
    expect(decisions[0]?.title).toMatch(/^heading ‘[^’]+’ level 2 → 3/);
    expect(decisions.filter((d) => d.kind === 'unexplained')).toEqual([]);
  });

  test('a token taken below AA fails by its pair, and cannot be approved', async ({ page }) => {
    const { root, decisions } = await review(page, [paleShade]);
    const failing = decisions.filter((d) => d.blocking);
    expect(failing.length, list(decisions)).toBeGreaterThanOrEqual(1);
    for (const decision of failing) expect(decision.title).toMatch(/`pink\.600`.* below AA \((4\.5|3):1/);
    expect(failing[0]?.cause?.source[0], 'its line in the theme').toMatch(/^theme\/primitives\.ts:\d+$/);
    // The colour itself is a decision of its own, approvable: the contrast is what blocks.
    expect(decisions.some((d) => !d.blocking && d.title.includes('`pink.600` #c8185f → #f4a3c4'))).toBe(true);
    for (const args of [['--group', failing[0]?.id ?? ''], ['--all']]) {
      const run = tsx(root, [
        'scripts/visual/approve/command.ts',
        'approve',
        ...args,
        '--as',
        'Dana Designer',
      ]);
      expect(run.status, run.stdout).not.toBe(0);
      expect(run.stderr).toContain('Below WCAG AA, and not approvable');
    }
    const signoff = readFileSync(join(root, 'tests', 'visual', 'signoff.tsv'), 'utf8');
    expect(signoff).not.toContain('Dana Designer');
  });

  test('a spacing token is one decision that names the token and the width it shows at', async ({ page }) => {
    const { decisions } = await review(page, [spacing]);
    expect(decisions, list(decisions)).toHaveLength(1);
    expect(decisions[0]?.title).toMatch(/^`inset\.card\.xs` 20px → 18px at 390 px/);
    expect(imagesOf(decisions[0])).toEqual(['stories/components-promptcard--marketing-mobile.png']);
    expect(decisions[0]?.images[0]?.leftOver).toBe(0);
  });

  test('a shade and an unrelated word: the page is under both, and approving one leaves it failing', async ({
    page,
  }) => {
    const { root, decisions } = await review(page, [shade, word]);
    const token = decisions.find((d) => d.title.includes('`pink.600`'));
    const text = decisions.find((d) => d.title.includes('‘coffee’ → ‘tea’'));
    expect(token, list(decisions)).toBeDefined();
    expect(text, list(decisions)).toBeDefined();
    for (const image of HOME) {
      expect(imagesOf(token)).toContain(image);
      expect(imagesOf(text)).toContain(image);
    }
    expect(imagesOf(text)).toEqual(HOME);
    expect(
      decisions.filter((d) => d.kind === 'unexplained'),
      list(decisions),
    ).toEqual([]);

    const base = join(root, 'tests', 'visual', '__screenshots__');
    const before = Object.fromEntries(HOME.map((image) => [image, sha256(readFileSync(join(base, image)))]));
    const approve = (id: string) =>
      tsx(root, [
        'scripts/visual/approve/command.ts',
        'approve',
        '--group',
        id,
        '--as',
        'Dana Designer',
        '--note',
        'Deeper pink',
      ]);
    const first = approve(token?.id ?? '');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/2 more images wait on another of their causes/);
    // The home page still shows its baseline and has no new approval: the word awaits its own verdict.
    for (const image of HOME) expect(sha256(readFileSync(join(base, image)))).toBe(before[image]);
    const signoff = () => readFileSync(join(root, 'tests', 'visual', 'signoff.tsv'), 'utf8');
    expect(signoff()).not.toMatch(/root-mobile\.png\tapproved\t\S+\t\S+\tDana Designer/);
    // The prompt card had the shade alone: it is approved.
    expect(signoff()).toMatch(
      /components-promptcard--marketing-mobile\.png\tapproved\t\S+\t\S+\tDana Designer/,
    );

    const second = approve(text?.id ?? '');
    expect(second.status, second.stderr).toBe(0);
    for (const image of HOME) {
      expect(sha256(readFileSync(join(base, image)))).not.toBe(before[image]);
      expect(existsSync(drawingFile(join(base, image)))).toBe(true);
      expect(signoff()).toMatch(
        new RegExp(`${image.replace(/[.]/g, '\\.')}\\tapproved\\t\\S+\\t\\S+\\tDana Designer`),
      );
    }
  });

  test('the Storybook Sign-off panel lists a story’s causes and approves one through the review server', async ({
    page,
  }) => {
    const { root } = await review(page, [shade]);
    // Node itself, not npx: killing npx would leave the server it started holding the port.
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/visual/review/command.ts', '--serve', '--port', String(REVIEW_PORT)],
      { cwd: repo, env: { ...process.env, VISUAL_ROOT: root }, stdio: 'ignore' },
    );
    try {
      await expect(async () => {
        expect((await fetch(`http://localhost:${REVIEW_PORT}/api/signoff`)).ok).toBe(true);
      }).toPass({ timeout: 30_000 });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${storybookOrigin}/?path=/story/components-promptcard--marketing`);
      await page.getByRole('tab', { name: 'Sign-off' }).click();
      const causes = page.getByRole('list', { name: 'Causes of the change' });
      await expect(causes.first()).toContainText('`pink.600` #c8185f → #b0155a');
      await expect(causes.first()).toContainText('awaiting a verdict');
      await expect(page.getByText('As the review server has it now')).toBeVisible();

      await page.getByLabel('Signing off as').fill('Dana Designer');
      await causes.first().getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Approved \d+ images/ })).toBeVisible();
      await expect(causes).toHaveCount(0);
      const signoff = readFileSync(join(root, 'tests', 'visual', 'signoff.tsv'), 'utf8');
      expect(signoff).toMatch(
        /components-promptcard--marketing-mobile\.png\tapproved\t\S+\t\S+\tDana Designer/,
      );
    } finally {
      server.kill();
    }
  });
});
