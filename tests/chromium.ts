/**
 * The one description of the browser every browser test launches.
 *
 * Screenshots are compared pixel for pixel, so every machine must draw them with the same build:
 * the Chromium headless shell that the npm package `@sparticuz/chromium` carries, fixed by the
 * lockfile. It ships brotli-packed; the first launch unpacks it (about two seconds) into
 * `node_modules/.cache/pinned-chromium/<version>/`. Its fonts are the package's own too: the
 * browser sees no font of the machine it runs on (FONTCONFIG_FILE), so a font installed or missing
 * on one machine cannot move a glyph. The site's own faces arrive as web fonts as ever.
 *
 * `CHROMIUM_PATH` launches another Chromium instead; the visual suite then stops with both builds
 * named (tests/visual/renderer.json), while the other suites run.
 *
 * Run as a script, it prints the browser's path (unpacking it first if need be).
 */
import { execFileSync } from 'node:child_process';
import { brotliDecompressSync } from 'node:zlib';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE = '@sparticuz/chromium';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where npm puts the package: a direct development dependency sits at the top of node_modules. */
const packageDir = () => join(root, 'node_modules', PACKAGE);

/** The package's version, which names the build in the cache (the lockfile fixes it). */
export function pinnedPackage(): string {
  const { version } = JSON.parse(readFileSync(join(packageDir(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return `${PACKAGE}@${version}`;
}

/** Writes a file whole or not at all: parallel workers may unpack at the same moment. */
function writeAtomically(file: string, bytes: Buffer | string, mode = 0o644): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes, { mode });
  renameSync(partial, file);
}

/** Unpacks the pinned build and its fonts once; returns the browser's path and its font setup. */
export function pinnedChromium(): { executablePath: string; fontConfig: string } {
  const bin = join(packageDir(), 'bin');
  const cache = join(
    root,
    'node_modules',
    '.cache',
    'pinned-chromium',
    pinnedPackage().replace(/[@/]/g, '_'),
  );
  const executablePath = join(cache, 'chromium');
  const fontConfig = join(cache, 'fonts.conf');
  if (existsSync(executablePath) && existsSync(fontConfig)) return { executablePath, fontConfig };

  mkdirSync(cache, { recursive: true });
  const fonts = join(cache, 'fonts');
  if (!existsSync(join(fonts, '.unpacked'))) {
    rmSync(fonts, { recursive: true, force: true });
    mkdirSync(fonts, { recursive: true });
    const tar = join(cache, `fonts.${process.pid}.tar`);
    writeFileSync(tar, brotliDecompressSync(readFileSync(join(bin, 'fonts.tar.br'))));
    execFileSync('tar', ['-xf', tar, '-C', fonts]);
    rmSync(tar);
    writeFileSync(join(fonts, '.unpacked'), '');
  }
  writeAtomically(
    fontConfig,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${join(fonts, 'fonts')}</dir>`,
      `  <cachedir>${join(cache, 'fontconfig')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  if (!existsSync(executablePath)) {
    writeAtomically(executablePath, brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))), 0o755);
    chmodSync(executablePath, 0o755);
  }
  return { executablePath, fontConfig };
}

const pinned = process.env.CHROMIUM_PATH ? undefined : pinnedChromium();

/** The browser every suite launches: the pinned build, unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? pinned?.executablePath ?? '';

/** True when the suites run the pinned build, the only one the screenshots are compared on. */
export const usingPinnedChromium = pinned !== undefined;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--hide-scrollbars',
  // Software raster keeps each tile's pixels and redraws only the part of it that changed. Where an
  // edge is anti-aliased across that boundary (a focus ring's curve, a rounded border) the pixels then
  // depend on what the tile showed before: on the story or state drawn earlier in the same page.
  // Redrawing the whole tile makes every paint of a layout the same pixels, whatever came first.
  '--disable-partial-raster',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  ...(pinned ? { env: { ...process.env, FONTCONFIG_FILE: pinned.fontConfig } } : {}),
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(chromiumPath);
