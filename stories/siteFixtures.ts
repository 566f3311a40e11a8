import { site } from '../content/site';
import { footerWords } from '../src/layout/SiteLayout';
import { buildNavigation } from '../src/navigation/siteNavigation';
import type { HostInfo, HostKind } from '../src/routing/host';

/** The host a story renders for, as the preview's host toolbar sets it. */
export function storyHost(kind: unknown): HostInfo {
  return { kind: (kind === 'community' ? 'community' : 'main') satisfies HostKind, origins: site.origins };
}

/** The site's own links for a host and path, exactly as the header and the footer receive them. */
export function navigationFor(kind: unknown, pathname: string) {
  return buildNavigation(storyHost(kind), pathname);
}

/** The six resources as their cards show them, in the footer and on the resources page. */
export const resourceCards = footerWords.resources;
