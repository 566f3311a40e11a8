import { routeBundles } from './bundle/routeBundles';

/** `npm run bench:bundle` (after `npm run build`): first-load JS and CSS per route, gzipped. */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const bundles = routeBundles(process.argv[2] ?? 'dist/client');
console.log('| host | route | first-load JS (gzip) | CSS (gzip) | files |');
console.log('| --- | --- | ---: | ---: | ---: |');
for (const b of bundles)
  console.log(`| ${b.host} | ${b.path} | ${kb(b.jsGzip)} | ${kb(b.cssGzip)} | ${b.files.length} |`);
