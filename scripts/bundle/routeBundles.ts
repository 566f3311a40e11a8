import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { HostKind } from '../../src/routing/host';
import { routeTable, type RouteDef } from '../../src/routing/routes';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The source file of each page, as the manifest names it. */
const pageSource: Record<RouteDef['page'], string> = {
  home: 'src/pages/HomePage.tsx',
  about: 'src/pages/AboutPage.tsx',
  community: 'src/pages/CommunityPage.tsx',
  events: 'src/pages/EventsPage.tsx',
  'founding-20': 'src/pages/Founding20Page.tsx',
  courses: 'src/pages/CoursesPage.tsx',
  tools: 'src/pages/ToolsPage.tsx',
  resources: 'src/pages/ResourcesPage.tsx',
  podcast: 'src/pages/PodcastPage.tsx',
  playbook: 'src/pages/PlaybookPage.tsx',
  'find-prompt': 'src/pages/FindPromptPage.tsx',
  event: 'src/pages/EventPage.tsx',
};

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

/**
 * The files a first visit to a page loads, in load order: the app's entry (index.html's script), the
 * modules the entry imports, including the steps it loads one after another as it starts (its
 * dynamic imports), then the page's own chunk and the parts it loads after itself, each with what it
 * imports. Without a page, the shell alone (the 404 page is part of it).
 */
export function firstLoadFiles(manifest: Manifest, page?: RouteDef['page']): { js: string[]; css: string[] } {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('The manifest has no index.html entry');
  const keys = new Set<string>();
  const collect = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported);
  };
  // The prerendered pages' starter (src/boot.ts) comes first; index.html alone has no such step.
  if (manifest['src/boot.ts']) collect('src/boot.ts');
  collect('index.html');
  for (const step of entry.dynamicImports ?? []) collect(step);
  if (page) {
    const source = pageSource[page];
    if (!manifest[source]) throw new Error(`The manifest has no chunk for ${source}`);
    collect(source);
    // The parts a page loads after itself (its form, src/pages/FormSlot.tsx): the app loads them
    // before it hydrates the page.
    for (const part of manifest[source]?.dynamicImports ?? []) collect(part);
  }
  const js = [...keys].map((key) => manifest[key]?.file ?? '').filter(Boolean);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
  return { js, css };
}

/** A module's chunk and every chunk it imports, as served paths (`/assets/…`). */
export function chunkFiles(manifest: Manifest, source: string): string[] {
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk for ${key}`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  collect(source);
  return [...files];
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
