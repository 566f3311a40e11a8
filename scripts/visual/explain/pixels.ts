/**
 * What two images say pixel by pixel: which pixels differ, whether a change of colour is a blend of
 * one colour turned into another, and what the pixels alone show with no drawing (a colour
 * substitution, a shift, a new size).
 */
import type { PNG } from 'pngjs';
import { differingRows } from '../compare.ts';
import { wordsOf } from '../png.ts';

export type Rgb = [number, number, number];

export const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

export const rgbAt = (png: PNG, x: number, y: number): Rgb => {
  const i = (y * png.width + x) * 4;
  return [png.data[i] as number, png.data[i + 1] as number, png.data[i + 2] as number];
};

const inside = (png: PNG, x: number, y: number) => x >= 0 && y >= 0 && x < png.width && y < png.height;

/** The same pixel, exactly, at a place in each image. */
export const samePixel = (a: PNG, ax: number, ay: number, b: PNG, bx: number, by: number) =>
  inside(a, ax, ay) &&
  inside(b, bx, by) &&
  a.data.readUInt32BE((ay * a.width + ax) * 4) === b.data.readUInt32BE((by * b.width + bx) * 4);

/**
 * The same pixel within two units a channel: content that moved is drawn again at its new place, and
 * the rim of a curve can come out a unit apart.
 */
export function nearPixel(a: PNG, ax: number, ay: number, b: PNG, bx: number, by: number): boolean {
  if (!inside(a, ax, ay) || !inside(b, bx, by)) return false;
  const i = (ay * a.width + ax) * 4;
  const j = (by * b.width + bx) * 4;
  return [0, 1, 2].every((c) => Math.abs((a.data[i + c] as number) - (b.data[j + c] as number)) <= 2);
}

export interface Difference {
  /** The larger of the two sizes. */
  width: number;
  height: number;
  count: number;
  /** Where the differing pixels are (`y * width + x`), in order: what the loops over them walk. */
  at: Int32Array;
}

/**
 * The pixels that differ between two images of any size. Where they are one size, only the rows that
 * differ by a byte are looked at, a word a pixel: once to count, once to write down where.
 */
export function differing(before: PNG, after: PNG): Difference {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  if (before.width !== after.width || before.height !== after.height) {
    const at: number[] = [];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (!samePixel(before, x, y, after, x, y)) at.push(y * width + x);
    return { width, height, count: at.length, at: Int32Array.from(at) };
  }
  const a = wordsOf(before);
  const b = wordsOf(after);
  const rows = differingRows(before, after);
  let count = 0;
  for (const { top, bottom } of rows)
    for (let p = top * width, end = bottom * width; p < end; p++) if (a[p] !== b[p]) count++;
  const at = new Int32Array(count);
  let n = 0;
  for (const { top, bottom } of rows)
    for (let p = top * width, end = bottom * width; p < end; p++) if (a[p] !== b[p]) at[n++] = p;
  return { width, height, count, at };
}

const minus = (a: Rgb, b: Rgb): Rgb => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Rgb, b: Rgb) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Does the change from `o` to `n` come from turning A into B, alone or blended with what lies
 * beneath? Returns the pairs it takes (one, or two for a pixel where two changed colours meet).
 */
export function blendOf(o: Rgb, n: Rgb, pairs: [Rgb, Rgb][]): number[] {
  const change = minus(n, o);
  const tolerance = 3;
  const close = (fit: Rgb) =>
    [0, 1, 2].every((c) => Math.abs((change[c] as number) - (fit[c] as number)) <= tolerance);
  const steps = pairs.map(([a, b]) => minus(b, a));
  for (let k = 0; k < steps.length; k++) {
    const d = steps[k] as Rgb;
    const dd = dot(d, d);
    if (!dd) continue;
    const t = dot(change, d) / dd;
    if (t >= -0.02 && t <= 1.02 && close([t * d[0], t * d[1], t * d[2]])) return [k];
  }
  // Two changed colours in one pixel: a pink edge on a pink tint, say.
  for (let k = 0; k < steps.length; k++)
    for (let l = k + 1; l < steps.length; l++) {
      const u = steps[k] as Rgb;
      const v = steps[l] as Rgb;
      const uu = dot(u, u);
      const vv = dot(v, v);
      const uv = dot(u, v);
      const det = uu * vv - uv * uv;
      if (Math.abs(det) < 1e-6) continue;
      const s = (dot(change, u) * vv - dot(change, v) * uv) / det;
      const t = (dot(change, v) * uu - dot(change, u) * uv) / det;
      if (s < -0.02 || t < -0.02 || s + t > 1.04) continue;
      if (close([s * u[0] + t * v[0], s * u[1] + t * v[1], s * u[2] + t * v[2]])) return [k, l];
    }
  return [];
}

/** A pixel's word (wordsOf) as its colour, `0xRRGGBB`. */
const rgbOfWord = (word: number) => ((word & 0xff) << 16) | (word & 0xff00) | ((word >>> 16) & 0xff);

/** What the pixels alone say: a colour turned into another, everything shifted, a new size. */
export function pixelEvidence(
  before: PNG,
  after: PNG,
  diff = differing(before, after),
): { evidence: string[]; pairs: [Rgb, Rgb][] } {
  const evidence: string[] = [];
  const sameSize = before.width === after.width && before.height === after.height;
  if (!sameSize) evidence.push(`size ${before.width}×${before.height} → ${after.width}×${after.height}`);
  const { width, count } = diff;
  if (!count) return { evidence, pairs: [] };
  const old = wordsOf(before);
  const now = wordsOf(after);
  // Each differing pixel in both images as its (old, new) colours, `old * 2^24 + new`; -1 where it
  // is in one image only.
  const pairOf = (p: number) => {
    const x = p % width;
    const y = (p - x) / width;
    if (x >= before.width || y >= before.height || x >= after.width || y >= after.height) return -1;
    return (
      rgbOfWord(old[y * before.width + x] as number) * 0x1000000 +
      rgbOfWord(now[y * after.width + x] as number)
    );
  };
  // The most common exact (old, new) pairs among the differing pixels, tried as a substitution. A
  // pixel is mostly the same pair as the one before it: a run is counted once it ends.
  const counts = new Map<number, number>();
  let last = -1;
  let run = 0;
  const flush = () => {
    if (run) counts.set(last, (counts.get(last) ?? 0) + run);
  };
  for (const p of diff.at) {
    const key = pairOf(p);
    if (key < 0) continue;
    if (key === last) {
      run++;
      continue;
    }
    flush();
    last = key;
    run = 1;
  }
  flush();
  const split = (n: number): Rgb => [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const pairs = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .filter(([, n]) => n >= 8)
    .map(([key]) => [split(Math.floor(key / 0x1000000)), split(key % 0x1000000)] as [Rgb, Rgb]);
  if (pairs.length && sameSize) {
    // Each (old, new) pair is judged once.
    const blends = new Set<number>();
    let all = true;
    for (const p of diff.at) {
      const key = pairOf(p);
      if (blends.has(key)) continue;
      if (!blendOf(split(Math.floor(key / 0x1000000)), split(key % 0x1000000), pairs).length) {
        all = false;
        break;
      }
      blends.add(key);
    }
    const turned = pairs.map(([a, b]) => `${hex(a)} → ${hex(b)}`).join(', ');
    if (all) evidence.push(`every differing pixel is ${turned} or a blend of it: a pure colour substitution`);
  }
  // A shift: from the first differing row down, the new image shows the old one moved up or down.
  const firstRow = Math.floor((diff.at[0] as number) / width);
  const tries = [
    after.height - before.height,
    ...Array.from({ length: 16 }, (_, i) => (i % 2 ? -1 : 1) * Math.ceil((i + 1) / 2)),
  ];
  const shownMoved = (dy: number) => {
    for (const p of diff.at) {
      const x = p % width;
      const y = (p - x) / width;
      if (x >= after.width || y >= after.height) continue;
      const from = y - dy;
      if (x >= before.width || from < 0 || from >= before.height) return false;
      if (now[y * after.width + x] !== old[from * before.width + x]) return false;
    }
    return true;
  };
  for (const dy of tries) {
    if (!dy || !shownMoved(dy)) continue;
    evidence.push(
      `everything from y ${firstRow} down moved ${dy > 0 ? 'down' : 'up'} ${Math.abs(dy)} px: a pure shift`,
    );
    break;
  }
  return { evidence, pairs };
}
