import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../src/routing/routes';
import { budgetFor } from './bundle/budgets';
import { routeBundles } from './bundle/routeBundles';
import { markdownTable, measuredOn, writeDocsBlock, writeDocsOption } from './benchSupport';
import { pageFile, siteDir } from './server/layout';

/**
 * `npm run bench:bundle -- [dist/client] [--write-docs]` (after `npm run build`): what a first visit
 * to each route of both hosts downloads, gzipped: its prerendered page (markup and inline critical
 * CSS), then the JavaScript and the linked CSS it loads, with the route's JavaScript budget
 * (scripts/bundle/budgets.ts). Prints a Markdown table; `--write-docs` also writes it into
 * docs/performance.md, between `<!-- bench:bundle -->` and `<!-- /bench:bundle -->`.
 */
const { values, positionals } = parseArgs({ options: writeDocsOption, allowPositionals: true });
const distDir = positionals[0] ?? 'dist/client';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bundles = routeBundles(distDir);
const pageSize = (host: 'main' | 'community', path: string) => {
  const file = join(siteDir(host), pageFile(path));
  return existsSync(file) ? kb(gzipSync(readFileSync(file)).length) : 'not built';
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
  ],
  ['left', 'left', 'right', 'right', 'right', 'right'],
  bundles.map((b) => [
    b.host,
    b.path,
    pageSize(b.host, b.path),
    kb(b.jsGzip),
    budget(b.host, b.path),
    b.files.length,
  ]),
);
console.log(table);
if (values['write-docs'])
  await writeDocsBlock('bundle', `${measuredOn('npm run bench:bundle', [`from ${distDir}`])}.\n\n${table}`);
