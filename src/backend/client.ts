import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import type { Database } from './database.types';

export type SiteClient = SupabaseClient<Database>;

export interface ClientConfig {
  url: string;
  anonKey: string;
  /** A WebSocket class for runtimes without one (Node 20); browsers have their own. */
  transport?: typeof WebSocket;
}

/** A client for this site's needs only: anonymous inserts, no session kept, nothing listened to. */
export function createSiteClient({ url, anonKey, transport }: ClientConfig): SiteClient {
  return createClient<Database>(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(transport ? { realtime: { transport } } : {}),
  });
}

/** Hosted Supabase when configured; otherwise the embedded local backend on the page's own origin. */
export function browserClientConfig(origin: string): ClientConfig {
  const url = import.meta.env.VITE_SUPABASE_URL;
  const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY;
  return url && anonKey ? { url, anonKey } : { url: origin, anonKey: LOCAL_ANON_KEY };
}

let browserClient: SiteClient | undefined;

/** The browser's one client, made at the first submission (never while rendering). */
export function siteClient(): SiteClient {
  browserClient ??= createSiteClient(browserClientConfig(window.location.origin));
  return browserClient;
}
