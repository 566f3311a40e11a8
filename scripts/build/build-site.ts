// `npm run build` [-- --quiet] [--quick]: the browser build, the server builds (the prerenderer, the production server),
// then every route of both hosts prerendered into a static site of its own (dist/sites/main,
// dist/sites/community).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { hostedConfig } from '../../supabase/local/hostedConfig.ts';
import { emptyKeepingTemplate, ensureTemplate } from '../../supabase/local/database.ts';
import { CLIENT_DIR, DIST, SERVER_DIR } from '../server/layout.ts';
import { PAGE_SCRIPT_MANIFEST, PAGE_SCRIPT_SOURCE } from './prerender/chunks.ts';
import type { SiteEntry } from './prerender/writeSites.ts';
import { writeHeadScript } from './headScript.ts';

const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';
// The visual suite's quick loop (npm run test:visual -- --affected) shoots pages: no PDFs, and the
// compressed copies of the files made fast rather than small.
const quick = process.argv.includes('--quick');
const started = performance.now();
// Vite reads its config the same way whatever runs this script.
const configLoader = 'bundle';

// The hosted Supabase project, if the environment or .env names one (both settings, or neither).
let hosted;
try {
  hosted = hostedConfig(loadEnv('production', process.cwd(), 'VITE_'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The head script minified from its sources first: everything below reads it (src/start/headScript.ts).
if (await writeHeadScript()) console.log('The head script was minified again: src/start/head/minified.json');
// A new database's files, for the embedded backend to copy (supabase/local/database.ts): kept from the
// last build, or made here, in a process of its own beside the build, so that the server never needs
// initdb's memory.
const keptTemplate = !hosted && emptyKeepingTemplate(DIST);
if (hosted) rmSync(DIST, { recursive: true, force: true });
const databaseTemplate = hosted || keptTemplate ? undefined : ensureTemplate();
await build({ logLevel, configLoader });
// The page script every page loads: one file of its own, sharing no chunk with the islands.
await build({
  logLevel,
  configFile: false,
  build: {
    outDir: CLIENT_DIR,
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: true,
    manifest: PAGE_SCRIPT_MANIFEST,
    rolldownOptions: { input: { page: PAGE_SCRIPT_SOURCE } },
  },
});
await build({
  logLevel,
  configLoader,
  build: {
    ssr: 'src/start/entry-server.tsx',
    outDir: SERVER_DIR,
    // dist/ was emptied above, and the database template is being written beside this build.
    emptyOutDir: false,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
    // The pictures the pages show (portraits, icons) are imported by the pages alone, which only
    // this build renders: it writes them, and they join the browser's files below.
    ssrEmitAssets: true,
    // The browser's chunks (vite.config.ts) mean nothing to the server.
    rolldownOptions: { output: { codeSplitting: true } },
  },
});
const serverAssets = join(SERVER_DIR, 'assets');
for (const file of readdirSync(serverAssets)) {
  if (!file.endsWith('.js')) cpSync(join(serverAssets, file), join(CLIENT_DIR, 'assets', file));
}

// The production server and the organiser's export, as plain JavaScript beside it: they run with
// `node` from an install without development packages (the embedded database is a dependency).
await build({
  logLevel,
  // Plain TypeScript for Node: none of the site's plugins or inputs.
  configFile: false,
  build: {
    ssr: true,
    outDir: SERVER_DIR,
    emptyOutDir: false,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: {
        start: 'scripts/server/start.ts',
        submissions: 'supabase/local/exportSubmissions.ts',
        backup: 'supabase/local/backup.ts',
      },
      output: { codeSplitting: true },
    },
  },
});

// The server build leaves React, MUI and Emotion to node_modules: in production mode they render
// exactly what the browser's production build hydrates (Emotion's class names included).
process.env.NODE_ENV = 'production';
const entry = (await import(pathToFileURL(`${SERVER_DIR}/entry-server.js`).href)) as SiteEntry;
// Imported now, after the head script was brought up to date above.
const { writeSites } = await import('./prerender/writeSites.ts');
const written = await writeSites(entry, hosted?.url, quick);
// The resource PDFs, drawn from content/resourceDocs in the theme's tokens, where the embedded backend
// serves them; loaded now, so that they share the production React the pages were rendered with.
const { writeResourcePdfs } = await import('../content/pdf/renderResourcePdfs.ts');
const pdfs = quick ? undefined : await writeResourcePdfs();

const template = await databaseTemplate;

const seconds = ((performance.now() - started) / 1000).toFixed(1);
for (const site of written) console.log(`${site.kind}: ${site.pages} pages and a 404 page in ${site.dir}`);
console.log(
  pdfs ? `${pdfs.length} resource PDFs in supabase/storage/resources` : 'The resource PDFs left as they were',
);
if (template) console.log(`A new database's files in ${template}`);
console.log(`Built in ${seconds} s.`);
