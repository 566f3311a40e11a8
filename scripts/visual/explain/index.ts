/**
 * Why an image changed, in four stages that read in order:
 *
 * 1. **align** (align.ts): which element of the new drawing is which of the baseline's;
 * 2. **find causes** (causes.ts): each difference as a cause a designer reads, with how to put it back;
 * 3. **prove pixels** (prove.ts): each differing pixel given to the causes that account for it, by
 *    putting them back in the page and shooting it again (undo.ts), or from the drawings;
 * 4. **group** (here): one entry a cause, with the pixels it accounts for and what shows it, and the
 *    pixels no cause accounts for, left over as an unexplained change.
 *
 * Nothing is hidden: a cause accounts only for pixels it proves, so a second change can never hide
 * inside the first's decision.
 */
import type { Page } from '@playwright/test';
import type { PNG } from 'pngjs';
import {
  differingRows,
  findRegions,
  joinRows,
  onCanvasOf,
  regionKeys,
  regionSignature,
  type Region,
  type Rows,
} from '../compare.ts';
import type { Drawing } from '../capture/drawing.ts';
import type { Alone } from '../capture/only.ts';
import { align, label, nodes, type Node } from './align.ts';
import { findCauses, paintsNothing, type Box, type CauseName } from './causes.ts';
import { blendOf, differing, hex, pixelEvidence, rgbAt, type Difference, type Rgb } from './pixels.ts';
import { drawingProof, groupCauses, undoneProof, type Group, type Undone } from './prove.ts';
import { shootUndone } from './undo.ts';
import { contrastChanges, treeChanges } from './access.ts';

export { wordChange, type CauseKind } from './causes.ts';
import { wordChange } from './causes.ts';

export interface Cause extends CauseName {
  /** What shows it in this image, as a designer names it: "Button ‘Subscribe’", "h2 ‘Our story’". */
  where: string[];
  /** The differing pixels it accounts for in this image. */
  pixels: number;
  /** What a screen reader hears differently by the same cause: `button ‘Copy prompt’ → ‘Copy’`. */
  heard?: string[];
  /** For a text taken below AA: how many texts of this image. Such a cause cannot be approved. */
  elements?: number;
}

export interface Explanation {
  causes: Cause[];
  /** Differing pixels no cause accounts for, where they are, and what they hold (as compare.ts). */
  leftover: { pixels: number; regions: Region[]; signature?: string };
  /** What the pixels alone show, with no drawing: a colour substitution, a shift, a new size. */
  evidence: string[];
  /**
   * How the pixels were proven: by putting the causes back in the page, from the drawings alone, or
   * by the edit itself, which is that one cause and nothing else.
   */
  proof?: 'page' | 'drawings' | 'edit';
  /** Contrasts that moved and still meet AA: `pink.600` on `neutral.0` 5.08 → 5.61:1. */
  contrast?: string[];
}

export interface Shots {
  before: PNG;
  after: PNG;
  drawingBefore?: Drawing;
  drawingAfter?: Drawing;
  /** Where they differ, as the comparison found it (compare.ts): every differing pixel is in one. */
  regions?: Region[];
}

/**
 * The regions a page proof took back whole, each by its cause and by what it holds in both images
 * (`regionKeys`), kept for the images the run explains after it.
 */
export interface Proven {
  has(key: string): boolean;
  add(key: string): void;
}

/** Stages 1 and 2: the causes two drawings show, grouped one entry a cause. */
function analyse(drawingBefore: Drawing, drawingAfter: Drawing) {
  const old = nodes(drawingBefore);
  const now = nodes(drawingAfter);
  const match = align(old, now);
  const groups = groupCauses(findCauses(drawingBefore, drawingAfter, old, now, match));
  return { old, now, match, groups };
}
type Analysis = ReturnType<typeof analyse>;

/**
 * Whether the causes put back are all taken back whole, with the baseline itself as their undone page
 * (the lone edit, or a proof an earlier image made): every differing pixel then comes back, and is
 * each of theirs.
 */
const takenBackWhole = (undone: Undone | undefined, before: PNG): boolean =>
  undone !== undefined &&
  undone.all === before &&
  !undone.drawn &&
  !undone.each.size &&
  undone.groups.length > 0;

/** Stage 4: every differing pixel given by the proofs, then one entry a cause. */
function account(shots: Shots, analysis: Analysis | undefined, undone?: Undone): Explanation {
  const { before, after } = shots;
  const diff = differing(before, after);
  const { width, height } = diff;
  const { evidence, pairs } = pixelEvidence(before, after, diff);
  const whole = takenBackWhole(undone, before);
  let leftover = 0;
  const left = new Uint8Array(whole ? 0 : width * height);
  const credit = new Map<Group, number>();
  const images = { before, after, diff };
  const substitution = !analysis && evidence.some((e) => e.includes('pure colour substitution'));
  if (whole) for (const g of undone?.groups ?? []) credit.set(g, diff.count);
  else {
    const byPage = undone ? undoneProof(undone, images) : undefined;
    const fromDrawings = analysis
      ? drawingProof(
          analysis.groups.filter((g) => !undone?.groups.includes(g) || undone.failed.has(g)),
          images,
          analysis,
        )
      : undefined;
    for (const p of diff.at) {
      const x = p % width;
      const y = Math.floor(p / width);
      let groups = byPage?.(x, y) ?? [];
      if (!groups.length && fromDrawings) groups = fromDrawings(x, y);
      for (const g of groups) credit.set(g, (credit.get(g) ?? 0) + 1);
      if (groups.length || substitution) continue;
      left[p] = 1;
      leftover++;
    }
  }
  const causes = analysis ? named(analysis, credit) : substitution ? coloursAlone(pairs, images) : [];
  const regions = leftover ? findRegions(left, width, height) : [];
  const signature = leftover
    ? regionSignature(onCanvasOf(before, width, height), onCanvasOf(after, width, height), regions)
    : undefined;
  return {
    causes,
    leftover: { pixels: leftover, regions, ...(signature ? { signature } : {}) },
    evidence,
    ...(analysis ? { proof: undone ? ('page' as const) : ('drawings' as const) } : {}),
  };
}

/** The causes that account for pixels, each with the elements that show it. */
function named(analysis: Analysis, credit: Map<Group, number>): Cause[] {
  return [...credit]
    .filter(([, pixels]) => pixels > 0)
    .map(([group, pixels]) => {
      const where: string[] = [];
      for (const f of group.found) {
        const name = label(f.cause.kind === 'removed' ? analysis.old : analysis.now, f.node);
        if (!where.includes(name) && where.length < 6) where.push(name);
      }
      return { ...group.cause, where, pixels };
    })
    .sort((a, b) => b.pixels - a.pixels || a.key.localeCompare(b.key));
}

/** With no drawing, a pure substitution of colours is still one cause a pair. */
function coloursAlone(
  pairs: [Rgb, Rgb][],
  { before, after, diff }: { before: PNG; after: PNG; diff: Difference },
) {
  const counts = pairs.map(() => 0);
  for (const p of diff.at) {
    const [x, y] = [p % diff.width, Math.floor(p / diff.width)];
    for (const k of blendOf(rgbAt(before, x, y), rgbAt(after, x, y), pairs)) counts[k] = (counts[k] ?? 0) + 1;
  }
  return pairs
    .map(([a, b], k): Cause => {
      const [from, to] = [hex(a), hex(b)];
      return {
        key: `colour:${from}>${to}`,
        kind: 'colour',
        title: `colour ${from} → ${to}`,
        where: [],
        pixels: counts[k] ?? 0,
      };
    })
    .filter((cause) => cause.pixels > 0);
}

/**
 * Explains the difference between a baseline and a new image from their drawings alone. With no
 * drawing of the baseline, only the pixels speak: a pure colour substitution is still a cause.
 */
export function explain(shots: Shots): Explanation {
  const { drawingBefore, drawingAfter } = shots;
  const analysis = drawingBefore && drawingAfter ? analyse(drawingBefore, drawingAfter) : undefined;
  return heardToo(account(shots, analysis), shots, analysis);
}

/**
 * What a screen reader hears differently and how contrast moved, added to an explanation: a change
 * of a name that the same words' change drew goes with that cause; any other is a cause of its own,
 * with no pixels. A text taken below AA is a cause too, named by its token pair.
 */
function heardToo(
  explanation: Explanation,
  { drawingBefore: before, drawingAfter: after }: Pick<Shots, 'drawingBefore' | 'drawingAfter'>,
  analysis?: Analysis,
): Explanation {
  if (!before?.tree || !after?.tree) return explanation;
  const causes = [...explanation.causes];
  for (const change of treeChanges(before.tree, after.tree)) {
    const words = /‘(.*)’ → ‘(.*)’$/.exec(change.title);
    const drawnBy = words
      ? causes.find((c) => {
          if (c.kind !== 'text') return false;
          const [from, to] = wordChange(words[1] ?? '', words[2] ?? '');
          return c.key === `text:${from}>${to}`;
        })
      : undefined;
    if (drawnBy) drawnBy.heard = [...(drawnBy.heard ?? []), change.title];
    else causes.push({ ...change, where: [], pixels: 0 });
  }
  const contrast = analysis ? contrastChanges(before, after, analysis.match) : { failures: [], moved: [] };
  for (const failure of contrast.failures) causes.push({ ...failure, where: [], pixels: 0 });
  return { ...explanation, causes, ...(contrast.moved.length ? { contrast: contrast.moved } : {}) };
}

/** An image whose pixels are the baseline's, and whose tree is not: what a screen reader hears differently. */
export function explainHeard(drawingBefore: Drawing, drawingAfter: Drawing): Explanation {
  return heardToo(
    { causes: [], leftover: { pixels: 0, regions: [] }, evidence: [], proof: 'drawings' },
    { drawingBefore, drawingAfter },
  );
}

/** The boxes of the elements with words of their own inside the elements whose causes were put back. */
function wordsInside(now: Node[], groups: Group[]): Box[] {
  const inside = new Set<Node>();
  for (const group of groups)
    for (const found of group.found)
      if (found.cause.kind !== 'removed')
        for (const node of now.slice(found.node.index + 1, found.node.end + 1))
          if (node.element[4]) inside.add(node);
  return [...inside].map((node) => node.element[2]);
}

/** At most this many causes are each put back alone; past it, a pixel is every undone cause's. */
const ALONE = 8;

/**
 * The rows the proof reads in an undone shot, where the new image is the baseline's size: those that
 * differ, and those of the boxes put back, which the one-step rule reads whole (prove.ts). None (the
 * whole page) where the size changed.
 */
function rowsToProve({ before, after }: Shots, groups: Group[]): Rows[] | undefined {
  if (before.width !== after.width || before.height !== after.height) return undefined;
  const boxes = groups.flatMap((g) => g.found.flatMap((f) => f.boxes));
  const spans = boxes.map(([, y, , h]) => ({ top: Math.floor(y) - 1, bottom: Math.ceil(y + h) + 1 }));
  return joinRows([...differingRows(before, after), ...spans], after.height);
}

/**
 * Explains the difference on the page that was just shot (and drawn: drawing.ts keeps its elements),
 * putting the causes back in it to prove their pixels. `shoot` takes the page as the image was taken,
 * in the rows it is given where it is given some (the rest as the new image); `drawn` is what the
 * browser drew, where the image judged may differ from it; `proven` holds the run's page proofs that
 * an image may share (`reusable`); `alone` is the one cause the whole edit is (its key, and the tokens
 * a drawing may name it by), where the prediction found the edit one change and nothing else.
 */
export async function explainOnPage(
  page: Page,
  shots: Shots,
  shoot: (rows?: Rows[]) => Promise<PNG>,
  { drawn, proven, alone }: { drawn?: PNG; proven?: Proven; alone?: Alone } = {},
): Promise<Explanation> {
  const { drawingBefore, drawingAfter } = shots;
  if (!drawingBefore || !drawingAfter) return explain(shots);
  const analysis = analyse(drawingBefore, drawingAfter);
  const groups = analysis.groups.filter((g) => g.undos.length);
  if (!groups.length) return heardToo(account(shots, analysis), shots, analysis);
  const takenBack = (by: Group[], proof?: 'edit') => {
    const undone = { groups: by, all: shots.before, each: new Map<Group, PNG>(), failed: new Set<Group>() };
    const explained = account(shots, analysis, undone);
    return heardToo(proof ? { ...explained, proof } : explained, shots, analysis);
  };
  // The edit is one change, and the drawings show it and nothing else that paints: no other change
  // drew a pixel, so each one that differs is its, with nothing to tell apart by putting it back.
  const edit = alone && !drawn ? theEdit(analysis, alone, drawingBefore) : undefined;
  if (edit) return takenBack([edit], 'edit');
  const reuse = reusable(shots, analysis, groups, drawn ? undefined : proven);
  // Every region came back whole in an earlier image's page proof: taken back, these pixels too.
  if (reuse?.keys.every((key) => proven?.has(key))) return takenBack(groups);
  const rows = rowsToProve(shots, groups);
  const shootRows = () => shoot(rows);
  const { image: all, failed } = await shootUndone(
    page,
    groups.flatMap((g) => g.undos),
    shootRows,
  );
  const failedGroups = new Set(groups.filter((g) => g.undos.some((u) => failed.has(u.index))));
  const undoneGroups = groups.filter((g) => !failedGroups.has(g));
  const each = new Map<Group, PNG>();
  if (undoneGroups.length > 1 && undoneGroups.length <= ALONE)
    for (const group of undoneGroups)
      each.set(group, (await shootUndone(page, group.undos, shootRows)).image);
  const explained = account(shots, analysis, {
    groups: undoneGroups,
    all,
    each,
    failed: failedGroups,
    ...(drawn ? { drawn } : {}),
    words: wordsInside(analysis.now, undoneGroups),
  });
  if (reuse && !failedGroups.size) {
    const left = explained.leftover.regions;
    reuse.regions.forEach((region, i) => {
      if (!left.some((l) => overlap(l, region))) proven?.add(reuse.keys[i] as string);
    });
  }
  return heardToo(explained, shots, analysis);
}

/**
 * Whether the drawings' cause is the edit's own, as the prediction names it: by its key (a token's
 * `token:inset.card.xs` is the drawings' `token:inset.card.xs:…` at a width), or by a token it may
 * be named by (a colour, `colour:#c8185f>#b0155a`, is named by the token that wore it).
 */
function isTheEdit({ key, lookup }: CauseName, alone: Alone): boolean {
  if (key === alone.key || key.startsWith(`${alone.key}:`)) return true;
  return lookup?.token !== undefined && alone.tokens.includes(lookup.token);
}

/**
 * The one cause of the drawings that is the lone edit, where every other paints nothing: an empty
 * box a reflow made room for or took away (a popup's holder the layout no longer needs).
 */
function theEdit(analysis: Analysis, alone: Alone, before: Drawing): Group | undefined {
  const [edit, ...more] = analysis.groups.filter((g) => isTheEdit(g.cause, alone));
  if (!edit || more.length) return undefined;
  const empty = (g: Group) =>
    g.found.every(
      (f) => f.silent || (f.cause.kind === 'removed' && paintsNothing(before, analysis.old, f.node)),
    );
  return analysis.groups.every((g) => g === edit || empty(g)) ? edit : undefined;
}

const overlap = (a: Region, b: Region) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where an image's proof can be another image's: one cause alone, which the page can put back, on
 * an image of the baseline's size. Each region of it is then keyed by that cause and by its pixels
 * in both images. A region that the page proof of one image took back whole (every pixel came back
 * to the baseline's with the cause put back) is the same change wherever the same pixels turn into
 * the same pixels under the same cause: the header's button on every page, a chip in every story
 * that shows it. Only what two images hold byte for byte is shared, so a second change hidden in a
 * region (a faint shadow, a glyph drawn thicker) makes a region of its own, which its image proves.
 */
function reusable(shots: Shots, analysis: Analysis, groups: Group[], proven?: Proven) {
  const { before, after, regions } = shots;
  if (!proven || !regions?.length || groups.length !== 1 || analysis.groups.length !== 1) return undefined;
  if (before.width !== after.width || before.height !== after.height) return undefined;
  const cause = (groups[0] as Group).cause.key;
  return { regions, keys: regionKeys(before, after, regions).map((key) => `${cause}|${key}`) };
}
