/**
 * Stage 3, prove pixels: each differing pixel is given to the causes that account for it, and only
 * with proof. Two proofs:
 *
 * - **Undone in the page.** Where the page that was shot is still open, every cause that can be put
 *   back is put back and the page shot again. A pixel that comes back to the baseline's is
 *   explained, and it belongs to the causes that, put back one at a time, change it. This is how
 *   the pinned renderer itself draws the old value: text edges, reflowed lines, sub-pixel moves and
 *   resampled pictures prove as exactly as a flat fill.
 * - **Read from the drawings** (for what the page no longer has: an element taken away, an icon's
 *   old shape; and where no page is open): a colour accounts for pixels inside the elements that
 *   wear it that are the old colour, or a blend of it, turned into the new one; an element's own
 *   change accounts for its box; what only moved accounts for a pixel where the new image shows what
 *   the baseline showed one move away.
 *
 * A pixel neither proof gives to a cause is left over: an unexplained change.
 */
import type { PNG } from 'pngjs';
import type { Node } from './align.ts';
import type { Box, CauseName, Found } from './causes.ts';
import { blendOf, nearPixel, rgbAt, samePixel, type Difference, type Rgb } from './pixels.ts';
import type { Undo } from './undo.ts';

/** A cause with everything that shows it in one image. */
export interface Group {
  cause: CauseName;
  found: Found[];
  pairs: [Rgb, Rgb][];
  layout: boolean;
  /** The first place in the new drawing's order where it shows: what follows may have moved by it. */
  order: number;
  /** How to put it back: every element's undo; empty where one of them has none. */
  undos: Undo[];
  pixels: number;
}

/** One group a cause, however many elements show it. */
export function groupCauses(found: Found[]): Group[] {
  const byKey = new Map<string, Group>();
  const undoable = new Map<string, boolean>();
  for (const f of found) {
    let group = byKey.get(f.cause.key);
    if (!group) {
      group = { cause: f.cause, found: [], pairs: [], layout: false, order: Infinity, undos: [], pixels: 0 };
      byKey.set(f.cause.key, group);
      undoable.set(f.cause.key, true);
    }
    group.found.push(f);
    for (const pair of f.pairs ?? [])
      if (!group.pairs.some(([a, b]) => a.join() === pair[0].join() && b.join() === pair[1].join()))
        group.pairs.push(pair);
    group.layout ||= f.layout;
    group.order = Math.min(group.order, f.order ?? f.node.index);
    if (f.undo) group.undos.push(f.undo);
    else undoable.set(f.cause.key, false);
  }
  const groups = [...byKey.values()];
  for (const group of groups) if (!undoable.get(group.cause.key)) group.undos = [];
  return withSilentInLayout(groups);
}

/**
 * An added element that paints nothing is no cause of its own where a layout cause moved the page
 * (a reflow made room for one more empty box): it is put back with each layout cause instead.
 */
function withSilentInLayout(groups: Group[]): Group[] {
  const silent = (g: Group) => g.found.every((f) => f.silent);
  const layout = groups.filter((g) => g.layout && !silent(g) && g.undos.length);
  if (!layout.length) return groups;
  const joining = groups.filter(silent);
  const undos = joining.flatMap((g) => g.undos);
  for (const group of layout) group.undos.push(...undos);
  return groups.filter((g) => !joining.includes(g));
}

/** The new page shot with causes put back: all at once, and each alone where there are several. */
export interface Undone {
  /** The groups put back in the page. */
  groups: Group[];
  /** Every one of them put back. */
  all: PNG;
  /** By group: that group alone put back (only where more than one group was). */
  each: Map<Group, PNG>;
  /** Groups whose undo the page could not apply: they are proven from the drawings. */
  failed: Set<Group>;
  /** What the browser drew before anything was put back, where it may differ from the image judged. */
  drawn?: PNG;
  /** The boxes of the words inside what was put back, each judged as a box of its own (prove.ts). */
  words?: Box[];
}

interface Images {
  before: PNG;
  after: PNG;
  diff: Difference;
}

type Span = {
  top: number;
  bottom: number;
  left: number;
  right: number;
  kind: 'colour' | 'box' | 'picture' | 'mover';
  group?: Group;
  /** For what moved: the end of its part of the drawing, and whether its text may rewrap. */
  end: number;
  whole: boolean;
};

interface Moved {
  node: Node;
  delta: [number, number];
  before: Box;
  after: Box;
  resized: boolean;
}

/** Elements whose box changed with nothing of their own that changed. */
function movedElements(now: Node[], match: Map<number, Node>, caused: Set<number>): Moved[] {
  const out: Moved[] = [];
  for (const node of now) {
    const was = match.get(node.index);
    if (!was || caused.has(node.index)) continue;
    const [x0, y0, w0, h0] = was.element[2];
    const [x1, y1, w1, h1] = node.element[2];
    if (x0 === x1 && y0 === y1 && w0 === w1 && h0 === h1) continue;
    out.push({
      node,
      delta: [Math.round(x1 - x0), Math.round(y1 - y0)],
      before: was.element[2],
      after: node.element[2],
      resized: Math.round(w0) !== Math.round(w1) || Math.round(h0) !== Math.round(h1),
    });
  }
  return out;
}

const span = (box: Box, kind: Span['kind'], group?: Group, end = 0, whole = false): Span => {
  const [x, y, w, h] = box;
  return {
    top: Math.floor(y),
    bottom: Math.ceil(y + h),
    left: Math.floor(x),
    right: Math.ceil(x + w),
    kind,
    ...(group ? { group } : {}),
    end,
    whole,
  };
};
const grow = ([x, y, w, h]: Box, by: number): Box => [x - by, y - by, w + 2 * by, h + 2 * by];

/** Where each group paints, and what moved with no cause of its own, by row band. */
function spansOf(groups: Group[], tree: { now: Node[]; match: Map<number, Node> }) {
  const spans: Span[] = [];
  for (const group of groups)
    for (const f of group.found)
      for (const box of f.boxes)
        spans.push(span(box, f.pairs ? 'colour' : f.cause.kind === 'picture' ? 'picture' : 'box', group));
  // What moved, given to the layout causes before it or inside it.
  const layout = groups.filter((g) => g.layout);
  const caused = new Set(
    groups.flatMap((g) =>
      g.found.filter((f) => f.boxes.length && f.cause.kind !== 'removed').map((f) => f.node.index),
    ),
  );
  const moved = layout.length ? movedElements(tree.now, tree.match, caused) : [];
  const deltas = new Map<string, [number, number]>();
  for (const m of moved) {
    // Text that rewraps in a box of another width is the move's doing, too.
    const rewraps = m.resized && Boolean(m.node.element[4]);
    for (const box of [m.after, m.before])
      spans.push(span(grow(box, 2), 'mover', undefined, m.node.end, rewraps));
    deltas.set(m.delta.join(), m.delta);
    if (!m.resized) continue;
    const dw = Math.round(m.after[2] - m.before[2]);
    const dh = Math.round(m.after[3] - m.before[3]);
    for (const d of [
      [dw, 0],
      [0, dh],
      [dw, dh],
    ] as [number, number][])
      deltas.set(d.join(), d);
  }
  const bands = new Map<number, Span[]>();
  for (const s of spans)
    for (let b = Math.floor(Math.max(0, s.top) / BAND); b * BAND < s.bottom; b++)
      bands.set(b, [...(bands.get(b) ?? []), s]);
  const at = (x: number, y: number) =>
    (bands.get(Math.floor(y / BAND)) ?? []).filter(
      (s) => s.top <= y && y < s.bottom && s.left <= x && x < s.right,
    );
  return { at, layout, deltas: [...deltas.values()] };
}

/** Spans are kept by bands of rows, so a pixel looks only at the boxes that cross its row. */
const BAND = 64;

/**
 * The proof read from the drawings, for these groups: a function that gives the groups that account
 * for one differing pixel, or none.
 */
export function drawingProof(
  groups: Group[],
  images: Images,
  tree: { now: Node[]; match: Map<number, Node> },
): (x: number, y: number) => Group[] {
  const { before, after } = images;
  const { at, layout, deltas } = spansOf(groups, tree);
  const allPairs = groups.flatMap((group) => group.pairs.map((pair) => ({ pair, group })));
  const sizeChanged = before.width !== after.width || before.height !== after.height;
  const blended = (o: Rgb, n: Rgb, candidates: { pair: [Rgb, Rgb]; group: Group }[]) =>
    blendOf(
      o,
      n,
      candidates.map((c) => c.pair),
    ).map((k) => (candidates[k] as (typeof candidates)[number]).group);
  return (x, y) => {
    const here = at(x, y);
    const inBoth = x < before.width && y < before.height && x < after.width && y < after.height;
    const [o, n] = inBoth ? [rgbAt(before, x, y), rgbAt(after, x, y)] : [];
    // A colour's own pixels, and the boxes of what changed of itself.
    const out = new Set<Group>();
    const colours = here.filter((s) => s.kind === 'colour').map((s) => s.group as Group);
    if (o && n && colours.length)
      for (const g of blended(
        o,
        n,
        allPairs.filter((c) => colours.includes(c.group)),
      ))
        out.add(g);
    for (const s of here) if (s.kind === 'box') out.add(s.group as Group);
    if (out.size) return [...out];
    // A picture painted from the same tokens changes by the same colours: those causes first.
    const pictures = here.filter((s) => s.kind === 'picture').map((s) => s.group as Group);
    if (pictures.length) {
      const byColour = o && n ? blended(o, n, allPairs) : [];
      return byColour.length ? byColour : [...new Set(pictures)];
    }
    // What moved: where the new image shows what the baseline showed one move away.
    const movers = here.filter((s) => s.kind === 'mover');
    if (movers.length) {
      const shifted =
        movers.some((s) => s.whole) ||
        deltas.some(([dx, dy]) => nearPixel(after, x, y, before, x - dx, y - dy));
      const end = Math.max(...movers.map((s) => s.end));
      const by = layout.filter((g) => g.order <= end);
      if (shifted && by.length) return by;
    }
    // The rows one image has and the other lacks: the new length of what moved.
    return !inBoth && sizeChanged ? layout : [];
  };
}

/** The four one-pixel steps a box can land away from where the baseline drew it. */
const STEPS: [number, number][] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
];

/**
 * Whether the undone page draws this box whole as the baseline drew it one pixel away. A box put
 * back at the very sub-pixel place it had can still round the other way when its text lands on a
 * half pixel: every pixel of the box, its words and edges and what lies between, is the baseline's
 * one step over. A change of anything in it (one glyph) breaks the match.
 */
function drawnOneStepAway(all: PNG, before: PNG, box: Box): boolean {
  const [left, top] = [Math.max(0, Math.floor(box[0])), Math.max(0, Math.floor(box[1]))];
  const right = Math.min(all.width, before.width, Math.ceil(box[0] + box[2]));
  const bottom = Math.min(all.height, before.height, Math.ceil(box[1] + box[3]));
  return STEPS.some(([dx, dy]) => {
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) if (!samePixel(all, x, y, before, x - dx, y - dy)) return false;
    return true;
  });
}

/** The undone proof: the groups a pixel comes back by, or none. */
export function undoneProof(undone: Undone, images: Images): (x: number, y: number) => Group[] {
  const { before, after } = images;
  const { all, each, drawn, groups } = undone;
  // The boxes of what was put back and of the words inside it, each judged once, when a pixel in it
  // does not come back: a line of words can land on a half pixel and round the other way on its own
  // (a notice's second line, the notice itself where it was).
  const boxes = [...groups.flatMap((g) => g.found.flatMap((f) => f.boxes)), ...(undone.words ?? [])];
  const oneStepAway = new Map<Box, boolean>();
  const inBoxOneStepAway = (x: number, y: number) =>
    boxes.some((box) => {
      const [bx, by, bw, bh] = box;
      if (x < bx || y < by || x >= bx + bw || y >= by + bh) return false;
      if (!oneStepAway.has(box)) oneStepAway.set(box, drawnOneStepAway(all, before, box));
      return oneStepAway.get(box);
    });
  const backToBaseline = (x: number, y: number) => {
    // What the browser drew is the image judged, here: a pixel edited after the shot is no cause's.
    if (drawn && x < after.width && y < after.height && !samePixel(drawn, x, y, after, x, y)) return false;
    const inBefore = x < before.width && y < before.height;
    if (inBefore) return samePixel(all, x, y, before, x, y) || inBoxOneStepAway(x, y);
    // A pixel only the new image has: gone once the causes are put back, if the page is its old size.
    return all.width === before.width && all.height === before.height;
  };
  return (x, y) => {
    if (!backToBaseline(x, y)) return [];
    if (groups.length === 1) return groups;
    // Put back alone, a cause that changes the pixel is one it belongs to; if none does alone, all do.
    const changed = groups.filter((g) => {
      const image = each.get(g);
      return image && !samePixel(image, x, y, after, x, y);
    });
    return changed.length ? changed : groups;
  };
}
