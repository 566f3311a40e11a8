// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CORE_SPANS,
  FONTS_DIR,
  SITE_FACES,
  STYLESHEET,
  extraSpans,
  inSpans,
  latinSpans,
  makeSiteFonts,
  type FontFile,
} from '../../scripts/content/fonts/siteFonts';
import { fontFamilies } from '../../theme/primitives';

const require = createRequire(import.meta.url);

describe('the site fonts', () => {
  let made: { files: FontFile[]; css: string };
  beforeAll(async () => {
    made = await makeSiteFonts();
  }, 60_000);

  it('are the files `npm run fonts` makes from the packages, byte for byte', () => {
    expect(readdirSync(FONTS_DIR).sort()).toEqual(made.files.map((f) => f.file).sort());
    for (const { file, bytes } of made.files) {
      expect(Buffer.compare(readFileSync(join(FONTS_DIR, file)), Buffer.from(bytes)), file).toBe(0);
    }
    expect(readFileSync(STYLESHEET, 'utf8')).toBe(made.css);
  });

  it('give every face a core and an extra file that split its Latin letters between them', () => {
    for (const face of SITE_FACES) {
      const latin = latinSpans(face);
      const extra = extraSpans(latin);
      for (const [from, to] of latin) {
        for (let cp = from; cp <= to; cp++) {
          const inCore = inSpans(CORE_SPANS, cp);
          expect(inCore !== inSpans(extra, cp), `${face.name} U+${cp.toString(16)}`).toBe(true);
        }
      }
      // The core holds nothing the face does not cover.
      for (const [from, to] of CORE_SPANS) {
        for (let cp = from; cp <= to; cp++) expect(inSpans(latin, cp), `U+${cp.toString(16)}`).toBe(true);
      }
    }
  });

  it('keep the core small: a page downloads at most a third of what the full Latin faces weigh', () => {
    const size = (name: string) => made.files.find((f) => f.file === name)?.bytes.length ?? Infinity;
    // The first screen of every page: Inter (all four weights) and Fredoka 600.
    const firstScreen = size('inter-core.woff2') + size('fredoka-600-core.woff2');
    const full = [400, 500, 600, 700]
      .map((weight) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`)
      .concat('@fontsource/fredoka/files/fredoka-latin-600-normal.woff2')
      .reduce((sum, file) => sum + readFileSync(require.resolve(file)).length, 0);
    expect(firstScreen).toBeLessThan(full / 3);
  });

  it('declare each family the theme names first', () => {
    const declared = new Set([...made.css.matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]));
    for (const stack of Object.values(fontFamilies)) {
      expect(declared.has(/^"([^"]+)"/.exec(stack)?.[1])).toBe(true);
    }
  });
});
