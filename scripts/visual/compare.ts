/**
 * The one comparison of two screenshots, used by the visual suite, the review page and the test of
 * the suite's own sensitivity.
 *
 * Pixel by pixel, with no colour threshold: a token moved by one unit of one channel is a change.
 * pixelmatch tells the pixels that differ only as anti-aliasing (an edge pixel between colours its
 * neighbours hold) from the rest. Thin text is mostly edge, so a link's colour can change in such
 * pixels alone: they count too. The renderer is pinned (tests/chromium.ts) and draws the same page
 * the same way every time, so there is no allowance: one differing pixel of either kind is a change.
 */
import { createHash } from 'node:crypto';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { decodePng, encodeIndexed, encodePng } from './png.ts';

export { decodePng, encodePng };

/** A rectangle of an image, in CSS pixels from its top-left corner. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Comparison {
  /** Not one pixel differs: the image matches its baseline. */
  same: boolean;
  /** The two images are not the same size. */
  sizeChanged: boolean;
  /** Pixels that differ, counting every pixel one image has and the other lacks. */
  diffPixels: number;
  /** Pixels that differ only as anti-aliasing. */
  aaPixels: number;
  /** Where the differences are: one box per cluster of differing pixels, top to bottom. */
  regions: Region[];
  /**
   * What changed, wherever it sits: the same change on two pages (the same footer word, say) has
   * the same signature, so the review can show it as one decision.
   */
  signature: string;
  /** The baseline faded, with the differing pixels in red: for the review page. */
  diff?: Buffer;
  /** Crops of the baseline, the new image and the difference around the first regions. */
  zooms?: Buffer[][];
}

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

/** The image drawn on a canvas of the given size, transparent where it does not reach. */
function onCanvas(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

/** Rows of an image, from `top` up to (not including) `bottom`. */
export interface Rows {
  top: number;
  bottom: number;
}

/**
 * Row spans in order, with those less than `gap` rows apart joined: one shot of the joined span
 * costs less than two shots of its parts.
 */
export function joinRows(spans: Rows[], height: number, gap = 64): Rows[] {
  const joined: Rows[] = [];
  for (const span of [...spans].sort((a, b) => a.top - b.top)) {
    const top = Math.max(0, span.top);
    const bottom = Math.min(height, span.bottom);
    if (bottom <= top) continue;
    const last = joined.at(-1);
    if (last && top - last.bottom < gap) last.bottom = Math.max(last.bottom, bottom);
    else joined.push({ top, bottom });
  }
  return joined;
}

/** The rows in which two images of one size differ by a byte, joined as joinRows joins them. */
export function differingRows(a: PNG, b: PNG): Rows[] {
  if (a.width !== b.width || a.height !== b.height) throw new Error('The images differ in size');
  const stride = a.width * 4;
  const spans: Rows[] = [];
  for (let y = 0; y < a.height; y++) {
    const start = y * stride;
    if (a.data.compare(b.data, start, start + stride, start, start + stride) !== 0)
      spans.push({ top: y, bottom: y + 1 });
  }
  return joinRows(spans, a.height);
}

/** Side of the square tiles in which differing pixels are gathered into regions. */
const TILE = 16;

/**
 * Clusters differing pixels: tiles that hold one and touch (corners too) form one region, bounded
 * tightly by its pixels. A changed word is one region; the same word changed in the header and the
 * footer is two.
 */
export function findRegions(
  mask: Uint8Array,
  width: number,
  height: number,
  within: Rows[] = [{ top: 0, bottom: height }],
): Region[] {
  const cols = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  // Each tile's box around its pixels, and the tiles in the order their first pixel was met.
  const left = new Int32Array(cols * rows);
  const top = new Int32Array(cols * rows);
  const right = new Int32Array(cols * rows).fill(-1);
  const bottom = new Int32Array(cols * rows);
  const met: number[] = [];
  for (const { top: from, bottom: to } of within)
    for (let y = from; y < to; y++) {
      const row = Math.floor(y / TILE) * cols;
      for (let x = 0, p = y * width; x < width; x++, p++) {
        if (!mask[p]) continue;
        const tile = row + Math.floor(x / TILE);
        if ((right[tile] as number) < 0) {
          met.push(tile);
          left[tile] = x;
          top[tile] = y;
          right[tile] = x;
          bottom[tile] = y;
        } else {
          if (x < (left[tile] as number)) left[tile] = x;
          if (x > (right[tile] as number)) right[tile] = x;
          if (y > (bottom[tile] as number)) bottom[tile] = y;
        }
      }
    }
  const seen = new Uint8Array(cols * rows);
  const regions: Region[] = [];
  for (const start of met) {
    if (seen[start]) continue;
    seen[start] = 1;
    const stack = [start];
    let x = Infinity;
    let y = Infinity;
    let r = -1;
    let b = -1;
    while (stack.length) {
      const tile = stack.pop() as number;
      x = Math.min(x, left[tile] as number);
      y = Math.min(y, top[tile] as number);
      r = Math.max(r, right[tile] as number);
      b = Math.max(b, bottom[tile] as number);
      const row = Math.floor(tile / cols);
      const col = tile % cols;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nr = row + dy;
          const nc = col + dx;
          if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
          const next = nr * cols + nc;
          if ((right[next] as number) >= 0 && !seen[next]) {
            seen[next] = 1;
            stack.push(next);
          }
        }
      }
    }
    regions.push({ x, y, width: r - x + 1, height: b - y + 1 });
  }
  return regions.sort((a, b) => a.y - b.y || a.x - b.x);
}

function crop(image: PNG, region: Region): Buffer {
  const rows: Buffer[] = [];
  for (let y = region.y; y < region.y + region.height; y++) {
    const start = (y * image.width + region.x) * 4;
    rows.push(image.data.subarray(start, start + region.width * 4));
  }
  return Buffer.concat(rows);
}

/**
 * What the regions hold in both images, wherever they sit: equal for the same change on two pages.
 * Both images must have the regions' size (onCanvas).
 */
export function regionSignature(a: PNG, b: PNG, regions: Region[]): string {
  return sha256(regionKeys(a, b, regions).sort().join('|')).slice(0, 12);
}

/** Each region by what it holds in both images, wherever it sits (regionSignature's parts). */
export const regionKeys = (a: PNG, b: PNG, regions: Region[]): string[] =>
  regions.map((r) => `${r.width}x${r.height}:${sha256(crop(a, r))}:${sha256(crop(b, r))}`);

/** The image drawn on a canvas of the given size, transparent where it does not reach. */
export const onCanvasOf = (image: PNG, width: number, height: number) => onCanvas(image, width, height);

/** Compares a new screenshot with its baseline (both PNG files' bytes). */
export function compareImages(baseline: Buffer, actual: Buffer, options: CompareOptions = {}): Comparison {
  if (baseline.equals(actual))
    return { same: true, sizeChanged: false, diffPixels: 0, aaPixels: 0, regions: [], signature: '' };
  return comparePixels(decodePng(baseline), decodePng(actual), options);
}

export interface CompareOptions {
  /** Draw the difference (Comparison.diff) and crops around the first regions (Comparison.zooms). */
  diff?: boolean;
  zoomedRegions?: number;
}

const RED = [255, 0, 0] as const;
const YELLOW = [255, 255, 0] as const;
/** Red and yellow as the low three bytes of a pixel's 32-bit word. */
const RED_WORD = 0x0000ff;
const YELLOW_WORD = 0x00ffff;

/**
 * The difference image's colours: the baseline faded to grey (pixelmatch's fade keeps every grey
 * between 216 and 255, so forty of them), then red and yellow. One byte a pixel indexes them.
 */
const FADE = 0.15;
const LIGHTEST = 216;
const GREYS = 256 - LIGHTEST;
const RED_INDEX = GREYS;
const YELLOW_INDEX = GREYS + 1;
const PALETTE: [number, number, number, number][] = [
  ...Array.from({ length: GREYS }, (_, i): [number, number, number, number] => [
    LIGHTEST + i,
    LIGHTEST + i,
    LIGHTEST + i,
    255,
  ]),
  [...RED, 255],
  [...YELLOW, 255],
];

/**
 * Every pixel of the image faded to grey as pixelmatch fades what did not change, as palette indices.
 * A pixel the same as the one before it (most of a page's background) takes its grey again.
 */
function fadedIndices(image: PNG): Uint8Array {
  const { data } = image;
  const out = new Uint8Array(image.width * image.height);
  const words = new Uint32Array(data.buffer, data.byteOffset, out.length);
  let last = -1;
  let grey = 0;
  for (let p = 0, i = 0; p < out.length; p++, i += 4) {
    const word = words[p] as number;
    if (word !== last) {
      const y =
        (data[i] as number) * 0.29889531 +
        (data[i + 1] as number) * 0.58662247 +
        (data[i + 2] as number) * 0.11448223;
      grey = Math.trunc(255 + (y - 255) * FADE * ((data[i + 3] as number) / 255)) - LIGHTEST;
      last = word;
    }
    out[p] = grey;
  }
  return out;
}

/**
 * Rows that pixelmatch reads around a pixel it judges: its neighbours, and theirs (whether an edge
 * pixel has many siblings). A band judged with this many rows of its image above and below it comes
 * out as it would in the whole image.
 */
const CONTEXT = 2;

/**
 * Compares two decoded images. Only the rows in which they differ are judged pixel by pixel (every
 * row where they are the same size: the rest are byte for byte the same); the difference image shows
 * the rest faded.
 */
export function comparePixels(before: PNG, after: PNG, options: CompareOptions = {}): Comparison {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const sizeChanged = before.width !== after.width || before.height !== after.height;
  const a = onCanvas(before, width, height);
  const b = onCanvas(after, width, height);
  const bands = sizeChanged ? [{ top: 0, bottom: height }] : differingRows(a, b);
  const none = { same: !sizeChanged, sizeChanged, diffPixels: 0, aaPixels: 0, regions: [], signature: '' };
  if (!bands.length) return none;
  // 0 where the same, else the palette's red (a change) or yellow (a change of anti-aliasing only).
  const marks = new Uint8Array(width * height);
  const narrow = Math.min(before.width, after.width);
  const short = Math.min(before.height, after.height);
  const stride = width * 4;
  let diffPixels = 0;
  let aaPixels = 0;
  for (const { top, bottom } of bands) {
    const from = Math.max(0, top - CONTEXT);
    const to = Math.min(height, bottom + CONTEXT);
    // pixelmatch draws differences in red and differences of anti-aliasing only in yellow.
    const drawn = new Uint8Array((to - from) * stride);
    pixelmatch(
      a.data.subarray(from * stride, to * stride),
      b.data.subarray(from * stride, to * stride),
      drawn,
      width,
      to - from,
      {
        threshold: 0,
        includeAA: false,
        alpha: FADE,
        diffColor: [...RED],
        aaColor: [...YELLOW],
      },
    );
    // pixelmatch's colours as 32-bit words (red, green, blue, alpha in memory, as Node runs).
    const marked = new Uint32Array(drawn.buffer, drawn.byteOffset, drawn.length / 4);
    for (let y = top; y < bottom; y++) {
      for (let x = 0, p = y * width, i = (y - from) * width; x < width; x++, p++, i++) {
        const word = marked[i] as number;
        if (x >= narrow || y >= short) {
          // Pixels one image has and the other lacks differ, whatever they hold.
          marks[p] = RED_INDEX;
          diffPixels++;
        } else if ((word & 0xffffff) === RED_WORD) {
          marks[p] = RED_INDEX;
          diffPixels++;
        } else if ((word & 0xffffff) === YELLOW_WORD) {
          marks[p] = YELLOW_INDEX;
          aaPixels++;
        }
      }
    }
  }
  if (!sizeChanged && diffPixels === 0 && aaPixels === 0) return none;
  const regions = findRegions(marks, width, height, bands);
  const signature = regionSignature(a, b, regions);
  const found = { same: false, sizeChanged, diffPixels, aaPixels, regions, signature };
  if (!options.diff) return found;
  const drawn = fadedIndices(a);
  for (const { top, bottom } of bands)
    for (let p = top * width; p < bottom * width; p++) if (marks[p]) drawn[p] = marks[p] as number;
  const diff = encodeIndexed(drawn, width, height, PALETTE);
  const zooms = regions.slice(0, options.zoomedRegions ?? 3).map((region) => {
    const area = padRegion(region, width, height);
    return [cropOf(a, area), cropOf(b, area), paletteCrop(drawn, width, area)].map(encodePng);
  });
  return { ...found, diff, zooms };
}

/** The palette's colours as 32-bit words, one a pixel (little-endian, as Node runs). */
const PALETTE_WORDS = Uint32Array.from(
  PALETTE,
  ([r, g, b, a]) => (r | (g << 8) | (b << 16) | (a << 24)) >>> 0,
);

/** A rectangle of a palette image as an image of its own, in its colours. */
function paletteCrop(indices: Uint8Array, width: number, area: Region): PNG {
  const out = new PNG({ width: area.width, height: area.height });
  const words = new Uint32Array(out.data.buffer, out.data.byteOffset, area.width * area.height);
  for (let y = 0; y < area.height; y++)
    for (let x = 0; x < area.width; x++)
      words[y * area.width + x] = PALETTE_WORDS[
        indices[(area.y + y) * width + area.x + x] as number
      ] as number;
  return out;
}

/** The region with a margin, kept inside the image. */
export function padRegion(region: Region, width: number, height: number, margin = 24): Region {
  const x = Math.max(0, region.x - margin);
  const y = Math.max(0, region.y - margin);
  return {
    x,
    y,
    width: Math.min(width, region.x + region.width + margin) - x,
    height: Math.min(height, region.y + region.height + margin) - y,
  };
}

/** A rectangle of an image as an image of its own. */
function cropOf(image: PNG, region: Region): PNG {
  const out = new PNG({ width: region.width, height: region.height });
  PNG.bitblt(image, out, region.x, region.y, region.width, region.height, 0, 0);
  return out;
}
