import type { ReactElement } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageErrorBoundary } from './pages/PageErrorBoundary';
import { SiteLayout } from './pages/SiteLayout';
import type { HostKind } from './routing/host';
import { lazyComponent, type LazyPart } from './routing/lazyPart';
import { routeTable, type RouteDef } from './routing/routes';

/**
 * Each page is its own chunk, loaded when its route is shown: a visitor downloads the shell and the
 * page they asked for, not the prompt library, the forms and the backend client with the home page.
 */
const pages: Record<Exclude<RouteDef['page'], 'event'>, LazyPart<object>> = {
  home: lazyComponent(async () => (await import('./pages/HomePage')).HomePage),
  about: lazyComponent(async () => (await import('./pages/AboutPage')).AboutPage),
  community: lazyComponent(async () => (await import('./pages/CommunityPage')).CommunityPage),
  events: lazyComponent(async () => (await import('./pages/EventsPage')).EventsPage),
  'founding-20': lazyComponent(async () => (await import('./pages/Founding20Page')).Founding20Page),
  courses: lazyComponent(async () => (await import('./pages/CoursesPage')).CoursesPage),
  tools: lazyComponent(async () => (await import('./pages/ToolsPage')).ToolsPage),
  resources: lazyComponent(async () => (await import('./pages/ResourcesPage')).ResourcesPage),
  podcast: lazyComponent(async () => (await import('./pages/PodcastPage')).PodcastPage),
  playbook: lazyComponent(async () => (await import('./pages/PlaybookPage')).PlaybookPage),
  'find-prompt': lazyComponent(async () => (await import('./pages/FindPromptPage')).FindPromptPage),
};
const eventPage = lazyComponent(async () => (await import('./pages/EventPage')).EventPage);

function pageElement(route: RouteDef): ReactElement {
  if (route.page !== 'event') {
    const { Part } = pages[route.page];
    return <Part />;
  }
  if (!route.event) throw new Error(`Event route ${route.path} names no event`);
  return <eventPage.Part slug={route.event} />;
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
  await (route.page === 'event' ? eventPage : pages[route.page]).preload();
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
