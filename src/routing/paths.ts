import type { EventSlug } from '../../content/types';
import type { HostInfo } from './host';
import { routeTable, type PageId, type RouteDef } from './routes.ts';

/** Where a link points: a page of the site, optionally an event page. */
export interface PageTarget {
  page: PageId;
  event?: EventSlug;
  hash?: string;
}

/**
 * How a link is followed: `internal` through the router, `site` to the other host of this site
 * (same tab, full load), `external` to another website (new tab).
 */
export type LinkKind = 'internal' | 'site' | 'external';

export interface ResolvedLink {
  href: string;
  kind: LinkKind;
}

/** Prefers an explicit path (/community) over the host root that shows the same page. */
function findRoute(table: readonly RouteDef[], target: PageTarget): RouteDef | undefined {
  const matches = table.filter((r) => r.page === target.page && r.event === target.event);
  return matches.find((r) => r.path !== '/') ?? matches[0];
}

/**
 * A host-correct link to a page: a router path when this host has the page, else the main
 * host's absolute URL (the community host has no Courses, Playbook, Podcast, prompts or About).
 */
export function linkTo(host: HostInfo, target: PageTarget): ResolvedLink {
  const hash = target.hash ? `#${target.hash}` : '';
  if (target.page === 'home') {
    return host.kind === 'main'
      ? { href: `/${hash}`, kind: 'internal' }
      : { href: `${host.origins.main}/${hash}`, kind: 'site' };
  }
  const local = findRoute(routeTable(host.kind), target);
  if (local) return { href: `${local.path}${hash}`, kind: 'internal' };
  const main = findRoute(routeTable('main'), target);
  if (!main) throw new Error(`No route for page ${target.page}${target.event ? `/${target.event}` : ''}`);
  return { href: `${host.origins.main}${main.path}${hash}`, kind: 'site' };
}

/** The community page, events list, an event page and the Founding 20 on this host. */
export const communityPaths = {
  community: (host: HostInfo) => linkTo(host, { page: 'community' }).href,
  events: (host: HostInfo) => linkTo(host, { page: 'events' }).href,
  event: (host: HostInfo, slug: EventSlug) => linkTo(host, { page: 'event', event: slug }).href,
  founding20: (host: HostInfo) => linkTo(host, { page: 'founding-20' }).href,
};

/** The prefix under which the main host keeps the community's pages. */
export const communitySectionPrefix = '/women-love-ai';

/** Whether the 'Women Love AI' menu is the current section. Every page of the community host is. */
export function isCommunitySection(host: HostInfo, pathname: string): boolean {
  return (
    host.kind === 'community' ||
    pathname === communitySectionPrefix ||
    pathname.startsWith(`${communitySectionPrefix}/`)
  );
}
