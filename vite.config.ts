import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { foundingBadge } from './scripts/foundingBadgePlugin.ts';
import { shareCards } from './scripts/shareCardsPlugin.ts';
import { siteFiles } from './scripts/siteFilesPlugin.ts';
import { localSupabase } from './supabase/local/vitePlugin.ts';

export default defineConfig({
  plugins: [react(), localSupabase(), foundingBadge(), shareCards(), siteFiles()],
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
    },
    // Portraits stay files of their own (cached by the browser, and able to fail into initials), however small.
    assetsInlineLimit: (file) => (file.includes('/theme/art/') ? false : undefined),
  },
});
