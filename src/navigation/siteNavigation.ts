import { site } from '../../content/site';
import type { NavLinkItem, NavMenu } from './navTypes';
import type { HostInfo } from '../routing/host';
import { isCommunitySection, linkTo, type PageTarget } from '../routing/paths';
import { matchRoute } from '../routing/routes';

/** The header's and the footer's links, each under the name of the component's prop that takes it. */
export interface SiteNavigation {
  header: { logoHref: string; menu: NavMenu; links: NavLinkItem[]; cta: NavLinkItem };
  footer: {
    logoHref: string;
    /** The page of every free resource, linked under the footer's six. */
    resourcesHref: string;
    navigation: NavLinkItem[];
    community: NavLinkItem[];
    connect: NavLinkItem[];
  };
}

/** The header's and footer's links for this host and the page being shown. */
export function buildNavigation(host: HostInfo, pathname: string): SiteNavigation {
  const current = matchRoute(host.kind, pathname);
  const item = (label: string, target: PageTarget): NavLinkItem => {
    const link = linkTo(host, target);
    const active =
      link.kind === 'internal' && current?.page === target.page && current.event === target.event;
    return { label, href: link.href, active };
  };
  const external = (link: { label: string; url: string }, label = link.label): NavLinkItem[] =>
    link.url ? [{ label, href: link.url, external: true }] : [];

  const logoHref = '/';
  return {
    header: {
      logoHref,
      menu: {
        label: site.communityName,
        active: isCommunitySection(host, pathname),
        items: [item('Community', { page: 'community' })],
      },
      links: [
        item('Courses', { page: 'courses' }),
        item('Playbook', { page: 'playbook' }),
        item('Podcast', { page: 'podcast' }),
      ],
      cta: item('Find A Prompt', { page: 'find-prompt' }),
    },
    footer: {
      logoHref,
      // The specification's three, then the pages no other link leads to: the partner tools (with the
      // partnership enquiry form) and the page of all free resources.
      navigation: [
        item('Prompt Hub', { page: 'find-prompt' }),
        item('Podcast', { page: 'podcast' }),
        item('About', { page: 'about' }),
        item('Partner Tools', { page: 'tools' }),
        item('Free Resources', { page: 'resources' }),
      ],
      community: [
        item('Community', { page: 'community' }),
        item('Events', { page: 'events' }),
        item('Founding 20', { page: 'founding-20' }),
      ],
      resourcesHref: item('Free Resources', { page: 'resources' }).href,
      connect: [...external(site.links.newsletter, 'Newsletter'), ...external(site.links.profile)],
    },
  };
}
