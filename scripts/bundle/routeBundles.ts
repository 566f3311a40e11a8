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
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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

/** What the first load of every route of both hosts costs: the entry, the page's chunk and their static imports. */
export function routeBundles(distDir = 'dist/client'): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
  };
  const bundles: RouteBundle[] = [];
  for (const host of ['main', 'community'] as const) {
    for (const route of routeTable(host)) {
      const keys = new Set<string>();
      collect(entry, keys);
      const page = pageSource[route.page];
      if (!manifest[page]) throw new Error(`The manifest has no chunk for ${page}`);
      collect(page, keys);
      const js = [...keys].map((key) => manifest[key]?.file ?? '').filter(Boolean);
      const css = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
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
