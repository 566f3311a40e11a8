import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Vite's build manifest with the page script's: each chunk by its source (dist/client/.vite/). */
export type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The script every page loads, built on its own by scripts/build/build-site.ts, with a manifest of its own. */
export const PAGE_SCRIPT_SOURCE = 'src/start/pageScript.ts';
export const PAGE_SCRIPT_MANIFEST = '.vite/page-manifest.json';
/** The browser build's entries (vite.config.ts): the islands' hydration, and the faces' stylesheet. */
export const ENTRY_CLIENT_SOURCE = 'src/start/entry-client.tsx';
export const FONTS_SOURCE = 'theme/fonts.css';

export function readManifest(distDir = 'dist/client'): Manifest {
  const read = (file: string) => JSON.parse(readFileSync(join(distDir, file), 'utf8')) as Manifest;
  return { ...read('.vite/manifest.json'), ...read(PAGE_SCRIPT_MANIFEST) };
}

/** The files of these modules' chunks and of every chunk they import, each once, in load order, as served paths. */
export function chunkFiles(manifest: Manifest, sources: string[]): string[] {
  const seen = new Set<string>();
  const collect = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}`);
    seen.add(key);
    manifest[key].imports?.forEach(collect);
  };
  sources.forEach(collect);
  return [...seen].map((key) => `/${manifest[key]?.file ?? ''}`);
}
