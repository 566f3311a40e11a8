import clientUrl from 'virtual:backend-client-url';
import type * as Client from './client';
import type { SiteClient } from './client';

type ClientModule = typeof Client;

let loading: Promise<ClientModule> | undefined;
let attempts = 0;

/**
 * The backend client's code (supabase-js, some 50 KB) is not part of a page's start: it is fetched
 * when a visitor starts on a form (prepareBackend) and is in long before they send it. A failed
 * fetch is asked for again at the next submission; since a module that failed to load stays failed
 * at its address, each new attempt uses an address of its own.
 */
function loadClientModule(): Promise<ClientModule> {
  if (!loading) {
    const url = attempts === 0 ? clientUrl : `${clientUrl}?attempt=${attempts}`;
    attempts += 1;
    const attempt = import(/* @vite-ignore */ url) as Promise<ClientModule>;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    loading = attempt;
  }
  return loading;
}

/** Starts fetching the backend client, once; a failure is left for the submission to meet. */
export function prepareBackend(): void {
  loadClientModule().catch(() => undefined);
}

/** The browser's one backend client, its code fetched first if it is not in yet. */
export async function loadSiteClient(): Promise<SiteClient> {
  return (await loadClientModule()).siteClient();
}
