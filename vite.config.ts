import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { backendChunk } from './scripts/build/backendChunkPlugin.ts';
import { eventCalendars } from './scripts/build/eventCalendarsPlugin.ts';
import { foundingBadge } from './scripts/build/foundingBadgePlugin.ts';
import { shareCards } from './scripts/build/shareCardsPlugin.ts';
import { siteFiles } from './scripts/build/siteFilesPlugin.ts';
import { tokenArt } from './scripts/build/tokenArtPlugin.ts';
import { localSupabase } from './supabase/local/vitePlugin.ts';

/**
 * How the browser build is cut into files. Pages are HTML (prerendered by scripts/build/build-site.ts);
 * the browser build is what they load:
 * - `page`: the few kilobytes every page loads (src/start/pageScript.ts: the menus, jump links), built on
 *   its own as one file by scripts/build/build-site.ts, so it never waits on a chunk it shares with the islands;
 * - `islands`: entry-client, which hydrates a page's islands (src/start/entry-client.tsx), with React DOM,
 *   MUI and the theme in the `app` chunk beside it, then each island's own chunk (a form, the
 *   library, the badge), and `forms`: Formik, Yup and the forms' code, shared by the forms' islands;
 * - `fonts`: the faces' stylesheet, written inline into every page.
 */
const chunkGroups = [
  {
    // Formik, Yup and the forms' own code: the form islands share them, and only they load them.
    name: 'forms',
    test: /[\\/](src[\\/]forms[\\/]|content[\\/]forms\.ts$|node_modules[\\/](formik|yup|lodash-es|tiny-case|property-expr|toposort|deepmerge|react-fast-compare)[\\/])/,
    includeDependenciesRecursively: false,
    priority: 20,
  },
  {
    // Whatever two or more islands use (MUI with Emotion, the theme, the notices), in one file; React
    // DOM goes with entry-client, which alone imports it.
    name: 'app',
    test: /[\\/](node_modules|src|content|theme)[\\/]/,
    minShareCount: 2,
    priority: 10,
  },
];

export default defineConfig({
  plugins: [
    react(),
    tokenArt(),
    localSupabase(),
    backendChunk(),
    foundingBadge(),
    eventCalendars(),
    shareCards(),
    siteFiles(),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    // The browser's build; scripts/build/build-site.ts adds the server build and the two prerendered sites.
    outDir: 'dist/client',
    sourcemap: true,
    // dist/client/.vite/manifest.json maps each page module to its chunks: the bundle budget reads it.
    manifest: true,
    rolldownOptions: {
      // index.html is the development server's page; the prerendered pages name these (scripts/build/prerender/writeSites.ts).
      input: { islands: 'src/start/entry-client.tsx', fonts: 'theme/fonts.css' },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
