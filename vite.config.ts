import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localSupabase } from './supabase/local/vitePlugin.ts';

export default defineConfig({
  plugins: [react(), localSupabase()],
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { sourcemap: true },
});
