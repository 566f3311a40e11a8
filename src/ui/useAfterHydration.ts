import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * `server` while the page is rendered on the server and while the browser hydrates it, `client`
 * from then on (and at once when it is drawn in the browser). For what only the browser can know,
 * so hydration finds the markup it was given and the difference follows in one re-render.
 */
export function useAfterHydration<T>(client: T, server: T): T {
  return useSyncExternalStore(
    neverChanges,
    () => client,
    () => server,
  );
}
