import type { ComponentType, ReactElement } from 'react';
import type { EventSlug } from '../../content/types';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageErrorBoundary } from '../layout/PageErrorBoundary';
import { SiteLayout } from '../layout/SiteLayout';
import type { HostKind } from '../routing/host';
import { lazyComponent, type LazyPart } from '../routing/lazyPart';
import { routeTable, screens, type PageId, type RouteDef } from '../routing/routes';

/**
 * Each screen is its own chunk, loaded when its route is shown: a visitor downloads the shell and the
 * page they asked for, not the prompt library, the forms and the backend client with the home page.
 * The screens are the files of src/pages/ that content/pages.ts names; each exports a component of
 * its file's name. (The 404 page is part of the shell.)
 */
const screenFiles = import.meta.glob<Record<string, ComponentType<ScreenProps>>>([
  '../pages/*Page.tsx',
  '!../pages/NotFoundPage.tsx',
]);

/** What a screen is given: an event page, its event. */
interface ScreenProps {
  slug?: EventSlug;
}

const screenParts = new Map(
  screens.map(({ page, screen }) => {
    const load = screenFiles[`../pages/${screen}.tsx`];
    if (!load) throw new Error(`No file src/pages/${screen}.tsx for the screen ${page}`);
    const component = async () => {
      const Screen = (await load())[screen];
      if (!Screen) throw new Error(`src/pages/${screen}.tsx exports no component ${screen}`);
      return Screen;
    };
    return [page, lazyComponent(component)];
  }),
);

function partOf(page: PageId): LazyPart<ScreenProps> {
  const part = screenParts.get(page);
  if (!part) throw new Error(`No screen for ${page}`);
  return part;
}

function pageElement(route: RouteDef): ReactElement {
  const { Part } = partOf(route.page);
  return <Part slug={route.event} />;
}

/** The route of the host's table that shows `path`; none means the 404 page. */
export function routeAt(kind: HostKind, path: string): RouteDef | undefined {
  return matchRoutes([...routeTable(kind)], path)?.[0]?.route;
}

/**
 * Loads the code of the page at `path`, so that the first render has the whole page: no empty frame
 * in the browser, and the same tree the server rendered.
 */
export async function loadPage(kind: HostKind, path: string): Promise<void> {
  const route = routeAt(kind, path);
  if (!route) return;
  await partOf(route.page).preload();
}

/**
 * The host's route table inside the site shell, then the 404 page. A page that fails (its code did
 * not arrive, say) shows the error screen inside the shell; a shell that fails, on its own.
 */
export function SiteRoutes({ kind }: { kind: HostKind }) {
  return (
    <PageErrorBoundary>
      <Routes>
        <Route element={<SiteLayout />}>
          {routeTable(kind).map((route) => (
            <Route key={route.path} path={route.path} element={pageElement(route)} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}
