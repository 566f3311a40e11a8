// @vitest-environment node
// A designer changes one primitive, and every file that shows it follows with no second edit. The
// brand pink is changed in a throwaway copy of theme/primitives.ts (the module every part of the
// site and the build imports), then everything derived from the tokens is drawn again and must carry
// the new colour and none of the old one: the art, the favicon, the browser's theme colour, the
// share cards, the badge and the resource PDFs. The build emits each picture under a name hashed
// from its painted bytes, so the visual review then names every image that changed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Primitives from '../../theme/primitives.ts';

const OLD = '#c8185f';
const NEW = '#2d6a9f';

vi.mock('../../theme/primitives.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Primitives>();
  return { ...real, pink: { ...real.pink, 600: NEW } };
});

const { pink } = await import('../../theme/primitives.ts');
const { paintArt } = await import('../../theme/art.ts');
const { faviconSvg } = await import('../../scripts/build/tokenArtPlugin.ts');
const { shareCardSvg } = await import('../../src/layout/shareCard.ts');
const { foundingBadgeSvg } = await import('../../src/badge/foundingBadgeSvg.ts');
const { renderPage } = await import('../../src/start/entry-server.tsx');
const { routeTable } = await import('../../src/routing/routes.ts');
const { renderResourcePdfs } = await import('../../scripts/content/pdf/renderResourcePdfs.ts');

const ART_DIR = 'theme/art';
const templates = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? templates(join(dir, entry.name))
      : entry.name.endsWith('.svg')
        ? [join(dir, entry.name)]
        : [],
  );

/** Carries the new brand pink, and the old one nowhere. */
function expectFollows(text: string, what: string) {
  expect(text.toLowerCase(), what).toContain(NEW);
  expect(text.toLowerCase(), what).not.toContain(OLD);
}

/** The colours a PDF's page streams paint with (`r g b scn` and the like), inflated. */
function pdfColours(bytes: Buffer): Set<string> {
  const raw = bytes.toString('latin1');
  const colours = new Set<string>();
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let text: string;
    try {
      text = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // a font or an image, not a page's drawing
    }
    for (const op of text.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG|scn|SCN)\b/g)) {
      const hex = op
        .slice(1, 4)
        .map((n) =>
          Math.round(Number(n) * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('');
      colours.add(`#${hex}`);
    }
  }
  return colours;
}

describe('a change to the brand pink', () => {
  it('is the change under test', () => {
    expect(pink[600]).toBe(NEW);
  });

  it('every picture in theme/art names tokens only, each one the primitives have', () => {
    const files = templates(ART_DIR);
    expect(files.length).toBeGreaterThanOrEqual(32);
    for (const file of files) expect(paintArt(readFileSync(file, 'utf8'), file), file).not.toMatch(/[{}]/);
    expect(() => paintArt('<path fill="#c8185f"/>', 'a.svg')).toThrow(
      /a\.svg: "#c8185f" is a colour written out/,
    );
    expect(() => paintArt('<path fill="{pink.650}"/>', 'b.svg')).toThrow(
      /b\.svg: \{pink\.650\} is not a colour token/,
    );
  });

  it('reaches every picture in theme/art that names it, and the favicon', () => {
    const painted = templates(ART_DIR).map((file) => ({
      file: relative(ART_DIR, file),
      template: readFileSync(file, 'utf8'),
    }));
    const naming = painted.filter(({ template }) => template.includes('{pink.600}'));
    // The glossary pictures, portraits and icon that use the brand pink.
    expect(naming.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['favicon.svg', 'glossary/data.svg']),
    );
    for (const { file, template } of naming) expectFollows(paintArt(template, file), file);
    expectFollows(faviconSvg(), 'favicon.svg');
  });

  it('reaches the picture on every page of both hosts, drawn into the page when it is rendered', async () => {
    let carryingNew = 0;
    for (const kind of ['main', 'community'] as const) {
      for (const path of [...routeTable(kind).map((route) => route.path), '/no-such-page']) {
        const { head, body } = await renderPage(kind, path);
        const picture = /<svg viewBox="0 0 480 360">.*?<\/svg>/.exec(body)?.[0] ?? '';
        expect(picture, `${kind} ${path}: its picture`).not.toBe('');
        expect(picture.toLowerCase(), `${kind} ${path}: its picture`).not.toContain(OLD);
        if (picture.toLowerCase().includes(NEW)) carryingNew++;
        expect(head, `${kind} ${path}`).toContain(`<meta name="theme-color" content="${NEW}"/>`);
      }
    }
    // Most pictures paint with the brand pink itself, and now with the new one.
    expect(carryingNew).toBeGreaterThan(20);
  });

  it("reaches the browser's theme colour on every kind of page", async () => {
    for (const [kind, path] of [
      ['main', '/'],
      ['community', '/events/waves-ai'],
      ['main', '/no-such-page'],
    ] as const) {
      const { head } = await renderPage(kind, path);
      expect(head, `${kind} ${path}`).toContain(`<meta name="theme-color" content="${NEW}"/>`);
    }
  });

  it('reaches both share cards and the founding badge', () => {
    expectFollows(shareCardSvg('main'), 'share-main.png');
    expectFollows(shareCardSvg('community'), 'share-community.png');
    expectFollows(foundingBadgeSvg(), 'founding-member-badge.svg');
  });

  describe('the resource PDFs', () => {
    let colours: Set<string>[] = [];
    beforeAll(async () => {
      colours = (await renderResourcePdfs()).map(({ bytes }) => pdfColours(bytes));
    }, 120_000);

    it('are drawn in it, and never in the old pink', () => {
      expect(colours.length).toBeGreaterThan(0);
      for (const set of colours) {
        expect(set).toContain(NEW);
        expect(set).not.toContain(OLD);
      }
    });
  });
});
