/**
 * What two images say pixel by pixel: which pixels differ, whether a change of colour is a blend of
 * one colour turned into another, and what the pixels alone show with no drawing (a colour
 * substitution, a shift, a new size).
 */
import type { PNG } from 'pngjs';
import { differingRows } from '../compare.ts';

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
  at: number[];
}

/**
 * The pixels that differ between two images of any size. Where they are one size, only the rows that
 * differ by a byte are looked at pixel by pixel.
 */
export function differing(before: PNG, after: PNG): Difference {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const at: number[] = [];
  const sameSize = before.width === after.width && before.height === after.height;
  const rows = sameSize ? differingRows(before, after) : [{ top: 0, bottom: height }];
  for (const { top, bottom } of rows)
    for (let y = top; y < bottom; y++)
      for (let x = 0; x < width; x++) if (!samePixel(before, x, y, after, x, y)) at.push(y * width + x);
  return { width, height, count: at.length, at };
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
  const inBoth = (x: number, y: number) => inside(before, x, y) && inside(after, x, y);
  // The most common exact (old, new) pairs among the differing pixels, tried as a substitution.
  const counts = new Map<number, number>();
  const rgbOf = (png: PNG, x: number, y: number) => png.data.readUInt32BE((y * png.width + x) * 4) >>> 8;
  for (const p of diff.at) {
    const x = p % width;
    const y = Math.floor(p / width);
    if (!inBoth(x, y)) continue;
    const key = rgbOf(before, x, y) * 0x1000000 + rgbOf(after, x, y);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const split = (n: number): Rgb => [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const pairs = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .filter(([, n]) => n >= 8)
    .map(([key]) => [split(Math.floor(key / 0x1000000)), split(key % 0x1000000)] as [Rgb, Rgb]);
  if (pairs.length && sameSize) {
    let all = true;
    for (const p of diff.at) {
      if (!all) break;
      const x = p % width;
      const y = Math.floor(p / width);
      if (!blendOf(rgbAt(before, x, y), rgbAt(after, x, y), pairs).length) all = false;
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
  for (const dy of tries) {
    if (!dy) continue;
    const all = diff.at.every((p) => {
      const x = p % width;
      const y = Math.floor(p / width);
      return x >= after.width || y >= after.height || samePixel(after, x, y, before, x, y - dy);
    });
    if (all) {
      evidence.push(
        `everything from y ${firstRow} down moved ${dy > 0 ? 'down' : 'up'} ${Math.abs(dy)} px: a pure shift`,
      );
      break;
    }
  }
  return { evidence, pairs };
}
