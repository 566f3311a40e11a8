import { MemoryRouter } from 'react-router-dom';
import { SiteRoutes } from '../src/pages/siteRoutes';
import type { HostKind } from '../src/routing/host';

/** A whole page of the site, with the host's own routes, started at a path; its islands are drawn in place. */
export function SitePage({ kind, path }: { kind: HostKind; path: string }) {
  return (
    <MemoryRouter key={`${kind}${path}`} initialEntries={[path]}>
      <SiteRoutes kind={kind} />
    </MemoryRouter>
  );
}
