// The site's web fonts, made from the @fontsource packages: each face is cut into a core file (the
// letters and marks the site's own pages use, downloaded on every page) and an extra file (the rest
// of the Latin set: accented letters a visitor may type, loaded only when a page shows one). The
// browser picks between them by unicode-range, so a name typed with an accent still appears in the
// site's face, and the first screen waits for no more than about a third of the bytes it used to.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Code point spans, both ends included. */
export type Spans = readonly (readonly [number, number])[];

/**
 * The letters every page is set in: printable ASCII, tab and line breaks (kept in prompts), and the
 * typographic marks the content uses (no-break, thin and zero-width spaces, ©, ·, dashes, curly
 * quotes, bullet, ellipsis). A page that
 * shows anything else also downloads that face's extra file; a browser test keeps the pages within
 * this set.
 */
export const CORE_SPANS: Spans = [
  [0x09, 0x0a],
  [0x0d, 0x0d],
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0x2009, 0x2009],
  [0x200b, 0x200b],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

export interface SiteFace {
  family: string;
  /** One weight, or the range a variable face covers. */
  weight: string;
  /** The face's Latin file and the stylesheet that states its unicode-range, in node_modules. */
  source: string;
  stylesheet: string;
  /** Narrows a variable face's weight axis to the weights the theme uses. */
  axes?: Record<string, { min: number; max: number }>;
  /** File names start with this (Vite adds a content hash). */
  name: string;
}

/**
 * Inter as one variable file for all four weights the theme uses (400–700), Fredoka 600 for
 * headings and IBM Plex Mono 400/600 for prompts.
 */
export const SITE_FACES: readonly SiteFace[] = [
  {
    family: 'Inter',
    weight: '400 700',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    stylesheet: '@fontsource-variable/inter/index.css',
    axes: { wght: { min: 400, max: 700 } },
    name: 'inter',
  },
  {
    family: 'Fredoka',
    weight: '600',
    source: '@fontsource/fredoka/files/fredoka-latin-600-normal.woff2',
    stylesheet: '@fontsource/fredoka/600.css',
    name: 'fredoka-600',
  },
  {
    family: 'IBM Plex Mono',
    weight: '400',
    source: '@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-400-normal.woff2',
    stylesheet: '@fontsource/ibm-plex-mono/400.css',
    name: 'ibm-plex-mono-400',
  },
  {
    family: 'IBM Plex Mono',
    weight: '600',
    source: '@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-600-normal.woff2',
    stylesheet: '@fontsource/ibm-plex-mono/600.css',
    name: 'ibm-plex-mono-600',
  },
];

export const inSpans = (spans: Spans, codePoint: number): boolean =>
  spans.some(([from, to]) => codePoint >= from && codePoint <= to);

function parseRange(range: string): Spans {
  return range.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to ?? from, 16)] as const;
  });
}

const formatRange = (spans: Spans): string =>
  spans
    .map(([from, to]) => {
      const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
      return from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`;
    })
    .join(',');

/** The unicode-range a `@fontsource` stylesheet (a path in node_modules) gives one of its files. */
export function fontsourceRange(stylesheet: string, file: string): Spans {
  const css = readFileSync(require.resolve(stylesheet), 'utf8');
  const block = css.split('@font-face').find((b) => b.includes(file));
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`${stylesheet} gives ${file} no unicode-range`);
  return parseRange(range);
}

/** The Latin unicode-range the package's stylesheet gives the face's file. */
export const latinSpans = (face: SiteFace): Spans =>
  fontsourceRange(face.stylesheet, face.source.split('/').pop() ?? '');

/** What is left of the Latin spans once the core is taken out. */
export function extraSpans(latin: Spans): Spans {
  const spans: [number, number][] = [];
  for (const [from, to] of latin) {
    for (let cp = from; cp <= to; cp++) {
      if (inSpans(CORE_SPANS, cp)) continue;
      const last = spans[spans.length - 1];
      if (last && last[1] === cp - 1) last[1] = cp;
      else spans.push([cp, cp]);
    }
  }
  return spans;
}

const textOf = (spans: Spans): string =>
  spans
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');

/** Where the files and their stylesheet live in the repository. */
export const FONTS_DIR = 'theme/fonts';
export const STYLESHEET = 'theme/fonts.css';

export interface FontFile {
  /** File name under theme/fonts/. */
  file: string;
  bytes: Uint8Array;
}

/** Every face's core and extra file, and the stylesheet that declares them (theme/fonts.css). */
export async function makeSiteFonts(): Promise<{ files: FontFile[]; css: string }> {
  const files: FontFile[] = [];
  const rules: string[] = [];
  for (const face of SITE_FACES) {
    const source = readFileSync(require.resolve(face.source));
    const parts = [
      { part: 'core', spans: CORE_SPANS },
      { part: 'extra', spans: extraSpans(latinSpans(face)) },
    ];
    for (const { part, spans } of parts) {
      const file = `${face.name}-${part}.woff2`;
      const bytes = await subsetFont(source, textOf(spans), {
        targetFormat: 'woff2',
        ...(face.axes ? { variationAxes: face.axes } : {}),
      });
      files.push({ file, bytes: new Uint8Array(bytes) });
      rules.push(
        [
          '@font-face {',
          `  font-family: '${face.family}';`,
          '  font-style: normal;',
          '  font-display: swap;',
          `  font-weight: ${face.weight};`,
          `  src: url('./fonts/${file}') format('woff2');`,
          `  unicode-range: ${formatRange(spans)};`,
          '}',
        ].join('\n'),
      );
    }
  }
  const header = [
    '/*',
    " * The site's faces (Latin only), each as a core file every page loads and an extra file for the rest",
    ' * of the Latin set. Made by `npm run fonts` (scripts/content/fonts/siteFonts.ts) from the @fontsource',
    ' * packages; edit that script, not this file.',
    ' */',
  ].join('\n');
  const config = await resolveConfig(STYLESHEET);
  const css = await format(`${header}\n${rules.join('\n\n')}\n`, { ...config, parser: 'css' });
  return { files, css };
}
