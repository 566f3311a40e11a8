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
 * How the browser build is cut into files. Pages are HTML (prerendered by scripts/build-site.ts);
 * the browser build is what they load:
 * - `page`: the few kilobytes every page loads (src/pageScript.ts: the menus, jump links);
 * - `islands`: the starter of a page with islands (src/islands/start.ts), with React DOM,
 *   MUI and the theme in the `app` chunk beside it, then each island's own chunk (a form, the
 *   library, the badge), and `forms`: Formik, Yup and the forms' code, shared by the forms' islands;
 * - `fonts`: the faces' stylesheet, written inline into every page.
 */
const chunkGroups = [
  {
    // What the page script uses, in its one file, though the islands use some of it too.
    name: 'page',
    test: /[\\/](src[\\/](pageScript\.ts|page-script[\\/]|ui[\\/]popover\.ts|routing[\\/]host\.ts|navigation[\\/]navTiming\.ts)|content[\\/]site\.ts)$/,
    includeDependenciesRecursively: false,
    priority: 20,
  },
  {
    name: 'app',
    test: /node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@mui[\\/](system|styled-engine|utils|private-theming)|@mui[\\/]material[\\/](esm[\\/])?(styles|utils|colors|transitions|CssBaseline|Box|Typography|ButtonBase|Button|SvgIcon|CircularProgress|GlobalStyles|DefaultPropsProvider|zero-styled|useLazyRipple))[\\/]|[\\/]theme[\\/][^/\\]+\.ts$/,
    priority: 10,
  },
  {
    name: 'forms',
    test: /[\\/](src[\\/]forms[\\/]|content[\\/]forms\.ts$|node_modules[\\/](formik|yup|lodash-es|tiny-case|property-expr|toposort|deepmerge|react-fast-compare)[\\/])/,
    includeDependenciesRecursively: false,
    priority: 5,
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
      // index.html is the development server's page; the prerendered pages name these (scripts/site/writeSites.ts).
      input: { page: 'src/pageScript.ts', islands: 'src/islands/start.ts', fonts: 'theme/fonts.css' },
      output: { codeSplitting: { groups: chunkGroups } },
    },
    // Portraits stay files of their own (cached by the browser, and able to fail into initials), however small.
    assetsInlineLimit: (file) => (file.includes('/theme/art/') ? false : undefined),
  },
});
