import { MemoryRouter } from 'react-router-dom';
import { loadPage, SiteRoutes } from '../src/app/appRoutes';
import { preloadParts } from '../src/routing/lazyPart';
import type { HostKind } from '../src/routing/host';

/**
 * Loads the page at `path` and the parts it loads after itself (its form), so the story draws the
 * page whole at once (for a story's loader).
 */
export async function loadSitePage(kind: HostKind, path: string): Promise<void> {
  await loadPage(kind, path);
  await preloadParts();
}

/** A whole page of the site, with the host's own routes, started at a path (loaded by loadSitePage). */
export function SitePage({ kind, path }: { kind: HostKind; path: string }) {
  return (
    <MemoryRouter key={`${kind}${path}`} initialEntries={[path]}>
      <SiteRoutes kind={kind} />
    </MemoryRouter>
  );
}
