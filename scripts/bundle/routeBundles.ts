import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { HostKind } from '../../src/routing/host';
import { routeTable, screens, type RouteDef } from '../../src/routing/routes';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The source file of each screen, as the manifest names it (content/pages.ts names the file). */
const pageSource = Object.fromEntries(
  screens.map(({ page, screen }) => [page, `src/pages/${screen}.tsx`]),
) as Record<RouteDef['page'], string>;

export interface RouteBundle {
  host: HostKind;
  path: string;
  /** Bytes of JavaScript and CSS a first visit to this address downloads, gzipped. */
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

/** The browser build's manifest: every chunk, keyed by its source. */
export function readManifest(distDir = 'dist/client'): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
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

/**
 * The files a first visit to a page loads, in load order: the prerendered pages' starter, the app's
 * entry (index.html's script) with what it imports, then the page's own chunk with what it imports.
 * Not the parts the page loads after itself (its form): they hydrate when they are in. Without a
 * page, the shell alone (the 404 page is part of it).
 */
export function firstLoadFiles(manifest: Manifest, page?: RouteDef['page']): { js: string[]; css: string[] } {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('The manifest has no index.html entry');
  const source = page ? pageSource[page] : undefined;
  const keys = withImports(manifest, [
    // The prerendered pages' starter (src/boot.ts) comes first; index.html alone has no such step.
    ...(manifest['src/boot.ts'] ? ['src/boot.ts'] : []),
    'index.html',
    ...(source ? [source] : []),
  ]);
  const js = keys.map((key) => manifest[key]?.file ?? '').filter(Boolean);
  const css = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))];
  return { js, css };
}

/** The manifest keys of the parts the pages load after themselves (their forms: src/routing/lazyPart.tsx). */
const partKeys = (manifest: Manifest) =>
  Object.values(pageSource).flatMap((source) => manifest[source]?.dynamicImports ?? []);

/** The chunk of each part the pages load after themselves, as served paths (`/assets/…`). */
export const partEntries = (manifest: Manifest): string[] =>
  partKeys(manifest).map((key) => `/${manifest[key]?.file ?? ''}`);

/**
 * The parts the pages load after themselves, each with what it imports, as served paths. Some of it
 * (React, the theme) every page has already.
 */
export const partFiles = (manifest: Manifest): string[] =>
  withImports(manifest, partKeys(manifest)).map((key) => `/${manifest[key]?.file ?? ''}`);

/** A module's chunk and every chunk it imports, as served paths (`/assets/…`). */
export function chunkFiles(manifest: Manifest, source: string): string[] {
  return withImports(manifest, [source]).map((key) => `/${manifest[key]?.file ?? ''}`);
}

/** What the first load of every route of both hosts costs: see firstLoadFiles. */
export function routeBundles(distDir = 'dist/client'): RouteBundle[] {
  const manifest = readManifest(distDir);
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
      const { js, css } = firstLoadFiles(manifest, route.page);
      bundles.push({
        host,
        path: route.path,
        jsGzip: js.reduce((sum, file) => sum + gzipSize(file), 0),
        cssGzip: css.reduce((sum, file) => sum + gzipSize(file), 0),
        files: [...js, ...css],
      });
    }
  }
  return bundles;
}
