import { site } from '../content/site';
import { resources } from '../content/resources';
import { buildNavigation } from '../src/navigation/siteNavigation';
import { toResourceCard } from '../src/art/resourceIcons';
import type { HostInfo, HostKind } from '../src/routing/host';

/** The host a story renders for, as the preview's host toolbar sets it. */
export function storyHost(kind: unknown): HostInfo {
  return { kind: (kind === 'community' ? 'community' : 'main') satisfies HostKind, origins: site.origins };
}

/** The site's own navigation for a host and path, exactly as the header receives it. */
export function navigationFor(kind: unknown, pathname: string) {
  return buildNavigation(storyHost(kind), pathname);
}

export const resourceCards = resources.map(toResourceCard);
