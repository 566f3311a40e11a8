import type { EventSlug } from '../../content/types';
import type { HostKind } from './host';

/** The screens of the site. Event pages share one template and differ by slug. */
export type PageId =
  | 'home'
  | 'about'
  | 'community'
  | 'events'
  | 'founding-20'
  | 'event'
  | 'courses'
  | 'tools'
  | 'resources'
  | 'podcast'
  | 'playbook'
  | 'find-prompt';

export interface RouteDef {
  path: string;
  page: PageId;
  event?: EventSlug;
}

const eventRoutes = (prefix: string): RouteDef[] =>
  (
    [
      'autumn-retreat',
      'ai-influence',
      'leadership-labs',
      'waves-ai',
      'women-leading-ai',
      'ai-power-circle',
    ] as const satisfies readonly EventSlug[]
  ).map((slug) => ({ path: `${prefix}/events/${slug}`, page: 'event', event: slug }));

/** The route table of the main host. Any other path is the 404 page. */
export const mainRoutes: readonly RouteDef[] = [
  { path: '/', page: 'home' },
  { path: '/about', page: 'about' },
  { path: '/women-love-ai/community', page: 'community' },
  { path: '/women-love-ai/events', page: 'events' },
  { path: '/women-love-ai/founding-20', page: 'founding-20' },
  ...eventRoutes('/women-love-ai'),
  { path: '/courses', page: 'courses' },
  { path: '/tools', page: 'tools' },
  { path: '/resources', page: 'resources' },
  { path: '/podcast', page: 'podcast' },
  { path: '/playbook', page: 'playbook' },
  { path: '/find-prompt', page: 'find-prompt' },
];

/** The route table of the community host. Any other path is the 404 page. */
export const communityRoutes: readonly RouteDef[] = [
  { path: '/', page: 'community' },
  { path: '/community', page: 'community' },
  { path: '/events', page: 'events' },
  { path: '/founding-20', page: 'founding-20' },
  ...eventRoutes(''),
];

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
