import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouterErrorPage } from './pages/RouterErrorPage';
import { SiteLayout } from './pages/SiteLayout';
import type { HostKind } from './routing/host';
import { routeTable, type RouteDef } from './routing/routes';

type LazyPage = NonNullable<RouteObject['lazy']>;

/**
 * Each page is its own chunk, loaded when its route matches: a visitor downloads the shell and the
 * page they asked for, not the prompt library, the forms and the backend client with the home page.
 */
const pageModules: Record<Exclude<RouteDef['page'], 'event'>, LazyPage> = {
  home: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
  about: async () => ({ Component: (await import('./pages/AboutPage')).AboutPage }),
  community: async () => ({ Component: (await import('./pages/CommunityPage')).CommunityPage }),
  events: async () => ({ Component: (await import('./pages/EventsPage')).EventsPage }),
  'founding-20': async () => ({ Component: (await import('./pages/Founding20Page')).Founding20Page }),
  courses: async () => ({ Component: (await import('./pages/CoursesPage')).CoursesPage }),
  tools: async () => ({ Component: (await import('./pages/ToolsPage')).ToolsPage }),
  resources: async () => ({ Component: (await import('./pages/ResourcesPage')).ResourcesPage }),
  podcast: async () => ({ Component: (await import('./pages/PodcastPage')).PodcastPage }),
  playbook: async () => ({ Component: (await import('./pages/PlaybookPage')).PlaybookPage }),
  'find-prompt': async () => ({ Component: (await import('./pages/FindPromptPage')).FindPromptPage }),
};

function lazyFor(route: RouteDef): LazyPage {
  if (route.page !== 'event') return pageModules[route.page];
  const slug = route.event;
  if (!slug) throw new Error(`Event route ${route.path} names no event`);
  return async () => {
    const { EventPage } = await import('./pages/EventPage');
    return { element: <EventPage slug={slug} /> };
  };
}

/** The router's routes for a host: its route table inside the site shell, then the 404 page. */
export function createRoutes(kind: HostKind): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouterErrorPage />,
      children: [
        {
          errorElement: <RouterErrorPage />,
          children: [
            ...routeTable(kind).map((route) => ({ path: route.path, lazy: lazyFor(route) })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
