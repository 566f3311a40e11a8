import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as entryServer from '../../../src/start/entry-server.tsx';
import { PHASES_ATTRIBUTE } from '../../../src/events/phaseKeys.ts';
import { phasesAt } from '../../../src/events/phases.ts';
import { SPECULATION_RULES_TAG } from '../../../src/routing/speculationRules.ts';
import { HEAD_SCRIPT } from '../../../src/start/headScript.ts';
import * as markup from '../../../src/ui/markup.ts';
import { precompressFolder } from '../../server/compression.ts';
import { CLIENT_DIR, NOT_FOUND_FILE, pageFile, SITES_DIR, siteDir } from '../../server/layout.ts';
import { staticHostHeaders } from '../../server/securityHeaders.ts';
import * as chunks from './chunks.ts';

/** The server build's entry, as the build imports it. */
export type SiteEntry = typeof entryServer;

/** The first screen's faces (Fredoka 600 for headings, Inter for text), core letters: preloaded. */
const FIRST_SCREEN_FONTS = [/fredoka-600-core-[\w-]+\.woff2/, /inter-core-[\w-]+\.woff2/];

/**
 * What every page is written with: index.html without its development script, the faces' 1 KB of
 * CSS inline (nothing blocks the first paint) with the first screen's two preloaded, and the page
 * script with what it imports.
 */
export function pageFrame(
  indexHtml: string,
  manifest: chunks.Manifest,
  readFile = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8'),
) {
  const scripts = indexHtml.match(/\s*<script type="module"[^>]*><\/script>/g) ?? [];
  if (scripts.length !== 1) throw new Error(`index.html has ${scripts.length} module scripts, not one`);
  const css = readFile(manifest[chunks.FONTS_SOURCE]?.file ?? chunks.FONTS_SOURCE);
  const preloads = FIRST_SCREEN_FONTS.map((pattern) => {
    const file = pattern.exec(css)?.[0];
    if (!file) throw new Error(`No font file matches ${pattern} in the site's CSS`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  });
  return {
    template: indexHtml.replace(scripts[0] ?? '', '').replace(/<title>[^<]*<\/title>\s*/, ''),
    fonts: `${preloads.join('')}<style>${css}</style>`,
    pageScripts: chunks.chunkFiles(manifest, [chunks.PAGE_SCRIPT_SOURCE]),
  };
}

export type PageFrame = ReturnType<typeof pageFrame>;

/**
 * The tags that load a page's scripts: the page script (with a preload of what it imports); on a
 * page with islands, the JSON list of entry-client and all its islands need, which the page script
 * asks for once the page is painted (src/start/pageScript.ts).
 */
export function scriptTags(frame: PageFrame, manifest: chunks.Manifest, islands: string[]): string {
  const [pageScript, ...pageImports] = frame.pageScripts;
  const preloads = pageImports.map((file) => `<link rel="modulepreload" href="${file}">`).join('');
  const page = `<script type="module" src="${pageScript}"></script>${preloads}`;
  if (islands.length === 0) return page;
  const sources = [chunks.ENTRY_CLIENT_SOURCE, ...islands.map((name) => markup.islandFile(name).path)];
  const files = chunks.chunkFiles(manifest, sources).filter((file) => !frame.pageScripts.includes(file));
  // Paths only: nothing in them can close the element, but `<` is escaped all the same.
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  return `${page}<script type="application/json" id="${markup.ISLAND_SCRIPTS_ID}">${json}</script>`;
}

/** index.html with one page in place: the head script first, then its head tags, CSS and scripts. */
function pageHtml(frame: PageFrame, manifest: chunks.Manifest, page: entryServer.RenderedPage): string {
  const scripts = scriptTags(frame, manifest, page.islands);
  // A page without islands is whole as it arrives: ready at its first paint. The events' phases as
  // they were at rendering are there for a visitor without JavaScript; the head script writes them
  // afresh, at the visitor's time.
  const ready = page.islands.length === 0 ? ` ${markup.PAGE_READY_ATTRIBUTE}` : '';
  const head = `<script>${HEAD_SCRIPT}</script>${page.head}${frame.fonts}${page.styles}`;
  const root = `<div id="root" ${markup.RENDERED_AT_ATTRIBUTE}="${page.renderedAt}"${ready}>`;
  const parts: [string, string][] = [
    ['<html lang="en-GB">', `<html lang="en-GB" ${PHASES_ATTRIBUTE}="${phasesAt(page.renderedAt)}">`],
    ['</head>', `${head}${scripts}${SPECULATION_RULES_TAG}</head>`],
    ['<div id="root"></div>', `${root}${page.body}</div>`],
  ];
  return parts.reduce((html, [from, to]) => {
    if (!html.includes(from)) throw new Error(`index.html has no ${from} to fill`);
    return html.replace(from, () => to);
  }, frame.template);
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes both hosts' static sites (dist/sites) from the browser build in dist/client. */
export async function writeSites(entry: SiteEntry, supabaseUrl?: string, quick = false) {
  await precompressFolder(CLIENT_DIR, quick);
  const manifest = chunks.readManifest(CLIENT_DIR);
  const frame = pageFrame(readFileSync('index.html', 'utf8'), manifest);
  rmSync(SITES_DIR, { recursive: true, force: true });
  const written = [];
  for (const kind of ['main', 'community'] as const) {
    const dir = siteDir(kind);
    // Everything the browser build made (scripts, styles, fonts, pictures), except its manifest.
    cpSync(CLIENT_DIR, dir, { recursive: true, filter: (source) => !source.includes('.vite') });
    const routes = entry.routeTable(kind);
    const pages = [
      ...routes.map((route) => [route.path, pageFile(route.path), 200] as const),
      [`/${NOT_FOUND_FILE}`, NOT_FOUND_FILE, 404] as const,
    ];
    for (const [path, file, status] of pages) {
      const page = await entry.renderPage(kind, path);
      if (page.status !== status) throw new Error(`${kind} ${path} rendered with status ${page.status}`);
      write(join(dir, file), pageHtml(frame, manifest, page));
    }
    write(join(dir, 'sitemap.xml'), entry.sitemapXml(kind));
    write(join(dir, 'robots.txt'), entry.robotsTxt(kind));
    write(join(dir, '_headers'), staticHostHeaders(supabaseUrl));
    // The browser build's files came with their compressed copies; the pages get theirs here.
    await precompressFolder(dir, quick);
    written.push({ kind, dir, pages: routes.length });
  }
  return written;
}
