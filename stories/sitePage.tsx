import { useMemo } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createRoutes } from '../src/appRoutes';
import type { HostKind } from '../src/routing/host';

/** A whole page of the site, with the site's own routes, started at a path. */
export function SitePage({ kind, path }: { kind: HostKind; path: string }) {
  const router = useMemo(
    () => createMemoryRouter(createRoutes(kind), { initialEntries: [path] }),
    [kind, path],
  );
  return <RouterProvider router={router} />;
}
