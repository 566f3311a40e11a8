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
import { PNG } from 'pngjs';
import { comparePixels, decodePng, differingRows, joinRows, sha256, type Rows } from '../compare';
import { fastEncoded } from '../png';
import { drawingFile, drawPage, readDrawing, writeDrawing, type Drawing } from './drawing';
import { onlyList } from './only';
import { readTree, sessionOf } from './access';
import { explainHeard, explainOnPage, type Proven } from '../explain/index';
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
}

/**
 * An outline that draws nothing: given to every box and taken away again, it makes the next frame
 * paint every box afresh. A box the browser painted at another sub-pixel place (a notice that moved
 * up its stack) can otherwise keep that place's rounding until something repaints it: the same page
 * would be drawn two ways, by its history, and a cause put back in it would repaint only its part.
 */
const REPAINT = '*, *::before, *::after { outline: 1px solid transparent !important }';

declare global {
  interface Window {
    /** What `hold` set up in the page, to take away once it is shot. */
    visualHeld?: { sheet: CSSStyleSheet; infinite: Animation[] };
    /** What watches the page from its first shot on (`hold`), read by `stillSince`. */
    visualWatch?: { still: () => boolean; stop: () => void };
  }
}

/**
 * The page readied for a screenshot, as Playwright readies it (`animations: 'disabled'`, `caret:
 * 'hide'`, the screenshot style), and every box painted afresh (REPAINT): the fonts awaited, the
 * style added, the caret hidden, finite animations ended and endless ones stopped at their start. Its
 * full size is returned, measured as Playwright measures a page, and where `look` asks, whether a
 * box in it scrolls on its own.
 *
 * Where `watch` asks, it starts watching for anything that could change what the page shows after
 * the shot (`stillSince`): a change of its elements, of their attributes or text, a file that
 * finished loading (a picture, a font, a style sheet), a scroll, a move of the focus. A page that
 * plays something the watch cannot see (a canvas, a video, a frame, an animated SVG) or is still
 * loading a font is never still.
 */
async function hold({
  css,
  repaint,
  look,
  watch,
}: {
  css: string;
  repaint: string;
  look: boolean;
  watch: boolean;
}) {
  await document.fonts.ready;
  if (watch) {
    window.visualWatch?.stop();
    let stirred =
      document.querySelector(
        'canvas, video, iframe, embed, object, animate, animateMotion, animateTransform, set',
      ) !== null;
    const stir = () => {
      stirred = true;
    };
    const changes = new MutationObserver(stir);
    changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const loads = new PerformanceObserver(stir);
    loads.observe({ type: 'resource' });
    const events = ['scroll', 'focusin', 'focusout', 'load'];
    for (const type of events) document.addEventListener(type, stir, true);
    document.fonts.addEventListener('loading', stir);
    window.visualWatch = {
      still: () =>
        !stirred &&
        !changes.takeRecords().length &&
        !loads.takeRecords().length &&
        document.fonts.status === 'loaded',
      stop: () => {
        changes.disconnect();
        loads.disconnect();
        for (const type of events) document.removeEventListener(type, stir, true);
        document.fonts.removeEventListener('loading', stir);
        delete window.visualWatch;
      },
    };
  }
  const outline = new CSSStyleSheet();
  outline.replaceSync(repaint);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, outline];
  void document.documentElement.offsetHeight;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== outline);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`${css}\n* { caret-color: transparent !important }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  // Styles worked out now, so a transition they start is among the page's animations.
  void document.documentElement.offsetHeight;
  const infinite: Animation[] = [];
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime === Infinity) {
      animation.cancel();
      infinite.push(animation);
    } else animation.finish();
  }
  window.visualHeld = { sheet, infinite };
  const { body, documentElement: root } = document;
  // Where asked: a box whose contents scroll on its own, which the browser draws as a layer of its own.
  const scroller =
    look &&
    [...body.querySelectorAll('*')].some((box) => {
      if (box.scrollHeight <= box.clientHeight && box.scrollWidth <= box.clientWidth) return false;
      const { overflowX, overflowY } = getComputedStyle(box);
      return /auto|scroll/.test(`${overflowX} ${overflowY}`);
    });
  return {
    scroller,
    width: Math.max(
      body.scrollWidth,
      root.scrollWidth,
      body.offsetWidth,
      root.offsetWidth,
      body.clientWidth,
      root.clientWidth,
    ),
    height: Math.max(
      body.scrollHeight,
      root.scrollHeight,
      body.offsetHeight,
      root.offsetHeight,
      body.clientHeight,
      root.clientHeight,
    ),
  };
}

/** The page as it was before `hold`: its style taken away, its endless animations playing again. */
function release() {
  const held = window.visualHeld;
  if (!held) return;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== held.sheet);
  for (const animation of held.infinite) animation.play();
  delete window.visualHeld;
}

/** Whether nothing the watch looks for (`hold`) happened since the first shot; the watch ends. */
function stillSince(): boolean {
  const watch = window.visualWatch;
  if (!watch) return false;
  const still = watch.still();
  watch.stop();
  return still;
}

type Size = Awaited<ReturnType<typeof hold>>;

/** Whether the whole page fits the window, which Playwright then shoots within it. */
function fitsWindow(page: Page, size: Size): boolean {
  const viewport = page.viewportSize();
  return viewport !== null && size.width <= viewport.width && size.height <= viewport.height;
}

/**
 * Rows `top` to `bottom` of the held page, as Playwright shoots a full page: within the window where
 * the page fits it, else drawn beyond it. They are encoded for speed (zlib's fastest level, Chromium
 * writing a tall page in half the time) unless `standard` asks for Chromium's default encoding, whose
 * files are about a third smaller.
 */
async function shootRows(
  page: Page,
  size: Size,
  top: number,
  bottom: number,
  standard = false,
): Promise<Buffer> {
  const fits = fitsWindow(page, size);
  const session = await sessionOf(page);
  const { data } = await session.send('Page.captureScreenshot', {
    format: 'png',
    ...(standard ? {} : { optimizeForSpeed: true }),
    captureBeyondViewport: !fits,
    clip: { x: 0, y: top, width: size.width, height: bottom - top, scale: 1 },
  });
  return Buffer.from(data, 'base64');
}

/**
 * One screenshot of the whole page as the visual tests take it: the page as it is, whatever it was
 * before, in the pixels Playwright's own full-page screenshot gives. `watch` starts the watch that
 * `stillSince` reads; `standard` asks for the bytes Playwright's screenshot gives (`shootRows`).
 */
export async function capture(page: Page, { watch = false, standard = false } = {}): Promise<Buffer> {
  const size = await page.evaluate(hold, { css: style, repaint: REPAINT, look: false, watch });
  try {
    return await shootRows(page, size, 0, size.height, standard);
  } finally {
    await page.evaluate(release);
  }
}

/**
 * Bands of rows closer than this are shot as one. A band costs as much again as 500 to 900 more
 * rows, at either width: the page laid out beyond the window, read back, encoded and decoded
 * (docs/performance.md, "The prediction").
 */
const BAND_GAP = 512;

/**
 * The full page as `capture` shoots it, shot in some rows only and laid over `base`, an image of the
 * page at its present size: for the questions only those rows can answer (do they hold still, do
 * they come back once a cause is put back). A tall page's few changed rows cost a fraction of the
 * whole page's shot and its encoding. The rows are the renderer's own pixels for them, the same as a
 * whole-page shot's; where the page is no longer `base`'s size the whole page is shot instead.
 */
export async function captureRows(page: Page, rows: Rows[], base: PNG, proof = false): Promise<PNG> {
  const size = await page.evaluate(hold, { css: style, repaint: REPAINT, look: proof, watch: false });
  try {
    if (size.width !== base.width || size.height !== base.height)
      return decodePng(await shootRows(page, size, 0, size.height));
    const image = new PNG();
    image.width = base.width;
    image.height = base.height;
    image.data = Buffer.allocUnsafeSlow(base.data.length);
    base.data.copy(image.data);
    // A taller page than the window is drawn beyond the window for the shot, and a band of it can
    // then come back without the contents of a box that scrolls on its own (once a band was shot
    // there before): the proof of such a page, which must show it as the full shot does, takes all
    // of its rows. The check that an image holds still takes its bands anyway: a band that comes
    // back otherwise is shot whole again.
    const whole = proof && !fitsWindow(page, size) && size.scroller;
    const bands = whole ? [{ top: 0, bottom: base.height }] : joinRows(rows, base.height, BAND_GAP);
    for (const { top, bottom } of bands) {
      const band = decodePng(await shootRows(page, size, top, bottom));
      if (band.width !== base.width || band.height !== bottom - top)
        throw new Error(`Rows ${top}–${bottom} came back ${band.width}×${band.height}`);
      band.data.copy(image.data, top * base.width * 4);
    }
    return image;
  } finally {
    await page.evaluate(release);
  }
}

/** How the causes' proof shoots the page: the rows it asks for where it can, else the whole page. */
export const shooterFor =
  (page: Page, base: PNG) =>
  async (rows?: Rows[]): Promise<PNG> =>
    rows ? captureRows(page, rows, base, true) : decodePng(await capture(page));

/** Screenshots until two in a row are the same, as Playwright's own comparison does. */
async function stableCapture(page: Page, first: Buffer, standard = false): Promise<Buffer> {
  let previous = first;
  for (let attempt = 0; attempt < 5; attempt++) {
    const next = await capture(page, { standard });
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('The page did not settle: six screenshots in a row differed.');
}

/**
 * The image once it holds still. Where nothing that could change what the page shows happened since
 * the first shot (the watch `capture` started), that shot is it: the same page is drawn as the same
 * pixels. Otherwise, where the first shot differs from the baseline in some rows only, those rows
 * are shot again: every other row is the baseline's, an image that held still, so a page still
 * moving would show in the rows shot. Otherwise, or when the rows moved, shots until two in a row
 * are the same.
 */
async function settled(page: Page, first: Buffer, standard: boolean, before?: PNG, firstPixels?: PNG) {
  if (await page.evaluate(stillSince)) return { actual: first, after: firstPixels ?? decodePng(first) };
  if (before && firstPixels && before.width === firstPixels.width && before.height === firstPixels.height) {
    const again = await captureRows(page, differingRows(before, firstPixels), firstPixels);
    if (again.data.equals(firstPixels.data)) return { actual: first, after: firstPixels };
  }
  const actual = await stableCapture(page, first, standard);
  return { actual, after: actual.equals(first) && firstPixels ? firstPixels : decodePng(actual) };
}

/** A test's details naming the image it takes, so a run knows which baselines are still taken. */
export const shows = (image: string) => ({ annotation: { type: 'screenshot', description: image } });

/**
 * Whether an image is shot in Chromium's default encoding: where its baseline has it, so that a match
 * is the same bytes. An image with no baseline, or one the run expects to change (the quick loop's),
 * is shot fast, and once approved keeps that encoding: the baselines move to it as they are approved.
 */
const standardFor = (baseline?: Buffer) => baseline !== undefined && !fastEncoded(baseline) && !onlyList();

/** A settled screenshot on the pinned build, as the visual tests take it, encoded as `standardFor` says. */
export async function takeScreenshot(page: Page, baseline?: Buffer): Promise<Buffer> {
  checkRenderer(page);
  const standard = standardFor(baseline);
  return stableCapture(page, await capture(page, { standard }), standard);
}

export async function expectScreenshot(page: Page, shot: Shot): Promise<void> {
  checkRenderer(page);
  const baselineFile = baselinePath(shot.image);
  appendFileSync(join(REVIEW_DIR, 'taken.txt'), `${shot.image}\n`);
  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
  const standard = standardFor(baseline);
  const first = await capture(page, { watch: true, standard });
  // Each image is decoded once, whatever looks at it.
  const before = baseline && !baseline.equals(first) ? decodePng(baseline) : undefined;
  const firstPixels = before && decodePng(first);
  // A match passes at once. Otherwise the image is taken until it holds still, as Playwright's own
  // comparison does, and that image is compared: the subject is never shown again to get a match.
  if (baseline && (!before || before.data.equals((firstPixels as PNG).data))) {
    const pixels = () => firstPixels ?? decodePng(first);
    // A baseline with no drawing, or one of an older format, gets the drawing of what it shows.
    const drawn = readDrawing(drawingFile(baselineFile));
    if (!drawn) writeDrawing(drawingFile(baselineFile), await drawPage(page, shot.width, undefined, pixels));
    // The same pixels: what a screen reader hears may still have changed.
    const change = drawn && (await heardChange(page, shot, drawn, baseline, pixels));
    if (change) test.info().annotations.push({ type: 'visual change', description: failureMessage(change) });
    return;
  }
  const { actual, after } = await settled(page, first, standard, before, firstPixels);
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
 * An image whose pixels match its baseline, but whose accessibility tree does not: written for the
 * review as a change of what a screen reader hears, with no pixels. None where the trees are the same
 * (or differ in nothing a screen reader announces, such as a wrapper that has no role).
 */
async function heardChange(
  page: Page,
  shot: Shot,
  drawn: Drawing,
  baseline: Buffer,
  pixels: () => PNG,
): Promise<Change | undefined> {
  const tree = await readTree(page);
  if (JSON.stringify(tree) === JSON.stringify(drawn.tree ?? [])) return undefined;
  const drawing = await drawPage(page, shot.width, undefined, pixels);
  const explanation = explainHeard(drawn, drawing);
  if (!explanation.causes.length) return undefined;
  const { width, height } = pixels();
  const size = { hash: sha256(baseline), width, height };
  const change: Change = {
    ...{ image: shot.image, subject: shot.subject, host: shot.host, width: shot.width },
    status: 'changed',
    before: size,
    after: size,
    ...{ diffPixels: 0, aaPixels: 0, regions: [], signature: '', explanation },
  };
  writeChange(change, { drawing, baseline, actual: baseline });
  return change;
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
  const base = { image: shot.image, subject: shot.subject, host: shot.host, width: shot.width };
  const size = (bytes: Buffer, png: PNG) => ({ hash: sha256(bytes), width: png.width, height: png.height });
  // What drew it, taken once it holds still: the review compares it with the baseline's.
  const drawing = await drawPage(page, shot.width, undefined, () => after);
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
  const { diff, zooms, diffPixels, aaPixels, regions, signature } = comparison;
  const explanation = await explainOnPage(
    page,
    { before, after, regions, drawingAfter: drawing, ...(drawingBefore ? { drawingBefore } : {}) },
    shooterFor(page, after),
    { proven, alone: onlyList()?.alone },
  );
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

/**
 * The run's page proofs that later images may share (explain/index.ts, `reusable`), one empty file a
 * region, so that both workers see each other's: the run's review folder starts empty.
 */
const PROVEN_DIR = join(REVIEW_DIR, 'proven');
const proven: Proven = {
  has: (key) => existsSync(join(PROVEN_DIR, sha256(key))),
  add: (key) => {
    mkdirSync(PROVEN_DIR, { recursive: true });
    writeFileSync(join(PROVEN_DIR, sha256(key)), '');
  },
};

function failureMessage(change: Change): string {
  if (change.status === 'new')
    return `${change.image} is a new image with no baseline. Look at it and approve it: npm run visual:review`;
  const { before, after, regions } = change;
  const heard = (change.explanation?.causes ?? []).flatMap((c) =>
    c.kind === 'heard' || c.kind === 'contrast' ? [c.title] : (c.heard ?? []),
  );
  const alsoHeard = heard.length ? ` What a screen reader meets changed: ${heard.join('; ')}.` : '';
  if (!change.diffPixels && !change.aaPixels)
    return `${change.image} looks the same, but${alsoHeard.replace(/^ What/, ' what')} Review it: npm run visual:review`;
  const first = regions[0];
  const where = first ? `, the first at x ${first.x}, y ${first.y} (${first.width}×${first.height})` : '';
  const resized =
    before && after && (before.width !== after.width || before.height !== after.height)
      ? `; size ${before.width}×${before.height} → ${after.width}×${after.height}`
      : '';
  return (
    `${change.image} differs from its baseline: ${change.diffPixels + change.aaPixels} pixels in ` +
    `${regions.length} regions${where}${resized}.${alsoHeard} Review it: npm run visual:review`
  );
}
