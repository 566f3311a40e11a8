/**
 * The head script's parts, minified from their readable sources (src/start/head/*.ts) into
 * src/start/head/minified.json, which src/start/headScript.ts puts first in every page with its
 * arguments. `npm run build` writes the file when a source changed; run alone, this script does it too
 * (`npx tsx scripts/build/headScript.ts`). tests/unit/headScript.test.ts fails while the committed
 * file is not what the sources make.
 *
 * The file is committed so that every side reads the same text without a build step of its own:
 * the prerenderer and the server (whose Content-Security-Policy allows the script by its hash) run
 * from source under tsx as well as built.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { minifySync, transformWithOxc } from 'vite';

const HEAD_DIR = join(import.meta.dirname, '..', '..', 'src', 'start', 'head');
export const MINIFIED_FILE = join(HEAD_DIR, 'minified.json');

/** The parts, in the order they run, each its own file's default export. */
const PARTS = ['markPhases', 'holdInput'] as const;
export type HeadScriptPart = (typeof PARTS)[number];

/** One part as a function expression, minified: `function e(e,t){…}`. */
async function minifiedPart(part: HeadScriptPart): Promise<string> {
  const file = join(HEAD_DIR, `${part}.ts`);
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const { code: minified, errors } = minifySync(`${part}.js`, code, {
    module: true,
    compress: true,
    mangle: true,
  });
  if (errors.length) throw new Error(`${file}: ${errors.map((error) => error.message).join('; ')}`);
  const body = minified.trim().replace(/;$/, '');
  // It runs alone in the page's head: a module it imported would not be there.
  if (!body.startsWith('export default function') || /\bimport\b/.test(body))
    throw new Error(`${file} must export one function by default and import nothing it runs.`);
  return body.slice('export default '.length);
}

/** The text src/start/head/minified.json holds for the sources as they are. */
export async function minifiedHeadScript(): Promise<string> {
  const parts: Record<string, string> = {
    note: 'Written by npm run build from src/start/head/*.ts (scripts/build/headScript.ts): edit those.',
  };
  for (const part of PARTS) parts[part] = await minifiedPart(part);
  return `${JSON.stringify(parts, null, 2)}\n`;
}

/** Brings src/start/head/minified.json up to date; true if it changed. */
export async function writeHeadScript(): Promise<boolean> {
  const text = await minifiedHeadScript();
  if (existsSync(MINIFIED_FILE) && readFileSync(MINIFIED_FILE, 'utf8') === text) return false;
  writeFileSync(MINIFIED_FILE, text);
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  console.log((await writeHeadScript()) ? `Wrote ${MINIFIED_FILE}` : `${MINIFIED_FILE} is up to date`);
