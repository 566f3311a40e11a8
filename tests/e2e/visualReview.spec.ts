/**
 * The visual review page, as a designer uses it: opened from disk, then served to sign off, and the
 * command line beside it. The changes are made from real baselines in a folder of their own
 * (VISUAL_ROOT), so the project's baselines and record are never touched.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareImages, decodePng, encodePng, sha256 } from '../../scripts/visual/compare';
import type { Change } from '../../scripts/visual/record';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/pageProbes';
import { approvedRecord, turnBlock } from '../support/visualEdits';

const repo = resolve(import.meta.dirname, '..', '..');
const baselines = join(repo, 'tests', 'visual', '__screenshots__');
const REVIEW_PORT = 6123;

/** A change to the footer's last line, the same on every page that has it. */
const footerWord = turnBlock(36, 12, (png) => png.height - 90);

function buildFixture(): string {
  const root = mkdtempSync(join(tmpdir(), 'visual-review-'));
  const base = join(root, 'tests', 'visual', '__screenshots__');
  const review = join(root, 'test-results', 'visual-review');
  mkdirSync(join(root, 'tests', 'visual'), { recursive: true });
  copyFileSync(
    join(repo, 'tests', 'visual', 'renderer.json'),
    join(root, 'tests', 'visual', 'renderer.json'),
  );
  if (existsSync(join(repo, 'storybook-static')))
    symlinkSync(join(repo, 'storybook-static'), join(root, 'storybook-static'));
  const recorded = (
    JSON.parse(readFileSync(join(root, 'tests', 'visual', 'renderer.json'), 'utf8')) as { chromium: string }
  ).chromium;
  mkdirSync(review, { recursive: true });
  writeFileSync(join(review, 'renderer.txt'), `${recorded}\n`);

  const kept = [
    'pages/main/about-desktop.png',
    'pages/main/podcast-desktop.png',
    'stories/components-backlink--default-mobile.png',
  ];
  for (const image of kept) {
    mkdirSync(dirname(join(base, image)), { recursive: true });
    copyFileSync(join(baselines, image), join(base, image));
  }
  writeFileSync(
    join(root, 'tests', 'visual', 'signoff.tsv'),
    approvedRecord(base, kept, 'Today’s baselines'),
  );

  const write = (change: Change, files: Record<string, Buffer>) => {
    const dir = join(review, 'images', change.image.replace(/\.png$/, ''));
    mkdirSync(dir, { recursive: true });
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
    writeFileSync(join(dir, 'change.json'), JSON.stringify(change));
  };
  const size = (bytes: Buffer) => {
    const { width, height } = decodePng(bytes);
    return { hash: sha256(bytes), width, height };
  };
  for (const [image, path] of [
    ['pages/main/about-desktop.png', '/about'],
    ['pages/main/podcast-desktop.png', '/podcast'],
  ] as const) {
    const baseline = readFileSync(join(base, image));
    const actual = encodePng(footerWord(decodePng(baseline)));
    const result = compareImages(baseline, actual, { diff: true, zoomedRegions: 3 });
    const zooms = Object.fromEntries(
      (result.zooms ?? []).flatMap((views, i) =>
        views.map((png, j) => [`zoom-${i}-${['baseline', 'actual', 'diff'][j]}.png`, png]),
      ),
    );
    write(
      {
        image,
        status: 'changed',
        subject: { kind: 'page', title: path, url: `http://localhost:5173${path}` },
        host: 'main',
        width: 'desktop',
        before: size(baseline),
        after: size(actual),
        diffPixels: result.diffPixels,
        aaPixels: result.aaPixels,
        regions: result.regions,
        signature: result.signature,
      },
      { 'baseline.png': baseline, 'actual.png': actual, 'diff.png': result.diff as Buffer, ...zooms },
    );
  }
  const newImage = readFileSync(join(baselines, 'stories/components-backlink--to-events-mobile.png'));
  write(
    {
      image: 'stories/components-backlink--to-events-mobile.png',
      status: 'new',
      subject: {
        kind: 'story',
        title: 'Components/BackLink › To Events',
        url: 'storybook-static/index.html?path=/story/components-backlink--to-events',
      },
      host: 'main',
      width: 'mobile',
      after: size(newImage),
      diffPixels: 0,
      aaPixels: 0,
      regions: [],
      signature: '',
    },
    { 'actual.png': newImage },
  );
  const gone = readFileSync(join(base, 'stories/components-backlink--default-mobile.png'));
  write(
    {
      image: 'stories/components-backlink--default-mobile.png',
      status: 'deleted',
      subject: {
        kind: 'story',
        title: 'components-backlink--default',
        url: 'storybook-static/index.html?path=/story/components-backlink--default',
      },
      host: 'main',
      width: 'mobile',
      before: size(gone),
      diffPixels: 0,
      aaPixels: 0,
      regions: [],
      signature: '',
    },
    { 'baseline.png': gone },
  );
  return root;
}

const tsx = (root: string, args: string[]) =>
  spawnSync('npx', ['tsx', ...args], {
    cwd: repo,
    env: { ...process.env, VISUAL_ROOT: root },
    encoding: 'utf8',
  });

test.describe('the visual review', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let root = '';
  let reviewFile = '';

  test.beforeAll(() => {
    root = buildFixture();
    const run = tsx(root, ['scripts/visual/review/command.ts']);
    expect(run.status, run.stderr).toBe(0);
    reviewFile = join(root, 'test-results', 'visual-review', 'index.html');
  });

  test('opens from disk with one decision for the same pixels on two pages, and every view', async ({
    page,
  }) => {
    await page.goto(pathToFileURL(reviewFile).href);
    const decisions = page.getByRole('navigation', { name: 'Decisions' }).getByRole('listitem');
    await expect(decisions).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: /the same pixels in 2 images/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Every image the page names is there, and every link leads somewhere.
    const sources = await page
      .locator('img')
      .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(10);
    for (const src of sources) expect(existsSync(fileURLToPath(src)), src).toBe(true);
    const links = await page
      .locator('main a[href]')
      .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of links) {
      if (href.startsWith('file:'))
        expect(existsSync(fileURLToPath(href.split('?')[0] as string)), href).toBe(true);
      else expect(href).toMatch(/^http:\/\/localhost:5173\//);
    }

    // From the keyboard: the views of the first image.
    const first = page.locator('details.image').first();
    await first.getByRole('button', { name: 'Slider' }).focus();
    await page.keyboard.press('Enter');
    await expect(first.locator('.view-slider')).toBeVisible();
    await expect(first.locator('.view-side')).toBeHidden();
    await first.getByRole('slider').focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(first.locator('.view-slider .stack')).toHaveAttribute('style', /--cut: 55%/);
    await first.getByRole('button', { name: 'Difference' }).focus();
    await page.keyboard.press('Space');
    await expect(first.getByRole('img', { name: /^Differing pixels:/ })).toBeVisible();
    await first.getByRole('button', { name: 'Overlay' }).press('Enter');
    await expect(first.locator('.view-overlay')).toBeVisible();
    await expect(first.getByRole('img', { name: /^Differing pixels, region 1/ })).toBeVisible();

    // Keys: j and k step through the decisions, most images first; from disk, a and r show the command.
    const headings = page.locator('section.decision h2');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('j');
    await expect(headings.nth(0)).toBeFocused();
    await expect(headings.nth(0)).toContainText('the same pixels in 2 images');
    await page.keyboard.press('j');
    await expect(headings.nth(1)).toBeFocused();
    await page.keyboard.press('k');
    await expect(headings.nth(0)).toBeFocused();
    await page.keyboard.press('a');
    await expect(
      page.locator('section.decision').first().locator(':scope > .verdict .from-disk code').first(),
    ).toBeFocused();
  });

  test('takes verdicts on the served page and on the command line, and keeps them', async ({ page }) => {
    let server: ChildProcess | undefined;
    try {
      // Node itself, not npx: killing npx would leave the server it started holding the port.
      server = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/visual/review/command.ts', '--serve', '--port', String(REVIEW_PORT)],
        {
          cwd: repo,
          env: { ...process.env, VISUAL_ROOT: root },
          stdio: 'ignore',
        },
      );
      await expect(async () => {
        await page.goto(`http://localhost:${REVIEW_PORT}/`);
      }).toPass({ timeout: 30_000 });
      await page.getByLabel('Signing off as').fill('Dana Designer');

      const footer = page.locator('section.group').filter({ hasText: 'the same pixels in 2 images' });
      await footer.locator('.verdict[data-kind="group"]').getByLabel(/^Note/).fill('The new copyright line');
      await footer
        .locator('.verdict[data-kind="group"]')
        .getByRole('button', { name: 'Approve all' })
        .click();
      await expect(
        page.locator('section.group').filter({ hasText: 'the same pixels in 2 images' }),
      ).toContainText('Approved by Dana Designer');

      const added = page.locator('section.group').filter({ hasText: 'To Events' });
      await added.locator('.verdict[data-kind="group"]').getByLabel(/^Note/).fill('The arrow is cut off');
      await added.locator('.verdict[data-kind="group"]').getByRole('button', { name: 'Reject all' }).click();
      await expect(page.locator('section.group').filter({ hasText: 'To Events' })).toContainText(
        'Rejected by Dana Designer',
      );
    } finally {
      server?.kill();
    }

    const signoff = readFileSync(join(root, 'tests', 'visual', 'signoff.tsv'), 'utf8');
    const base = join(root, 'tests', 'visual', '__screenshots__');
    const review = join(root, 'test-results', 'visual-review', 'images');
    for (const image of ['pages/main/about-desktop', 'pages/main/podcast-desktop']) {
      const actual = readFileSync(join(review, image, 'actual.png'));
      // The approved image is the baseline now, and the record says who, with both hashes.
      expect(readFileSync(join(base, `${image}.png`)).equals(actual)).toBe(true);
      expect(signoff).toMatch(
        new RegExp(
          `${image}\\.png\\tapproved\\t[0-9a-f]{64}\\t${sha256(actual)}\\tDana Designer\\t\\S+\\tThe new copyright line`,
        ),
      );
    }
    expect(existsSync(join(base, 'stories/components-backlink--to-events-mobile.png'))).toBe(false);
    expect(signoff).toMatch(
      /components-backlink--to-events-mobile\.png\trejected\t-\t[0-9a-f]{64}\tDana Designer\t\S+\tThe arrow is cut off/,
    );

    // The command line: a rejection needs a note; the leftover baseline is approved away.
    const deletedGroup =
      (await page.locator('section.group').filter({ hasText: 'no longer taken' }).getAttribute('id')) ?? '';
    const noNote = tsx(root, [
      'scripts/visual/approve/command.ts',
      'reject',
      '--group',
      deletedGroup,
      '--as',
      'Dana Designer',
    ]);
    expect(noNote.status).not.toBe(0);
    expect(noNote.stderr).toContain('Say why in a note');
    const approve = tsx(root, [
      'scripts/visual/approve/command.ts',
      'approve',
      '--group',
      deletedGroup,
      '--as',
      'Dana Designer',
      '--note',
      'Story removed',
    ]);
    expect(approve.status, approve.stderr).toBe(0);
    expect(existsSync(join(base, 'stories/components-backlink--default-mobile.png'))).toBe(false);
    expect(readFileSync(join(root, 'tests', 'visual', 'signoff.tsv'), 'utf8')).toMatch(
      /components-backlink--default-mobile\.png\tapproved\t[0-9a-f]{64}\t-\tDana Designer\t\S+\tStory removed/,
    );
    // --all settles what still awaits a verdict, and leaves every verdict already given as it was.
    const before = readFileSync(join(root, 'tests', 'visual', 'signoff.tsv'), 'utf8');
    const rest = tsx(root, [
      'scripts/visual/approve/command.ts',
      'approve',
      '--all',
      '--as',
      'Sam Second',
      '--note',
      'Rest',
    ]);
    expect(rest.status, rest.stderr).toBe(0);
    expect(rest.stdout).toContain('Approved 0 images');
    expect(readFileSync(join(root, 'tests', 'visual', 'signoff.tsv'), 'utf8')).toBe(before);
    const typo = tsx(root, [
      'scripts/visual/approve/command.ts',
      'approve',
      'pages/nowhere/*',
      '--as',
      'Dana Designer',
    ]);
    expect(typo.status).not.toBe(0);
    expect(typo.stderr).toContain('matches no image or decision');

    // The page, opened again from disk, shows every verdict.
    expect(tsx(root, ['scripts/visual/review/command.ts']).status).toBe(0);
    await page.goto(pathToFileURL(reviewFile).href);
    await expect(page.getByRole('navigation', { name: 'Decisions' })).toContainText('decided');
    await expect(page.locator('.status.pending')).toHaveCount(0);
  });
});
