import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AboutPage } from './pages/AboutPage';
import { CommunityPage } from './pages/CommunityPage';
import { CoursesPage } from './pages/CoursesPage';
import { EventPage } from './pages/EventPage';
import { EventsPage } from './pages/EventsPage';
import { FindPromptPage } from './pages/FindPromptPage';
import { Founding20Page } from './pages/Founding20Page';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlaybookPage } from './pages/PlaybookPage';
import { PodcastPage } from './pages/PodcastPage';
import { ResourcesPage } from './pages/ResourcesPage';
import { RouterErrorPage } from './pages/RouterErrorPage';
import { SiteLayout } from './pages/SiteLayout';
import { ToolsPage } from './pages/ToolsPage';
import type { HostKind } from './routing/host';
import { routeTable, type RouteDef } from './routing/routes';

const pageElements: Record<Exclude<RouteDef['page'], 'event'>, ReactElement> = {
  home: <HomePage />,
  about: <AboutPage />,
  community: <CommunityPage />,
  events: <EventsPage />,
  'founding-20': <Founding20Page />,
  courses: <CoursesPage />,
  tools: <ToolsPage />,
  resources: <ResourcesPage />,
  podcast: <PodcastPage />,
  playbook: <PlaybookPage />,
  'find-prompt': <FindPromptPage />,
};

function elementFor(route: RouteDef): ReactElement {
  if (route.page === 'event') {
    if (!route.event) throw new Error(`Event route ${route.path} names no event`);
    return <EventPage slug={route.event} />;
  }
  return pageElements[route.page];
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
            ...routeTable(kind).map((route) => ({ path: route.path, element: elementFor(route) })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
