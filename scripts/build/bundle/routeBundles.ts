import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { HostKind } from '../../../src/routing/host';
import { routeTable } from '../../../src/routing/routes';
import { ISLAND_SCRIPTS_ID } from '../../../src/ui/markup';
import { pageFile, siteDir, SITES_DIR } from '../../server/layout';

export interface RouteBundle {
  host: HostKind;
  path: string;
  /** Bytes of JavaScript the page loads before it responds (its islands included), gzipped. */
  jsGzip: number;
  /** The script files, as served paths (`/assets/…`). */
  files: string[];
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
