/**
 * Edits of real screenshots that move pixels as a designer's change would, for the tests of the
 * visual comparison and of the review page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { sha256 } from '../../scripts/visual/compare';
import { formatSignoff } from '../../scripts/visual/record';

export type Edit = (png: PNG) => PNG;

export const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

export const copy = (png: PNG) => {
  const out = new PNG({ width: png.width, height: png.height });
  png.data.copy(out.data);
  return out;
};

export const recolour =
  (from: string, to: [number, number, number]): Edit =>
  (png) => {
    const out = copy(png);
    const [r, g, b] = rgb(from);
    let moved = 0;
    for (let i = 0; i < out.data.length; i += 4) {
      if (out.data[i] === r && out.data[i + 1] === g && out.data[i + 2] === b) {
        out.data.set(to, i);
        moved++;
      }
    }
    // The edits start from the signed-off screenshots: after a token changes, they show its old value
    // until the changed images are looked at and approved.
    if (!moved)
      throw new Error(
        `no pixel of ${from} to change: if a token changed, sign off the images it changed first (npm run test:visual, then npm run visual:approve)`,
      );
    return out;
  };

/** A block of detail below `fromY`: one that turned around would look different. */
export function findDetail(png: PNG, fromY: number, w: number, h: number): { x: number; y: number } {
  const same = (x1: number, y1: number, x2: number, y2: number) =>
    png.data.readUInt32BE((y1 * png.width + x1) * 4) === png.data.readUInt32BE((y2 * png.width + x2) * 4);
  for (let y = Math.max(0, fromY); y < png.height - h; y += 4)
    for (let x = 0; x < png.width - w; x += 4) {
      let differing = 0;
      for (let dy = 0; dy < h; dy++)
        for (let dx = 0; dx < w; dx++) if (!same(x + dx, y + dy, x + w - 1 - dx, y + h - 1 - dy)) differing++;
      if (differing > (w * h) / 4) return { x, y };
    }
  throw new Error('no detail found');
}

/** A block turned around in place: letters of a word swapped, or an icon drawn another way. */
export const turnBlock =
  (w: number, h: number, from: (png: PNG) => number): Edit =>
  (png) => {
    const out = copy(png);
    const { x, y } = findDetail(png, from(png), w, h);
    for (let dy = 0; dy < h; dy++)
      for (let dx = 0; dx < w; dx++) {
        const source = ((y + h - 1 - dy) * png.width + (x + w - 1 - dx)) * 4;
        png.data.copy(out.data, ((y + dy) * png.width + x + dx) * 4, source, source + 4);
      }
    return out;
  };

/** A sign-off record approving the baselines in `base` (a fixture's folder) as they are. */
export const approvedRecord = (base: string, images: string[], note: string) =>
  formatSignoff(
    images.map((image) => ({
      image,
      verdict: 'approved',
      before: '-',
      after: sha256(readFileSync(join(base, image))),
      reviewer: 'First Reviewer',
      time: '2026-11-26T07:00:00Z',
      note,
    })),
  );
