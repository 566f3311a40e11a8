/**
 * Takes a page's or story's screenshot and compares it with its baseline (scripts/visual/compare.ts).
 * A difference leaves the change for the review page (docs/visual-review.md): the baseline, the new
 * image, their difference, where it is and why; the review reporter then fails the run.
 *
 * Baselines are written only by a designer's approval (`npm run visual:approve` or the review page).
 * `--update-snapshots` still rewrites them as Playwright's flag says, but nothing signs those
 * images off, so tests/unit/visualSignoff.test.ts fails until someone has looked at them.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test, type Page } from '@playwright/test';
import { comparePixels, decodePng, sha256 } from '../compare';
import type { PNG } from 'pngjs';
import { drawingFile, drawPage, readDrawing, writeDrawing } from './drawing';
import { explainOnPage } from '../explain/index';
import {
  baselinePath,
  REVIEW_DIR,
  RENDERER_FILE,
  writeChange,
  ZOOMED_REGIONS,
  type Change,
  type HostKind,
  type Subject,
  type Width,
} from '../record';

const style = readFileSync(join(import.meta.dirname, 'screenshot.css'), 'utf8');

/** The build the baselines were taken with. */
export const recordedRenderer = () =>
  (JSON.parse(readFileSync(RENDERER_FILE, 'utf8')) as { chromium: string; package: string }).chromium;

/**
 * Set to compare on another build anyway, to see and approve what a browser upgrade changes
 * (`npm run test:visual:renderer`): approving the run records its build in tests/visual/renderer.json.
 */
const upgrading = () => process.env.VISUAL_RENDERER_UPGRADE === '1';

/** Stops a run on another build than the baselines': its pixels would differ for no reason of ours. */
function checkRenderer(page: Page): void {
  const version = page.context().browser()?.version() ?? 'unknown';
  const recorded = recordedRenderer();
  mkdirSync(REVIEW_DIR, { recursive: true });
  writeFileSync(join(REVIEW_DIR, 'renderer.txt'), `${version}\n`);
  if (version === recorded || upgrading()) return;
  throw new Error(
    `The screenshots are taken with Chromium ${version}, but the baselines were taken with Chromium ` +
      `${recorded} (tests/visual/renderer.json). Their pixels would differ for no reason of the site's, ` +
      `so nothing is compared. Run the visual suite with the pinned build (unset CHROMIUM_PATH; ` +
      `\`npm ci\` installs it). To move to another build, see docs/visual-review.md, "A browser upgrade".`,
  );
}

interface Shot {
  /** The baseline's name under tests/visual/__screenshots__/, e.g. `pages/main/root-mobile.png`. */
  image: string;
  subject: Subject;
  host: HostKind;
  width: Width;
  fullPage?: boolean;
}

/**
 * An outline that draws nothing: given to every box and taken away again, it makes the next frame
 * paint every box afresh. A box the browser painted at another sub-pixel place (a notice that moved
 * up its stack) can otherwise keep that place's rounding until something repaints it: the same page
 * would be drawn two ways, by its history, and a cause put back in it would repaint only its part.
 */
const REPAINT = '*, *::before, *::after { outline: 1px solid transparent !important }';

/** Every box of the page painted afresh at the next frame (see REPAINT). */
const paintAfresh = (page: Page) =>
  page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    // Styles worked out with the outline and again without it: both count as changed at the next paint.
    void document.documentElement.offsetHeight;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    void document.documentElement.offsetHeight;
  }, REPAINT);

/** One screenshot as the visual tests take it: the page as it is, whatever it was before. */
export async function capture(page: Page, fullPage: boolean): Promise<Buffer> {
  await paintAfresh(page);
  return page.screenshot({ fullPage, animations: 'disabled', caret: 'hide', scale: 'css', style });
}

/** Screenshots until two in a row are the same, as Playwright's own comparison does. */
async function stableCapture(page: Page, fullPage: boolean, first: Buffer): Promise<Buffer> {
  let previous = first;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await capture(page, fullPage);
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('The page did not settle: six screenshots in a row differed.');
}

/** A test's details naming the image it takes, so a run knows which baselines are still taken. */
export const shows = (image: string) => ({ annotation: { type: 'screenshot', description: image } });

/** A settled screenshot on the pinned build, as the visual tests take it. */
export async function takeScreenshot(page: Page, fullPage = true): Promise<Buffer> {
  checkRenderer(page);
  return stableCapture(page, fullPage, await capture(page, fullPage));
}

export async function expectScreenshot(page: Page, shot: Shot): Promise<void> {
  checkRenderer(page);
  const baselineFile = baselinePath(shot.image);
  appendFileSync(join(REVIEW_DIR, 'taken.txt'), `${shot.image}\n`);
  const fullPage = shot.fullPage ?? true;
  const first = await capture(page, fullPage);
  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
  // Each image is decoded once, whatever looks at it.
  const before = baseline && !baseline.equals(first) ? decodePng(baseline) : undefined;
  const firstPixels = before && decodePng(first);
  // A match passes at once. Otherwise the image is taken until it holds still, as Playwright's own
  // comparison does, and that image is compared: the subject is never shown again to get a match.
  if (baseline && (!before || before.data.equals((firstPixels as PNG).data))) {
    // A baseline with no drawing, or one of an older format, gets the drawing of what it shows.
    if (!readDrawing(drawingFile(baselineFile)))
      writeDrawing(drawingFile(baselineFile), await drawPage(page, shot.width, fullPage));
    return;
  }
  const actual = await stableCapture(page, fullPage, first);
  const after = actual.equals(first) && firstPixels ? firstPixels : decodePng(actual);
  const change = await describeChange(page, shot, { baseline, before, actual, after });
  if (!change) return;
  const update = test.info().config.updateSnapshots;
  if (update === 'all' || update === 'changed') {
    mkdirSync(dirname(baselineFile), { recursive: true });
    writeFileSync(baselineFile, actual);
    return;
  }
  // The test itself goes on and passes: a change is a decision awaiting a designer's verdict, and
  // the review reporter fails the run for it (review/reporter.ts). A failed test would cost a new
  // worker (a browser launched and Storybook loaded again) for every image a token changes.
  test.info().annotations.push({ type: 'visual change', description: failureMessage(change) });
}

/**
 * A new image, or one that differs from its baseline, written for the review with the drawing of
 * what drew it and why it changed; none where the settled image matches after all.
 */
async function describeChange(
  page: Page,
  shot: Shot,
  images: { baseline?: Buffer; before?: PNG; actual: Buffer; after: PNG },
): Promise<Change | undefined> {
  const { baseline, before, actual, after } = images;
  const fullPage = shot.fullPage ?? true;
  const base = { image: shot.image, subject: shot.subject, host: shot.host, width: shot.width };
  const size = (bytes: Buffer, png: PNG) => ({ hash: sha256(bytes), width: png.width, height: png.height });
  // What drew it, taken once it holds still: the review compares it with the baseline's.
  const drawing = await drawPage(page, shot.width, fullPage);
  if (!baseline || !before) {
    const change: Change = {
      ...base,
      status: 'new',
      after: size(actual, after),
      diffPixels: 0,
      aaPixels: 0,
      regions: [],
      signature: '',
    };
    writeChange(change, { drawing, actual });
    return change;
  }
  const comparison = comparePixels(before, after, { diff: true, zoomedRegions: ZOOMED_REGIONS });
  if (comparison.same) return undefined;
  const drawingBefore = readDrawing(drawingFile(baselinePath(shot.image)));
  // The causes are proven on the page as it is now: put back, shot again, compared.
  const explanation = await explainOnPage(
    page,
    { before, after, drawingAfter: drawing, ...(drawingBefore ? { drawingBefore } : {}) },
    () => capture(page, fullPage),
  );
  const { diff, zooms, diffPixels, aaPixels, regions, signature } = comparison;
  const change: Change = {
    ...base,
    status: 'changed',
    before: size(baseline, before),
    after: size(actual, after),
    ...{ diffPixels, aaPixels, regions, signature, explanation },
  };
  writeChange(change, { drawing, baseline, actual, ...(diff ? { diff } : {}), ...(zooms ? { zooms } : {}) });
  return change;
}

function failureMessage(change: Change): string {
  if (change.status === 'new')
    return `${change.image} is a new image with no baseline. Look at it and approve it: npm run visual:review`;
  const { before, after, regions } = change;
  const first = regions[0];
  const where = first ? `, the first at x ${first.x}, y ${first.y} (${first.width}×${first.height})` : '';
  const resized =
    before && after && (before.width !== after.width || before.height !== after.height)
      ? `; size ${before.width}×${before.height} → ${after.width}×${after.height}`
      : '';
  return (
    `${change.image} differs from its baseline: ${change.diffPixels + change.aaPixels} pixels in ` +
    `${regions.length} regions${where}${resized}. Review it: npm run visual:review`
  );
}
