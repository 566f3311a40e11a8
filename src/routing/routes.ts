import { pages, type ScreenEntry } from '../../content/pages.ts';
import { eventSlugs, type EventSlug } from '../../content/eventSlugs.ts';
import type { HostKind } from './host';

type Pages = typeof pages;

/** The screens of the site: the entries of content/pages.ts that have paths. Event pages share one screen. */
export type PageId = { [K in keyof Pages]: Pages[K] extends ScreenEntry ? K : never }[keyof Pages];

export interface RouteDef {
  path: string;
  page: PageId;
  event?: EventSlug;
}

const isScreen = (entry: Pages[keyof Pages]): entry is Pages[PageId] => 'screen' in entry;

/** Every screen with its entry, in the order of content/pages.ts. */
export const screens = (Object.entries(pages) as [keyof Pages, Pages[keyof Pages]][]).flatMap(
  ([page, entry]) => (isScreen(entry) ? [{ page: page as PageId, ...(entry as ScreenEntry) }] : []),
);

function tableOf(kind: HostKind): readonly RouteDef[] {
  return screens.flatMap(({ page, paths }) =>
    (paths[kind] ?? []).flatMap((path): RouteDef[] =>
      path.includes(':event')
        ? eventSlugs.map((event) => ({ path: path.replace(':event', event), page, event }))
        : [{ path, page }],
    ),
  );
}

/** The route table of the main host. Any other path is the 404 page. */
export const mainRoutes: readonly RouteDef[] = tableOf('main');

/** The route table of the community host. Any other path is the 404 page. */
export const communityRoutes: readonly RouteDef[] = tableOf('community');

export function routeTable(kind: HostKind): readonly RouteDef[] {
  return kind === 'community' ? communityRoutes : mainRoutes;
}

/** Strips a trailing slash (but not the root's), as the router does. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route a path shows on a host, or undefined for the 404 page. */
export function matchRoute(kind: HostKind, pathname: string): RouteDef | undefined {
  const path = normalisePath(pathname).toLowerCase();
  return routeTable(kind).find((route) => route.path === path);
}
