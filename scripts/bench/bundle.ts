import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../../src/routing/routes';
import { budgetFor } from '../build/bundle/budgets';
import { routeBundles } from '../build/bundle/routeBundles';
import { markdownTable, measuredOn, writeDocsBlock, writeDocsOption } from './support';
import { pageFile, siteDir } from '../server/layout';

/**
 * `npm run bench:bundle -- [dist/client] [--write-docs]` (after `npm run build`): what a first visit
 * to each route of both hosts downloads, gzipped: its prerendered page (markup and inline critical
 * CSS), then the JavaScript and the linked CSS it loads, with the route's JavaScript budget
 * (scripts/build/bundle/budgets.ts); and its pictures (theme/art/scenes): what the one drawn into the
 * page adds to the page (its compressed size with the picture, less without it), and the small
 * copies its cards load after the page is shown. Prints a Markdown table; `--write-docs` also writes it into
 * docs/performance.md, between `<!-- bench:bundle -->` and `<!-- /bench:bundle -->`.
 */
const { values, positionals } = parseArgs({ options: writeDocsOption, allowPositionals: true });
const distDir = positionals[0] ?? 'dist/client';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bundles = routeBundles(distDir);
const pageHtml = (host: 'main' | 'community', path: string) => {
  const file = join(siteDir(host), pageFile(path));
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};
const pageSize = (host: 'main' | 'community', path: string) => {
  const html = pageHtml(host, path);
  return html === undefined ? 'not built' : kb(gzipSync(html).length);
};
/** A scene drawn into a page (src/components/Illustration.tsx). */
const DRAWN_SCENE = /<svg viewBox="0 0 480 360">.*?<\/svg>/g;
/** A card's copy of a scene: a picture from the build's assets, loaded as it nears the screen. */
const CARD_SCENE =
  /<img [^>]*src="\/(assets\/[^"]+\.svg)"[^>]*loading="lazy"|<img [^>]*loading="lazy"[^>]*src="\/(assets\/[^"]+\.svg)"/gi;
const pictureCost = (host: 'main' | 'community', path: string) => {
  const html = pageHtml(host, path);
  if (html === undefined) return ['not built', 'not built'];
  const drawn = gzipSync(html).length - gzipSync(html.replace(DRAWN_SCENE, '')).length;
  const cards = new Set([...html.matchAll(CARD_SCENE)].map((match) => match[1] ?? match[2] ?? ''));
  const after = [...cards].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return [kb(drawn), cards.size ? `${kb(after)} (${cards.size})` : '–'];
};
const budget = (host: 'main' | 'community', path: string) => {
  const route = routeTable(host).find((candidate) => candidate.path === path);
  return route ? kb(budgetFor(route.page)) : '–';
};
const table = markdownTable(
  [
    'host',
    'route',
    'page HTML with critical CSS (gzip)',
    'JS before it responds (gzip)',
    'JS budget',
    'script files',
    'picture in the page (gzip)',
    'card pictures after (gzip)',
  ],
  ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
  bundles.map((b) => [
    b.host,
    b.path,
    pageSize(b.host, b.path),
    kb(b.jsGzip),
    budget(b.host, b.path),
    b.files.length,
    ...pictureCost(b.host, b.path),
  ]),
);
console.log(table);
if (values['write-docs'])
  await writeDocsBlock('bundle', `${measuredOn('npm run bench:bundle', [`from ${distDir}`])}.\n\n${table}`);
