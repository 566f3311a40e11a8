import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PrerenderedPage } from '../../src/entry-server.tsx';
import type { HostKind } from '../../src/routing/host.ts';
import type { RouteDef } from '../../src/routing/routes.ts';
import { APP_SCRIPTS_ID, type AppScripts } from '../../src/ssr/appScripts.ts';
import { ICS_FOLDER, ICS_TYPE } from '../../src/events/calendar.ts';
import { PHASES_ATTRIBUTE } from '../../src/events/phaseKeys.ts';
import { phasesAt } from '../../src/events/phaseScript.ts';
import { HEAD_SCRIPT } from '../../src/ssr/headScript.ts';
import { PRERENDERED_HOST_ATTRIBUTE, RENDERED_AT_ATTRIBUTE } from '../../src/ssr/prerenderedHost.ts';
import { firstLoadFiles, readManifest } from '../bundle/routeBundles.ts';
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

/** The stylesheets the browser build links from index.html (the fonts' faces). */
function linkedStylesheets(
  template: string,
  readCss: (href: string) => string,
): { tag: string; css: string }[] {
  return [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => ({
    tag: m[0],
    css: readCss(m[1] ?? ''),
  }));
}

const readBuiltCss = (href: string) => readFileSync(join(CLIENT_DIR, href), 'utf8');

function fontPreloads(css: string): string {
  return FIRST_SCREEN_FONTS.map((pattern) => {
    const file = pattern.exec(css)?.[0];
    if (!file) throw new Error(`No font file matches ${pattern} in the site's CSS`);
    return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
  }).join('');
}

/**
 * The browser build's page, made ready for prerendered markup:
 * - its stylesheet (1 KB of font faces) goes inline, so nothing blocks the first paint;
 * - its module preloads and its entry script give way to the starter (src/boot.ts), fetched at low
 *   priority, which loads the app once the page has been painted (without `bootSrc`, to nothing:
 *   the page names its app's files itself, see AppStart);
 * - the first screen's two faces are preloaded.
 */
export function prerenderTemplate(
  built: string,
  bootSrc: string | undefined,
  readCss: (href: string) => string = readBuiltCss,
): { template: string; preloads: string } {
  const sheets = linkedStylesheets(built, readCss);
  const entries = built.match(/<script type="module"[^>]*><\/script>/g) ?? [];
  if (entries.length !== 1) throw new Error(`index.html has ${entries.length} module scripts, not one`);
  let template = built
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module"[^>]*><\/script>/,
      bootSrc ? `<script type="module" fetchpriority="low" src="${bootSrc}"></script>` : '',
    );
  for (const sheet of sheets) template = template.replace(sheet.tag, () => `<style>${sheet.css}</style>`);
  return { template, preloads: fontPreloads(sheets.map((sheet) => sheet.css).join('\n')) };
}

/** The data block that tells the starter which module starts the app and which files to fetch with it. */
export function appScriptsBlock(scripts: AppScripts): string {
  // JSON of file paths: nothing in it can close the element, but `<` is escaped all the same.
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APP_SCRIPTS_ID}">${json}</script>`;
}

/**
 * When a prerendered page asks for its app:
 * - `after-paint` (the site's): its starter asks once the page has been painted;
 * - `in-head`: the usual way, the entry and a module preload for each of its files in `<head>`, so
 *   they are asked for with the page's fonts. Built only to measure the trade-off
 *   (`npm run build -- --start-in-head`; see docs/early-interaction.md).
 */
export type AppStart = 'after-paint' | 'in-head';

/** The app's files as `<head>` names them when the app starts in the head. */
const headScripts = (scripts: AppScripts) =>
  scripts.preload.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('') +
  `<script type="module" crossorigin src="${scripts.entry}"></script>`;

/** The built index.html with one page's head, critical CSS, markup and app scripts in place. */
function pageHtml(
  template: string,
  kind: HostKind,
  preloads: string,
  page: PrerenderedPage,
  scripts: AppScripts,
  start: AppStart,
): string {
  const withoutTitle = template.replace(/<title>[^<]*<\/title>\s*/, '');
  if (
    !withoutTitle.includes('</head>') ||
    !withoutTitle.includes('<div id="root"></div>') ||
    !withoutTitle.includes('<html lang="en-GB">')
  )
    throw new Error('index.html has no <html lang="en-GB">, no </head> or no empty #root to fill');
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
        `<script>${HEAD_SCRIPT}</script>${page.head}${preloads}${page.styles}${start === 'in-head' ? headScripts(scripts) : appScriptsBlock(scripts)}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" ${PRERENDERED_HOST_ATTRIBUTE}="${kind}" ${RENDERED_AT_ATTRIBUTE}="${page.renderedAt}">${page.body}</div>`,
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
  start: AppStart = 'after-paint',
): Promise<WrittenSite[]> {
  precompressFolder(CLIENT_DIR);
  const manifest = readManifest(CLIENT_DIR);
  const boot = manifest['src/boot.ts']?.file;
  const entryFile = manifest['index.html']?.file;
  if (!boot || !entryFile) throw new Error('The browser build has no starter (src/boot.ts) or no entry');
  const { template, preloads } = prerenderTemplate(
    readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'),
    start === 'in-head' ? undefined : `/${boot}`,
  );
  // The starter fetches the app's files itself; it is already loaded, so it is not in the list.
  const scriptsFor = (page?: RouteDef['page']): AppScripts => ({
    entry: `/${entryFile}`,
    preload: firstLoadFiles(manifest, page)
      .js.filter((file) => file !== boot)
      .map((file) => `/${file}`),
  });
  rmSync(root, { recursive: true, force: true });
  const written: WrittenSite[] = [];
  for (const kind of ['main', 'community'] as const) {
    const dir = siteDir(kind, root);
    // Everything the browser build made (scripts, styles, fonts, pictures), except its empty page
    // and the build's own manifest.
    cpSync(CLIENT_DIR, dir, {
      recursive: true,
      filter: (source) => !source.startsWith(join(CLIENT_DIR, 'index.html')) && !source.includes('.vite'),
    });
    const routes = entry.routeTable(kind);
    for (const route of routes) {
      const page = await entry.prerenderPage(kind, route.path);
      if (page.status !== 200) throw new Error(`${kind} ${route.path} rendered with status ${page.status}`);
      write(
        join(dir, pageFile(route.path)),
        pageHtml(template, kind, preloads, page, scriptsFor(route.page), start),
      );
    }
    const notFound = await entry.prerenderPage(kind, `/${NOT_FOUND_FILE}`);
    if (notFound.status !== 404) throw new Error(`${kind}: the 404 page rendered with ${notFound.status}`);
    write(join(dir, NOT_FOUND_FILE), pageHtml(template, kind, preloads, notFound, scriptsFor(), start));
    write(join(dir, 'sitemap.xml'), entry.sitemapXml(kind));
    write(join(dir, 'robots.txt'), entry.robotsTxt(kind));
    write(join(dir, '_headers'), staticHostHeaders(supabaseUrl));
    // The browser build's files come with their compressed copies; the pages get theirs here.
    precompressFolder(dir);
    written.push({ kind, dir, pages: routes.length });
  }
  return written;
}
