import { site } from '../../content/site';
import type { HostKind } from '../routing/host';

/** The name a host signs its pages with: The AI Edit, or Women Love AI on the community host. */
export const siteNameOf = (kind: HostKind): string => (kind === 'community' ? site.communityName : site.name);

/** A tab's title: the page's, then the host's name, 'Courses · The AI Edit'. */
export const documentTitle = (kind: HostKind, title: string): string => `${title} · ${siteNameOf(kind)}`;
