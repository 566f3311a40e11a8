import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy page modules a path needs and puts them in place on the routes, so the first render
 * has the whole page: no empty frame in the browser, and the same tree the server rendered.
 */
export async function preloadRoutes(routes: RouteObject[], path: string): Promise<RouteObject[]> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return routes;
}
