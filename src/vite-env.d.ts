/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Hosted Supabase project URL; without it the embedded local backend on the same origin is used. */
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:backend-client-url' {
  /** Where the backend client's code (src/backend/client.ts) is served: see scripts/build/backendChunkPlugin.ts. */
  const url: string;
  export default url;
}
