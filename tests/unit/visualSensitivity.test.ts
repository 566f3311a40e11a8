// @vitest-environment node
/**
 * The visual comparison catches what a designer changes, and only where it shows. Real baselines are
 * edited as a designer's change would move their pixels (a token shade, a word, an icon, a border, a
 * spacing step), on one host or at one width only; each edited image must fail, every other image
 * must pass. tests/e2e/visualChain.spec.ts makes one such change in the browser, for the whole chain.
 */
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  compareImages,
  comparePixels,
  decodePng,
  differingRows,
  encodePng,
  joinRows,
} from '../../scripts/visual/compare';
import { baselinePath } from '../../scripts/visual/record';
import { roles } from '../../theme/semantic';
import { neutral, pink } from '../../theme/primitives';
import { copy, findDetail, recolour, rgb, turnBlock, type Edit } from '../support/visualEdits';

const load = (image: string) => readFileSync(baselinePath(image));
const decoded = new Map<string, PNG>();
/** Each baseline decoded once: the edits work on copies. */
const pixels = (image: string) => {
  if (!decoded.has(image)) decoded.set(image, decodePng(load(image)));
  return decoded.get(image) as PNG;
};

/** Every pixel of one colour moved to another: a token changed. Fails the test if none was there. */

/** A token's shade moved by a few units of red, as "one step darker but still AA" would be. */
const brandShade = recolour(pink[600], [rgb(pink[600])[0] - 4, rgb(pink[600])[1], rgb(pink[600])[2]]);

/** A word: the first 36 × 12 px of detail below the header, turned around. */
const word = turnBlock(36, 12, () => 120);
/** An icon: a 20 px square of the footer, drawn upside down and mirrored. */
const icon = turnBlock(20, 20, (png) => png.height - 260);

/** A border a step stronger: the divider's colour moved to the next grey. */
const border = recolour(roles.border.subtle, rgb(neutral[300]));

/** A spacing step: everything below the middle moved down by one pixel. */
const spacing: Edit = (png) => {
  const out = new PNG({ width: png.width, height: png.height + 1 });
  const middle = Math.floor(png.height / 2);
  const row = png.width * 4;
  png.data.copy(out.data, 0, 0, (middle + 1) * row);
  png.data.copy(out.data, (middle + 1) * row, middle * row);
  return out;
};

const edits: Record<string, Edit> = { 'a token shade': brandShade, 'a word': word, 'an icon': icon, spacing };

/** Each page of both hosts at both widths (the home pages, where the brand pink shows). */
const pages = [
  'pages/main/root-mobile.png',
  'pages/main/root-desktop.png',
  'pages/community/root-mobile.png',
  'pages/community/root-desktop.png',
];

/** Compares each image with its edited form, where the edit applies, and with an untouched copy elsewhere. */
function verdicts(images: string[], edit: Edit, applies: (image: string) => boolean) {
  return images.map((image) => {
    const original = pixels(image);
    const candidate = applies(image) ? edit(original) : copy(original);
    return { image, fails: !comparePixels(original, candidate).same };
  });
}

describe('the visual comparison', () => {
  for (const [name, edit] of Object.entries(edits)) {
    it(`fails an image with ${name}, on each host and width`, () => {
      for (const { image, fails } of verdicts(pages, edit, () => true)) expect(fails, image).toBe(true);
    });
  }

  it('fails a border a step stronger, and only there', () => {
    const images = [
      'stories/components-featurecard--default-desktop.png',
      'stories/components-backlink--default-desktop.png',
    ];
    expect(verdicts(images, border, (image) => image.includes('featurecard'))).toEqual([
      { image: images[0], fails: true },
      { image: images[1], fails: false },
    ]);
  });

  it('fails a change on one host only where that host shows', () => {
    const result = verdicts(pages, brandShade, (image) => image.startsWith('pages/community/'));
    expect(result.map((r) => r.fails)).toEqual([false, false, true, true]);
  });

  it('fails a change at one width only where that width shows', () => {
    const result = verdicts(pages, word, (image) => image.endsWith('-mobile.png'));
    expect(result.map((r) => r.fails)).toEqual([true, false, true, false]);
  });

  it('passes an image whose pixels are the same, whatever its bytes', () => {
    const bytes = load('pages/main/root-mobile.png');
    const rewritten = encodePng(decodePng(bytes));
    expect(rewritten.equals(bytes)).toBe(false);
    expect(compareImages(bytes, rewritten).same).toBe(true);
  });

  it('gives the same change in the same place of two pages one signature, and another change another', () => {
    const footerWord = turnBlock(36, 12, (png) => png.height - 90);
    const signature = (image: string, edit: Edit) =>
      comparePixels(pixels(image), edit(pixels(image))).signature;
    const about = signature('pages/main/about-desktop.png', footerWord);
    expect(about).not.toBe('');
    // Two pages whose footers sit on the same sub-pixel offset, so its words are drawn alike.
    expect(signature('pages/main/podcast-desktop.png', footerWord)).toBe(about);
    expect(signature('pages/main/podcast-desktop.png', word)).not.toBe(about);
  });

  it('finds where a change is, one region per cluster', () => {
    const original = pixels('pages/main/root-desktop.png');
    const result = comparePixels(original, icon(word(original)));
    expect(result.regions).toHaveLength(2);
    const ink = findDetail(original, 120, 36, 12);
    const first = result.regions[0];
    expect(first && Math.abs(first.x - ink.x) <= 36 && Math.abs(first.y - ink.y) <= 12).toBe(true);
  });

  it('names the rows a change is in, for shooting those rows again', () => {
    const original = pixels('pages/main/root-desktop.png');
    const edited = icon(word(original));
    const rows = differingRows(original, edited);
    // The word and the icon, far apart: two spans, each holding every row of its region.
    expect(rows).toHaveLength(2);
    for (const region of comparePixels(original, edited).regions)
      expect(
        rows.some((span) => span.top <= region.y && region.y + region.height <= span.bottom),
        `rows ${region.y}–${region.y + region.height} are named`,
      ).toBe(true);
    // Every other row is the same, byte for byte.
    const stride = original.width * 4;
    for (let y = 0; y < original.height; y++) {
      if (rows.some((span) => span.top <= y && y < span.bottom)) continue;
      expect(
        original.data
          .subarray(y * stride, (y + 1) * stride)
          .equals(edited.data.subarray(y * stride, (y + 1) * stride)),
      ).toBe(true);
    }
    expect(differingRows(original, copy(original))).toEqual([]);
  });

  it('joins spans of rows that are close, within the image', () => {
    const spans = [
      { top: 100, bottom: 110 },
      { top: -4, bottom: 3 },
      { top: 150, bottom: 160 },
      { top: 400, bottom: 900 },
    ];
    expect(joinRows(spans, 500)).toEqual([
      { top: 0, bottom: 3 },
      { top: 100, bottom: 160 },
      { top: 400, bottom: 500 },
    ]);
  });
});
