import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { backendChunk } from './scripts/backendChunkPlugin.ts';
import { codeOnly } from './scripts/codeOnlyPlugin.ts';
import { headScript } from './scripts/headScriptPlugin.ts';
import { eventCalendars } from './scripts/eventCalendarsPlugin.ts';
import { foundingBadge } from './scripts/foundingBadgePlugin.ts';
import { shareCards } from './scripts/shareCardsPlugin.ts';
import { siteFiles } from './scripts/siteFilesPlugin.ts';
import { localSupabase } from './supabase/local/vitePlugin.ts';

/**
 * How the browser build is cut into files. On a slow phone each file costs a round trip, six at a
 * time over HTTP/1.1, so a page's first load is a few files rather than dozens:
 * - `app`: all the entry imports (React DOM, MUI with Emotion, the router, the theme, the site's
 *   shell), one file; the entry itself stays apart with the fonts' faces, so that the chunks loaded
 *   later, which import `app`, never bring that stylesheet in again;
 * - each page's own chunk, and each part a page loads after itself (its form);
 * - `forms`: the forms' own code with Formik and Yup, which only the parts load (taken out first, so
 *   that merging the shared chunks below never hands it to a page);
 * - `events`: the events' records and the London time their texts come from, for the pages that show
 *   events;
 * - `shared`: what two or more of those share, one file for each set of chunks that share it, with
 *   sets under 24 KB of code (comments are left out: scripts/codeOnlyPlugin.ts) merged into their nearest
 *   neighbour (so a page may load a little it does not use); the text box and MUI's field parts stay
 *   in `fields`, loaded by the prompt search and the forms only.
 */
const chunkGroups = [
  {
    name: 'app',
    test: /[\\/]src[\\/]app[\\/]App\.tsx$|node_modules[\\/](react-dom|scheduler)[\\/]/,
    priority: 10,
  },
  {
    name: 'forms',
    test: /[\\/](src[\\/]forms[\\/]|content[\\/]forms\.ts$|node_modules[\\/](formik|yup|lodash-es|tiny-case|property-expr|toposort|deepmerge|react-fast-compare)[\\/])/,
    includeDependenciesRecursively: false,
    priority: 5,
  },
  {
    // The text box and MUI's field parts: the prompt search shows them, and the forms load them later.
    // A chunk of their own, so that merging the shared chunks never puts them in another page's first load.
    name: 'fields',
    test: /[\\/](src[\\/]components[\\/]TextBox\.tsx$|node_modules[\\/]@mui[\\/]material[\\/](esm[\\/])?(InputBase|OutlinedInput|FormControl|FormHelperText|FormLabel|InputLabel|InputAdornment|TextareaAutosize)[\\/])/,
    includeDependenciesRecursively: false,
    priority: 4.5,
  },
  {
    // The events' one record each and the London time their texts are made from: only the pages
    // that show events load it (merged into the shared chunks, it would reach every page).
    name: 'events',
    test: /[\\/](content[\\/]events\.ts$|src[\\/]events[\\/]|src[\\/]sections[\\/]EventCardSections\.tsx$)/,
    includeDependenciesRecursively: false,
    priority: 4,
  },
  {
    name: 'shared',
    test: /[\\/](src|content|node_modules)[\\/]/,
    minShareCount: 2,
    entriesAware: true,
    entriesAwareMergeThreshold: 24_000,
  },
];

export default defineConfig({
  plugins: [
    react(),
    localSupabase(),
    backendChunk(),
    foundingBadge(),
    eventCalendars(),
    shareCards(),
    siteFiles(),
    headScript(),
    codeOnly(),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    // The browser's build; scripts/build-site.ts adds the server build and the two prerendered sites.
    outDir: 'dist/client',
    sourcemap: true,
    // dist/client/.vite/manifest.json maps each page module to its chunks: the bundle budget reads it.
    manifest: true,
    rolldownOptions: {
      // index.html starts the app at once (the development server and a client-only build); the
      // prerendered pages start it with src/boot.ts once they have been painted (scripts/site/writeSites.ts).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        codeSplitting: { groups: chunkGroups },
        // A shared chunk's name lists every chunk that uses it; its file name need not.
        chunkFileNames: (chunk) =>
          `assets/${chunk.name.startsWith('shared') ? 'shared' : '[name]'}-[hash].js`,
      },
    },
    // Portraits stay files of their own (cached by the browser, and able to fail into initials), however small.
    assetsInlineLimit: (file) => (file.includes('/theme/art/') ? false : undefined),
  },
});
