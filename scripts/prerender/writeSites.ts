import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PrerenderedPage } from '../../src/entry-server.tsx';
import type { HostKind } from '../../src/routing/host.ts';
import type { RouteDef } from '../../src/routing/routes.ts';
import { PAGE_READY_ATTRIBUTE, ISLAND_ATTRIBUTE } from '../../src/start/markup.ts';
import { RENDERED_AT_ATTRIBUTE } from '../../src/start/markup.ts';
import { SPECULATION_RULES_TAG } from '../../src/ssr/speculationRules.ts';
import { ISLAND_SCRIPTS_ID } from '../../src/start/markup.ts';
import { ICS_FOLDER, ICS_TYPE } from '../../src/events/calendar.ts';
import { PHASES_ATTRIBUTE } from '../../src/events/phaseKeys.ts';
import { phasesAt } from '../../src/events/phaseScript.ts';
import { HEAD_SCRIPT } from '../../src/start/headScript.ts';
import {
  chunkFiles,
  FONTS_SOURCE,
  islandScripts,
  PAGE_SCRIPT_SOURCE,
  readManifest,
  type Manifest,
} from './routeBundles.ts';
import { precompressFolder } from '../server/compression.ts';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../server/securityHeaders.ts';
import { CLIENT_DIR, NOT_FOUND_FILE, pageFile, SITES_DIR, siteDir } from '../server/layout.ts';

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
 * The faces the first screen of every page is set in (Fredoka 600 for headings, Inter for text, one
 * variable file for all its weights), their core letters only: preloaded, so the page's largest
 * text is drawn in its own face sooner.
 */
const FIRST_SCREEN_FONTS = [/fredoka-600-core-[\w-]+\.woff2/, /inter-core-[\w-]+\.woff2/];

const readBuilt = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8');

function fontPreloads(css: string): string {
  return FIRST_SCREEN_FONTS.map((pattern) => {
    const file = pattern.exec(css)?.[0];
    if (!file) throw new Error(`No font file matches ${pattern} in the site's CSS`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  }).join('');
}

/** What every page is written with: index.html's head, the fonts' faces and the page script. */
export interface PageFrame {
  /** index.html without its development script: the page's `<head>` and an empty #root. */
  template: string;
  /** The faces (1 KB of CSS) inline, so nothing blocks the first paint, and the first screen's two faces preloaded. */
  fonts: string;
  /** The script every page loads (src/start/pageScript.ts), then what it imports, as served paths. */
  pageScripts: string[];
}

/**
 * The page frame from index.html and the browser build: index.html's own script is the development
 * server's (it draws the whole site in the browser), so it goes.
 */
export function pageFrame(
  indexHtml: string,
  manifest: Manifest,
  readFile: (file: string) => string = readBuilt,
): PageFrame {
  const scripts = indexHtml.match(/\s*<script type="module"[^>]*><\/script>/g) ?? [];
  if (scripts.length !== 1) throw new Error(`index.html has ${scripts.length} module scripts, not one`);
  const template = indexHtml.replace(scripts[0] ?? '', '');
  const fontsCss = manifest[FONTS_SOURCE]?.file;
  if (!fontsCss) throw new Error('The browser build has no fonts stylesheet');
  const css = readFile(fontsCss);
  return {
    template,
    fonts: `${fontPreloads(css)}<style>${css}</style>`,
    pageScripts: chunkFiles(manifest, PAGE_SCRIPT_SOURCE),
  };
}

/** The islands a page's markup holds (src/islands/Island.tsx), in order, each once. */
export function islandsIn(body: string): string[] {
  return [
    ...new Set(
      Array.from(body.matchAll(new RegExp(`${ISLAND_ATTRIBUTE}="([a-z-]+)"`, 'g')), (m) => m[1] ?? ''),
    ),
  ];
}

/**
 * The `<head>` tags that load a page's scripts: the page script on every page (with a module preload
 * for what it imports); on a page with islands, the list of their scripts (entry-client
 * first, then every file its islands need), which the page script asks for, all at once, once the
 * page has been painted (src/start/loadIslands.ts).
 */
export function scriptTags(frame: PageFrame, manifest: Manifest, islands: string[]): string {
  const [pageScript, ...pageImports] = frame.pageScripts;
  const page =
    `<script type="module" src="${pageScript}"></script>` +
    pageImports.map((file) => `<link rel="modulepreload" href="${file}">`).join('');
  if (islands.length === 0) return page;
  const files = islandScripts(manifest, islands).filter((file) => !frame.pageScripts.includes(file));
  // JSON of file paths: nothing in it can close the element, but `<` is escaped all the same.
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  return `${page}<script type="application/json" id="${ISLAND_SCRIPTS_ID}">${json}</script>`;
}

/** The built index.html with one page's head, critical CSS, markup and scripts in place. */
function pageHtml(frame: PageFrame, manifest: Manifest, page: PrerenderedPage): string {
  const withoutTitle = frame.template.replace(/<title>[^<]*<\/title>\s*/, '');
  if (
    !withoutTitle.includes('</head>') ||
    !withoutTitle.includes('<div id="root"></div>') ||
    !withoutTitle.includes('<html lang="en-GB">')
  )
    throw new Error('index.html has no <html lang="en-GB">, no </head> or no empty #root to fill');
  const islands = islandsIn(page.body);
  // A page without islands is whole as it arrives: ready at its first paint.
  const ready = islands.length === 0 ? ` ${PAGE_READY_ATTRIBUTE}` : '';
  // The events' phases as they were at rendering, for a visitor without JavaScript; the head script
  // writes them afresh, at the visitor's time, before the first paint.
  return withoutTitle
    .replace(
      '<html lang="en-GB">',
      () => `<html lang="en-GB" ${PHASES_ATTRIBUTE}="${phasesAt(page.renderedAt)}">`,
    )
    .replace(
      '</head>',
      () =>
        `<script>${HEAD_SCRIPT}</script>${page.head}${frame.fonts}${page.styles}${scriptTags(frame, manifest, islands)}${SPECULATION_RULES_TAG}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${RENDERED_AT_ATTRIBUTE}="${page.renderedAt}"${ready}>${page.body}</div>`,
    );
}

/**
 * The same headers the production server sends, in the `_headers` file Netlify and Cloudflare Pages
 * read, so a static host can serve the folder as it is.
 */
export function staticHostHeaders(supabaseUrl?: string): string {
  // Static hosts serve over https, so HSTS goes with them; they have no endpoint for CSP reports.
  const headers = { ...securityHeaders(supabaseUrl), 'strict-transport-security': STRICT_TRANSPORT_SECURITY };
  const all = Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  // Static hosts guess a file's type from its name, and not every one knows .ics or names its charset.
  const calendars = `/${ICS_FOLDER}/*\n  content-type: ${ICS_TYPE}\n`;
  return `/*\n${all}\n/assets/*\n  cache-control: public, max-age=31536000, immutable\n${calendars}`;
}

function write(file: string, text: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Writes both hosts' static sites from the browser build in dist/client. */
export async function writeSites(
  entry: SiteEntry,
  supabaseUrl?: string,
  root = SITES_DIR,
): Promise<WrittenSite[]> {
  await precompressFolder(CLIENT_DIR);
  const manifest = readManifest(CLIENT_DIR);
  const frame = pageFrame(readFileSync('index.html', 'utf8'), manifest);
  rmSync(root, { recursive: true, force: true });
  const written: WrittenSite[] = [];
  for (const kind of ['main', 'community'] as const) {
    const dir = siteDir(kind, root);
    // Everything the browser build made (scripts, styles, fonts, pictures), except the build's own manifest.
    cpSync(CLIENT_DIR, dir, { recursive: true, filter: (source) => !source.includes('.vite') });
    const routes = entry.routeTable(kind);
    for (const route of routes) {
      const page = await entry.prerenderPage(kind, route.path);
      if (page.status !== 200) throw new Error(`${kind} ${route.path} rendered with status ${page.status}`);
      write(join(dir, pageFile(route.path)), pageHtml(frame, manifest, page));
    }
    const notFound = await entry.prerenderPage(kind, `/${NOT_FOUND_FILE}`);
    if (notFound.status !== 404) throw new Error(`${kind}: the 404 page rendered with ${notFound.status}`);
    write(join(dir, NOT_FOUND_FILE), pageHtml(frame, manifest, notFound));
    write(join(dir, 'sitemap.xml'), entry.sitemapXml(kind));
    write(join(dir, 'robots.txt'), entry.robotsTxt(kind));
    write(join(dir, '_headers'), staticHostHeaders(supabaseUrl));
    // The browser build's files come with their compressed copies; the pages get theirs here.
    await precompressFolder(dir);
    written.push({ kind, dir, pages: routes.length });
  }
  return written;
}
