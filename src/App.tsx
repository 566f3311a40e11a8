import { StrictMode, useEffect, type ReactElement } from 'react';
import { RouterProvider, createBrowserRouter, type DataRouter, type RouteObject } from 'react-router-dom';
import { AppProviders, siteTheme } from './AppProviders';
import { createRoutes } from './appRoutes';
import { useClientValue } from './components/useClientValue';
import type { HostInfo, HostKind } from './routing/host';
import { preloadRoutes } from './routing/preloadRoutes';
import { APP_READY_ATTRIBUTE } from './ssr/prerenderedHost';

export interface AppHosts {
  /** The host the first render uses: the one a prerendered page was written with. */
  first: HostInfo;
  /** The host from then on: the address's own origins (they differ only on a developer's machine). */
  current: HostInfo;
}

/**
 * The host's routes, with the page at `path` already loaded, so that the first render has the
 * whole page: no empty frame in the browser, and the same tree the server rendered.
 */
export async function loadRoutes(kind: HostKind, path: string): Promise<RouteObject[]> {
  return preloadRoutes(createRoutes(kind), path);
}

/**
 * Loads the parts the first page loads after itself (its form: src/pages/FormSlot.tsx), so the
 * whole page hydrates at once. A part still loading while the page hydrated would be drawn afresh
 * at the first update that reached it (a notice, the host, the theme), its form replaced for a
 * moment by 'Loading the form…'.
 */
export { preloadParts } from './routing/lazyPart';

/** Makes the site's theme ahead of the first render, in a task of its own. */
export function prepareTheme(): void {
  siteTheme();
}

/** Hydrates with the host the HTML was written for, then (on a developer's machine) moves to its own origins. */
function App({ router, hosts, root }: { router: DataRouter; hosts: AppHosts; root: HTMLElement }) {
  const host = useClientValue(hosts.current, hosts.first);
  // Says the page is live (hydrated, or drawn): its buttons and links now do what they say.
  useEffect(() => {
    root.setAttribute(APP_READY_ATTRIBUTE, '');
  }, [root]);
  return (
    <AppProviders host={host}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** The whole app for the browser, around a router over the loaded routes. */
export function appElement(routes: RouteObject[], hosts: AppHosts, root: HTMLElement): ReactElement {
  return (
    <StrictMode>
      <App router={createBrowserRouter(routes)} hosts={hosts} root={root} />
    </StrictMode>
  );
}
