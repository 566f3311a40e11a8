import { useMemo } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createRoutes } from '../src/appRoutes';
import { preloadParts } from '../src/routing/lazyPart';
import type { HostKind } from '../src/routing/host';
import { preloadRoutes } from '../src/routing/preloadRoutes';

/**
 * The site's routes for a host with the page at `path` already loaded, and the parts it loads after
 * itself (its form), so the story draws the page whole at once (for a story's loader).
 */
export async function loadSiteRoutes(kind: HostKind, path: string): Promise<RouteObject[]> {
  const routes = await preloadRoutes(createRoutes(kind), path);
  await preloadParts();
  return routes;
}

/** A whole page of the site, with the site's own routes (from loadSiteRoutes), started at a path. */
export function SitePage({ routes, path }: { routes: RouteObject[]; path: string }) {
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [path] }), [routes, path]);
  return <RouterProvider router={router} />;
}
