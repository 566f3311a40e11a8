import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeBundles } from './bundle/routeBundles';
import { pageFile, siteDir } from './site/layout';

/**
 * `npm run bench:bundle` (after `npm run build`): what a first visit to each route of both hosts
 * downloads, gzipped: its prerendered page (markup and inline critical CSS), then the JavaScript and
 * the linked CSS it loads.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bundles = routeBundles(process.argv[2] ?? 'dist/client');
const pageSize = (host: 'main' | 'community', path: string) => {
  const file = join(siteDir(host), pageFile(path));
  return existsSync(file) ? kb(gzipSync(readFileSync(file)).length) : 'not built';
};
console.log(
  '| host | route | page HTML with critical CSS (gzip) | first-load JS (gzip) | linked CSS (gzip) | files |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const b of bundles)
  console.log(
    `| ${b.host} | ${b.path} | ${pageSize(b.host, b.path)} | ${kb(b.jsGzip)} | ${kb(b.cssGzip)} | ${b.files.length} |`,
  );
