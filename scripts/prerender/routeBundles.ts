import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { islandFile } from '../../src/start/markup';
import { ISLAND_SCRIPTS_ID } from '../../src/start/markup';
import type { HostKind } from '../../src/routing/host';
import { routeTable } from '../../src/routing/routes';
import { pageFile, siteDir, SITES_DIR } from '../server/layout';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The script every page loads, built on its own (scripts/build-site.ts), and its build's manifest. */
export const PAGE_SCRIPT_SOURCE = 'src/start/pageScript.ts';
export const PAGE_SCRIPT_MANIFEST = '.vite/page-manifest.json';

/** The browser build's entries (vite.config.ts): entry-client (the islands' hydration), the fonts' faces. */
export const ISLANDS_SOURCE = 'src/start/entry-client.tsx';
export const FONTS_SOURCE = 'theme/fonts.css';

export interface RouteBundle {
  host: HostKind;
  path: string;
  /** Bytes of JavaScript the page loads before it responds (its islands included), gzipped. */
  jsGzip: number;
  /** The script files, as served paths (`/assets/…`). */
  files: string[];
}

/** The browser build's manifest, with the page script's: every chunk, keyed by its source. */
export function readManifest(distDir = 'dist/client'): Manifest {
  const read = (file: string) => JSON.parse(readFileSync(join(distDir, file), 'utf8')) as Manifest;
  return { ...read(join('.vite', 'manifest.json')), ...read(PAGE_SCRIPT_MANIFEST) };
}

/** The manifest keys of the given chunks and of every chunk they import, in load order. */
function withImports(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const collect = (key: string) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}`);
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported);
  };
  keys.forEach(collect);
  return [...seen];
}

/** A module's chunk and every chunk it imports, as served paths (`/assets/…`). */
export function chunkFiles(manifest: Manifest, source: string): string[] {
  return withImports(manifest, [source]).map((key) => `/${manifest[key]?.file ?? ''}`);
}

/**
 * What a page with these islands loads to hydrate them, as served paths: entry-client
 * first, then what it imports, then each island's own chunk with what that imports.
 */
export function islandScripts(manifest: Manifest, islands: string[]): string[] {
  return withImports(manifest, [ISLANDS_SOURCE, ...islands.map((name) => islandFile(name).path)]).map(
    (key) => `/${manifest[key]?.file ?? ''}`,
  );
}

/**
 * The scripts a written page names, in order: `<script type="module" src>` and module preloads, then
 * its islands' scripts, which its list (ISLAND_SCRIPTS_ID) names for the page script to ask for.
 */
export function scriptsOfPage(html: string): string[] {
  const named = Array.from(
    html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g),
    (match) => match[1] ?? match[2] ?? '',
  );
  const listed = new RegExp(
    `<script type="application/json" id="${ISLAND_SCRIPTS_ID}">([^<]*)</script>`,
  ).exec(html)?.[1];
  return [...named, ...(listed ? (JSON.parse(listed) as string[]) : [])];
}

/** What the first load of every route of both hosts costs, read from the written pages (dist/sites). */
export function routeBundles(distDir = 'dist/client', sitesDir = SITES_DIR): RouteBundle[] {
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const bundles: RouteBundle[] = [];
  for (const host of ['main', 'community'] as const) {
    for (const route of routeTable(host)) {
      const page = join(siteDir(host, sitesDir), pageFile(route.path));
      if (!existsSync(page)) throw new Error(`${page} is not built: npm run build`);
      const files = scriptsOfPage(readFileSync(page, 'utf8'));
      bundles.push({
        host,
        path: route.path,
        jsGzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
        files,
      });
    }
  }
  return bundles;
}
