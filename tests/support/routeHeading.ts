import { eventRecords } from '../../content/events';
import { pages } from '../../content/pages';
import type { RouteDef } from '../../src/routing/routes';

/** The page heading a route shows: its event's title, or its page's heading from content/pages.ts. */
export const headingOf = (route: RouteDef): string =>
  route.page === 'event' && route.event
    ? eventRecords[route.event].title
    : pages[route.page as Exclude<keyof typeof pages, 'event'>].heading;
