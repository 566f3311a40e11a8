/**
 * Where the visual suite keeps its images and verdicts, and the sign-off record itself.
 *
 * The record (tests/visual/signoff.tsv) has one line an image and verdict, sorted, so two branches
 * that sign off different images merge without a conflict. Every baseline needs an `approved` line
 * whose `after` hash is the baseline's own: a baseline written any other way (a blind
 * `--update-snapshots`, a hand-edited PNG) fails tests/unit/visualSignoff.test.ts.
 */
import {
  type Dirent,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViewportName } from '../../theme/breakpoints.ts';
import { sha256, type Region } from './compare.ts';
import { drawingFile, writeDrawing, type Drawing } from './capture/drawing.ts';
import type { Explanation } from './explain/index.ts';

/** The checkout; VISUAL_ROOT moves every file below to another folder (the review's own tests). */
export const ROOT = process.env.VISUAL_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BASELINES = join(ROOT, 'tests', 'visual', '__screenshots__');
export const SIGNOFF_FILE = join(ROOT, 'tests', 'visual', 'signoff.tsv');
export const RENDERER_FILE = join(ROOT, 'tests', 'visual', 'renderer.json');
/** What the last visual run found; Playwright empties test-results/ when a run starts. */
export const REVIEW_DIR = join(ROOT, 'test-results', 'visual-review');
export const CHANGES_DIR = join(REVIEW_DIR, 'images');

export type HostKind = 'main' | 'community';
export type Width = ViewportName;

/** What an image shows, for the review page's headings and links. */
export interface Subject {
  kind: 'page' | 'story';
  /** A page's path (with what else sets it apart), or a story's title and name. */
  title: string;
  /** The page on the local server, or the story in Storybook. */
  url: string;
}

/** One image the last run found different from, missing from or left over in the baselines. */
export interface Change {
  /** The baseline's name under tests/visual/__screenshots__/. */
  image: string;
  status: 'changed' | 'new' | 'deleted';
  subject: Subject;
  host: HostKind;
  width: Width;
  before?: { hash: string; width: number; height: number };
  after?: { hash: string; width: number; height: number };
  diffPixels: number;
  aaPixels: number;
  regions: Region[];
  /** Equal for the same change wherever it sits (see compare.ts). */
  signature: string;
  /** Why it changed: the causes found in the two drawings and the pixels each accounts for. */
  explanation?: Explanation;
  /** Written by `npm run test:visual:repeat`: the runs of the unchanged tree in which the image differed. */
  repeats?: { runs: number[]; of: number };
}

export interface Verdict {
  image: string;
  verdict: 'approved' | 'rejected';
  /** The baseline's hash before the verdict, or '-' where there was none. */
  before: string;
  /** The hash of the image judged: an approved one is now the baseline; '-' for a deletion. */
  after: string;
  reviewer: string;
  time: string;
  note: string;
}

/** The crops around each changed region, in this order: what the review page zooms into. */
export const ZOOM_VIEWS = ['baseline', 'actual', 'diff'] as const;
/** How many regions of an image get crops of their own. */
export const ZOOMED_REGIONS = 3;

/** A change's folder in the review: its images and files. */
export const changeDir = (image: string) => join(CHANGES_DIR, image.replace(/\.png$/, ''));

/** The files below a folder whose names pass the test, as paths relative to it with forward slashes. */
function filesBelow(root: string, wanted: (name: string) => boolean): string[] {
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile() && wanted(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

export function readChanges(): Change[] {
  return filesBelow(CHANGES_DIR, (name) => name === 'change.json')
    .map((file) => JSON.parse(readFileSync(join(CHANGES_DIR, file), 'utf8')) as Change)
    .sort((a, b) => a.image.localeCompare(b.image));
}

export function writeChange(
  change: Change,
  files: { baseline?: Buffer; actual?: Buffer; diff?: Buffer; zooms?: Buffer[][]; drawing?: Drawing },
): void {
  const dir = changeDir(change.image);
  mkdirSync(dir, { recursive: true });
  if (files.drawing) writeDrawing(join(dir, 'actual.json'), files.drawing);
  files.zooms?.forEach((views, i) =>
    views.forEach((png, j) => writeFileSync(join(dir, `zoom-${i}-${ZOOM_VIEWS[j]}.png`), png)),
  );
  if (files.baseline) writeFileSync(join(dir, 'baseline.png'), files.baseline);
  if (files.actual) writeFileSync(join(dir, 'actual.png'), files.actual);
  if (files.diff) writeFileSync(join(dir, 'diff.png'), files.diff);
  writeFileSync(join(dir, 'change.json'), `${JSON.stringify(change, null, 2)}\n`);
}

/** Every baseline image, by name, sorted. */
export const listBaselines = () => filesBelow(BASELINES, (name) => name.endsWith('.png'));

export const baselinePath = (image: string) => join(BASELINES, image);

const HEADER = [
  '# Visual sign-off: one line an image and verdict, sorted. Written by `npm run visual:approve`,',
  '# `npm run visual:reject` and the review page (docs/visual-review.md); never edited by hand.',
  '# image\tverdict\tbefore\tafter\treviewer\ttime\tnote',
];

const clean = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

export function readSignoff(file = SIGNOFF_FILE): Verdict[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [image = '', verdict = '', before = '', after = '', reviewer = '', time = '', note = ''] =
        line.split('\t');
      if (verdict !== 'approved' && verdict !== 'rejected')
        throw new Error(`${relative(ROOT, file)}: "${verdict}" is not a verdict in: ${line}`);
      return { image, verdict, before, after, reviewer, time, note };
    });
}

const order = (a: Verdict, b: Verdict) =>
  a.image < b.image ? -1 : a.image > b.image ? 1 : a.verdict.localeCompare(b.verdict);

export function formatSignoff(verdicts: Verdict[]): string {
  const lines = [...verdicts]
    .sort(order)
    .map((v) => [v.image, v.verdict, v.before, v.after, clean(v.reviewer), v.time, clean(v.note)].join('\t'));
  return `${[...HEADER, ...lines].join('\n')}\n`;
}

/** Adds verdicts, each replacing the image's earlier verdict of the same kind. */
export function recordVerdicts(added: Verdict[], file = SIGNOFF_FILE): void {
  const key = (v: Verdict) => `${v.image}\t${v.verdict}`;
  const byKey = new Map(readSignoff(file).map((v) => [key(v), v]));
  for (const verdict of added) {
    byKey.set(key(verdict), verdict);
    // An approval settles the image: a rejection of an earlier candidate no longer stands.
    if (verdict.verdict === 'approved') byKey.delete(`${verdict.image}\trejected`);
  }
  writeFileSync(file, formatSignoff([...byKey.values()]));
}

export const hashFile = (path: string) => sha256(readFileSync(path));

/** What is wrong between the baselines and the record: empty when every baseline is signed off. */
export function signoffProblems(): string[] {
  const problems: string[] = [];
  const text = existsSync(SIGNOFF_FILE) ? readFileSync(SIGNOFF_FILE, 'utf8') : '';
  const verdicts = readSignoff();
  if (text !== formatSignoff(verdicts))
    problems.push('tests/visual/signoff.tsv is not in its sorted, written form');
  const approved = new Map(verdicts.filter((v) => v.verdict === 'approved').map((v) => [v.image, v]));
  const baselines = listBaselines();
  for (const image of baselines) {
    const verdict = approved.get(image);
    const hash = hashFile(baselinePath(image));
    if (!verdict) problems.push(`${image}: no approval (a baseline written without review)`);
    else if (verdict.after !== hash)
      problems.push(`${image}: the baseline is not the image ${verdict.reviewer} approved (${verdict.time})`);
  }
  const present = new Set(baselines);
  for (const [image, verdict] of approved) {
    if (verdict.after !== '-' && !present.has(image))
      problems.push(`${image}: approved, but the baseline is missing`);
  }
  return problems;
}

/** The folder of a change, as files the verdicts act on. */
export function changeFiles(image: string) {
  const dir = changeDir(image);
  return {
    actual: join(dir, 'actual.png'),
    drawing: join(dir, 'actual.json'),
    verdict: join(dir, 'verdict.json'),
  };
}

export interface Decision {
  verdict: Verdict['verdict'];
  reviewer: string;
  note: string;
  time?: string;
}

/**
 * Approves or rejects the last run's changes to these images. Approving writes each new image as its
 * baseline (or removes a deleted one) and records the verdict; rejecting keeps the baseline and
 * records the note. Each change's folder keeps the verdict, for the review page.
 */
export function decide(images: string[], decision: Decision): Verdict[] {
  const reviewer = clean(decision.reviewer);
  if (!reviewer) throw new Error('Say who is signing off: --as <name>.');
  if (decision.verdict === 'rejected' && !clean(decision.note))
    throw new Error('Say why in a note when rejecting: --note <text>.');
  const changes = new Map(readChanges().map((c) => [c.image, c]));
  const time = decision.time ?? new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const verdicts: Verdict[] = [];
  for (const image of images) {
    const change = changes.get(image);
    if (!change) throw new Error(`${image}: the last visual run found no change to it`);
    const baseline = baselinePath(image);
    // The run's own note of the baseline it compared with (a run that rewrote it kept the old hash).
    const before = change.before?.hash ?? (existsSync(baseline) ? hashFile(baseline) : '-');
    const files = changeFiles(image);
    const after = change.status === 'deleted' ? '-' : hashFile(files.actual);
    if (decision.verdict === 'approved') {
      rmSync(drawingFile(baseline), { force: true });
      if (change.status === 'deleted') rmSync(baseline, { force: true });
      else {
        mkdirSync(dirname(baseline), { recursive: true });
        copyFileSync(files.actual, baseline);
        // The drawing of the approved image goes beside it, for the next review's explanations.
        if (existsSync(files.drawing)) copyFileSync(files.drawing, drawingFile(baseline));
      }
    }
    const verdict: Verdict = {
      image,
      verdict: decision.verdict,
      before,
      after,
      reviewer,
      time,
      note: clean(decision.note),
    };
    verdicts.push(verdict);
    writeFileSync(files.verdict, `${JSON.stringify(verdict, null, 2)}\n`);
  }
  recordVerdicts(verdicts);
  return verdicts;
}
