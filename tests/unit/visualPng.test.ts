// The suite's own PNG reading and its row-by-row comparison give what the whole-image tools give.
import { readFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePixels, findRegions } from '../../scripts/visual/compare';
import { decodePng, encodeIndexed, encodePng, fastEncoded, sizeOfPng } from '../../scripts/visual/png';
import { differing } from '../../scripts/visual/explain/pixels';
import { baselinePath } from '../../scripts/visual/record';

/** A picture with edges, gradients and flat areas, so that every filter has something to do. */
function painted(width: number, height: number, seed = 1): PNG {
  const png = new PNG({ width, height });
  let state = seed;
  const noise = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % 256;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const stripe = Math.floor(x / 7) % 3 === 0;
      png.data[i] = stripe ? 240 : (x * 3) % 256;
      png.data[i + 1] = y % 11 === 0 ? noise() : (y * 5) % 256;
      png.data[i + 2] = (x + y) % 17 === 0 ? noise() : 128;
      png.data[i + 3] = 255;
    }
  return png;
}

const copy = (png: PNG) => {
  const out = new PNG({ width: png.width, height: png.height });
  png.data.copy(out.data);
  return out;
};

describe('decodePng', () => {
  it('reads every filter of RGB and RGBA files to the bytes pngjs reads', () => {
    const image = painted(61, 37);
    // Small enough for Node's shared buffer pool, which hands out slices at any offset.
    const tiny = PNG.sync.write(painted(3, 2), { colorType: 2, inputHasAlpha: true });
    expect(decodePng(tiny).data.equals(PNG.sync.read(tiny).data)).toBe(true);
    for (const colorType of [2, 6] as const)
      for (const filterType of [0, 1, 2, 3, 4, -1]) {
        const bytes = PNG.sync.write(image, { colorType, filterType, inputHasAlpha: true });
        const ours = decodePng(bytes);
        const theirs = PNG.sync.read(bytes);
        expect([ours.width, ours.height]).toEqual([61, 37]);
        expect(ours.data.equals(theirs.data), `colour type ${colorType}, filter ${filterType}`).toBe(true);
        expect(sizeOfPng(bytes)).toEqual({ width: 61, height: 37 });
      }
  });

  it('reads the screenshots as pngjs does', () => {
    for (const image of ['pages/main/root-desktop.png', 'pages/community/root-mobile.png']) {
      const bytes = readFileSync(baselinePath(image));
      expect(decodePng(bytes).data.equals(PNG.sync.read(bytes).data), image).toBe(true);
    }
  });

  it('hands any other kind of PNG to pngjs', () => {
    const grey = PNG.sync.write(painted(9, 5), { colorType: 0, inputHasAlpha: true });
    expect(decodePng(grey).data.equals(PNG.sync.read(grey).data)).toBe(true);
  });

  it('writes an RGBA image that reads back to the same bytes', () => {
    const image = painted(61, 37, 3);
    // Alpha too, and bytes whose difference wraps past 0 and 255.
    for (let i = 3; i < image.data.length; i += 28) image.data[i] = (i * 13) % 256;
    image.data.set([255, 0, 255, 0, 0, 255, 0, 255], 0);
    const read = PNG.sync.read(encodePng(image));
    expect([read.width, read.height]).toEqual([61, 37]);
    expect(read.data.equals(image.data)).toBe(true);
    expect(decodePng(encodePng(image)).data.equals(image.data)).toBe(true);
  });

  it('tells an image packed for speed from one packed small', () => {
    // Chromium's default screenshot, as the baselines were shot; zlib's fastest level; its default one.
    expect(fastEncoded(readFileSync(baselinePath('pages/main/root-desktop.png')))).toBe(false);
    expect(fastEncoded(encodePng(painted(9, 5)))).toBe(true);
    const small = PNG.sync.write(painted(9, 5), { deflateLevel: 6, deflateStrategy: 0 });
    expect(fastEncoded(small)).toBe(false);
  });

  it('writes an indexed image that reads back in its palette', () => {
    const indices = Uint8Array.from({ length: 12 }, (_, i) => i % 3);
    const palette: [number, number, number, number][] = [
      [0, 0, 0, 0],
      [255, 0, 0, 255],
      [216, 216, 216, 255],
    ];
    const read = PNG.sync.read(encodeIndexed(indices, 4, 3, palette));
    expect([...read.data.subarray(0, 12)]).toEqual([0, 0, 0, 0, 255, 0, 0, 255, 216, 216, 216, 255]);
  });
});

describe('comparePixels, row by row', () => {
  /** What pixelmatch finds over the whole image, as the comparison once ran it. */
  function whole(before: PNG, after: PNG) {
    const out = new PNG({ width: before.width, height: before.height });
    const options = { threshold: 0, includeAA: false, alpha: 0.15 };
    pixelmatch(before.data, after.data, out.data, before.width, before.height, {
      ...options,
      diffColor: [255, 0, 0],
      aaColor: [255, 255, 0],
    });
    const mask = new Uint8Array(before.width * before.height);
    let diffPixels = 0;
    let aaPixels = 0;
    for (let p = 0; p < mask.length; p++) {
      const [r, g, b] = out.data.subarray(p * 4, p * 4 + 3);
      if (r !== 255 || b !== 0 || (g !== 0 && g !== 255)) continue;
      mask[p] = 1;
      if (g === 0) diffPixels++;
      else aaPixels++;
    }
    return { diffPixels, aaPixels, regions: findRegions(mask, before.width, before.height) };
  }

  const edits: [string, (png: PNG) => void][] = [
    ['one pixel', (png) => png.data.set([1, 2, 3], (40 * png.width + 20) * 4)],
    [
      'the first and last rows',
      (png) => {
        png.data.fill(9, 0, png.width * 4);
        png.data.fill(200, (png.height - 1) * png.width * 4);
      },
    ],
    [
      'a colour turned into another everywhere',
      (png) => {
        for (let i = 0; i < png.data.length; i += 4) if (png.data[i] === 240) png.data[i] = 236;
      },
    ],
    [
      'two bands far apart',
      (png) => {
        for (const y of [10, 11, 12, 150, 151])
          for (let x = 5; x < 50; x++) {
            const i = (y * png.width + x) * 4 + 1;
            png.data[i] = (png.data[i] as number) ^ 0x20;
          }
      },
    ],
  ];

  for (const [name, edit] of edits)
    it(`counts and places ${name} as the whole image does`, () => {
      const before = painted(120, 200, 7);
      const after = copy(before);
      edit(after);
      const ours = comparePixels(before, after, { diff: true });
      expect({ diffPixels: ours.diffPixels, aaPixels: ours.aaPixels, regions: ours.regions }).toEqual(
        whole(before, after),
      );
      expect(ours.same).toBe(false);
      const changed = new Set(differing(before, after).at);
      expect(changed.size).toBe(ours.diffPixels + ours.aaPixels);
      // The difference image: red or yellow where a pixel changed, the baseline faded where none did.
      const drawn = PNG.sync.read(ours.diff as Buffer);
      for (let p = 0; p < 120 * 200; p++) {
        const [r, g, b] = drawn.data.subarray(p * 4, p * 4 + 3);
        if (changed.has(p)) expect([r, b]).toEqual([255, 0]);
        else expect(r === g && g === b && (r as number) >= 216).toBe(true);
      }
    });

  it('finds nothing in the same image', () => {
    const image = painted(30, 30);
    expect(comparePixels(image, copy(image)).same).toBe(true);
    expect(differing(image, copy(image)).count).toBe(0);
  });
});
