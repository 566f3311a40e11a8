import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { backendChunk } from './scripts/backendChunkPlugin.ts';
import { headScript } from './scripts/headScriptPlugin.ts';
import { eventCalendars } from './scripts/eventCalendarsPlugin.ts';
import { foundingBadge } from './scripts/foundingBadgePlugin.ts';
import { shareCards } from './scripts/shareCardsPlugin.ts';
import { siteFiles } from './scripts/siteFilesPlugin.ts';
import { localSupabase } from './supabase/local/vitePlugin.ts';

/**
 * The browser build's shared code, in one chunk for each step the app starts in (src/main.tsx):
 * React DOM; the theme with MUI's styling engine; the shell (React Router, the layout, the components
 * every page has). Left to itself the bundler cuts the shell into some 40 small files by which pages
 * share what, and each file costs a request and compresses on its own. Each group takes in what its
 * module imports, less what a group before it took. The pages and their parts stay chunks of their own.
 */
const startupChunks = [
  // React itself apart from its renderer: the entry imports React, and should not evaluate React DOM with it.
  { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 40 },
  // What the entry imports before its first step (the site's facts, the host, the helper behind every
  // dynamic import): left to the bundler, these join the shell, and the entry's first task would
  // evaluate the whole shell and the theme before React DOM.
  {
    name: 'start',
    test: /vite\/preload-helper|[\\/](content[\\/]site|src[\\/]routing[\\/]host|src[\\/]ssr[\\/]prerenderedHost)\.ts$/,
    priority: 35,
  },
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'theme', test: /[\\/]theme[\\/]index\.ts$/, priority: 20 },
  { name: 'shell', test: /[\\/]src[\\/]App\.tsx$/, priority: 10 },
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
      // prerendered pages start it with src/boot.ts once they have loaded (scripts/site/writeSites.ts).
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: { codeSplitting: { groups: startupChunks } },
    },
    // Portraits stay files of their own (cached by the browser, and able to fail into initials), however small.
    assetsInlineLimit: (file) => (file.includes('/theme/art/') ? false : undefined),
  },
});
