import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PrerenderedPage } from '../../src/entry-server.tsx';
import type { HostKind } from '../../src/routing/host.ts';
import type { RouteDef } from '../../src/routing/routes.ts';
import { PRERENDERED_HOST_ATTRIBUTE } from '../../src/ssr/prerenderedHost.ts';
import { CLIENT_DIR, NOT_FOUND_FILE, pageFile, SITES_DIR, siteDir } from './layout.ts';

export interface SiteEntry {
  routeTable(kind: HostKind): readonly RouteDef[];
  prerenderPage(kind: HostKind, path: string): Promise<PrerenderedPage>;
  sitemapXml(kind: HostKind): string;
  robotsTxt(kind: HostKind): string;
}

export interface WrittenSite {
  kind: HostKind;
  dir: string;
  pages: number;
}

/**
 * The faces the first screen of every page is set in (Fredoka 600 for headings, Inter 400 for text):
 * preloaded, so the text is drawn once in its own face instead of swapping.
 */
const FIRST_SCREEN_FONTS = [/fredoka-latin-600-normal-[\w-]+\.woff2/, /inter-latin-400-normal-[\w-]+\.woff2/];

function fontPreloads(template: string): string {
  const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const css = stylesheets.map((href) => readFileSync(join(CLIENT_DIR, href), 'utf8')).join('\n');
  return FIRST_SCREEN_FONTS.map((pattern) => {
    const file = pattern.exec(css)?.[0];
    if (!file) throw new Error(`No font file matches ${pattern} in the site's CSS`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  }).join('');
}

/** The built index.html with one page's head, critical CSS and markup in place. */
function pageHtml(template: string, kind: HostKind, preloads: string, page: PrerenderedPage): string {
  const withoutTitle = template.replace(/<title>[^<]*<\/title>\s*/, '');
  if (!withoutTitle.includes('</head>') || !withoutTitle.includes('<div id="root"></div>'))
    throw new Error('index.html has no </head> or no empty #root to fill');
  return withoutTitle
    .replace('</head>', () => `${page.head}${preloads}${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDERED_HOST_ATTRIBUTE}="${kind}">${page.body}</div>`,
    );
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes both hosts' static sites from the browser build in dist/client. */
export async function writeSites(entry: SiteEntry, root = SITES_DIR): Promise<WrittenSite[]> {
  const template = readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8');
  const preloads = fontPreloads(template);
  rmSync(root, { recursive: true, force: true });
  const written: WrittenSite[] = [];
  for (const kind of ['main', 'community'] as const) {
    const dir = siteDir(kind, root);
    // Everything the browser build made (scripts, styles, fonts, pictures), except its empty page
    // and the build's own manifest.
    cpSync(CLIENT_DIR, dir, {
      recursive: true,
      filter: (source) => source !== join(CLIENT_DIR, 'index.html') && !source.includes('.vite'),
    });
    const routes = entry.routeTable(kind);
    for (const route of routes) {
      const page = await entry.prerenderPage(kind, route.path);
      if (page.status !== 200) throw new Error(`${kind} ${route.path} rendered with status ${page.status}`);
      write(join(dir, pageFile(route.path)), pageHtml(template, kind, preloads, page));
    }
    const notFound = await entry.prerenderPage(kind, `/${NOT_FOUND_FILE}`);
    if (notFound.status !== 404) throw new Error(`${kind}: the 404 page rendered with ${notFound.status}`);
    write(join(dir, NOT_FOUND_FILE), pageHtml(template, kind, preloads, notFound));
    write(join(dir, 'sitemap.xml'), entry.sitemapXml(kind));
    write(join(dir, 'robots.txt'), entry.robotsTxt(kind));
    written.push({ kind, dir, pages: routes.length });
  }
  return written;
}
