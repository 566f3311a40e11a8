import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { buildNavigation } from '../../src/navigation/siteNavigation';
import type { HostInfo, HostKind } from '../../src/routing/host';
import { matchRoute, routeTable } from '../../src/routing/routes';

const origins = site.origins;
const host = (kind: HostKind): HostInfo => ({ kind, origins });

function allLinks(kind: HostKind, path: string) {
  const { header, footer } = buildNavigation(host(kind), path);
  return [
    ...header.menu.items,
    ...header.links,
    header.cta,
    ...footer.navigation,
    ...footer.community,
    { label: 'logo', href: header.logoHref },
  ];
}

describe('site navigation', () => {
  it('has the header of the specification', () => {
    const nav = buildNavigation(host('main'), '/');
    expect(nav.header.logoHref).toBe('/');
    expect(nav.header.menu.label).toBe('Women Love AI');
    expect(nav.header.menu.items.map((i) => [i.label, i.href])).toEqual([
      ['Community', '/women-love-ai/community'],
    ]);
    expect(nav.header.links.map((i) => [i.label, i.href])).toEqual([
      ['Courses', '/courses'],
      ['Playbook', '/playbook'],
      ['Podcast', '/podcast'],
    ]);
    expect(nav.header.cta).toMatchObject({ label: 'Find A Prompt', href: '/find-prompt' });
    // The specification's three footer links first, then the pages only the footer leads to.
    expect(nav.footer.navigation.map((i) => i.label)).toEqual([
      'Prompt Hub',
      'Podcast',
      'About',
      'Partner Tools',
      'Free Resources',
    ]);
    expect(nav.footer.community.map((i) => [i.label, i.href])).toEqual([
      ['Community', '/women-love-ai/community'],
      ['Events', '/women-love-ai/events'],
      ['Founding 20', '/women-love-ai/founding-20'],
    ]);
  });

  it.each(['main', 'community'] as const)(
    'no header or footer link on the %s host leads to a 404',
    (kind) => {
      for (const route of routeTable(kind)) {
        for (const link of allLinks(kind, route.path)) {
          if (link.href.startsWith('/')) {
            expect(matchRoute(kind, link.href), `${link.label} → ${link.href}`).toBeDefined();
          } else {
            expect(link.href.startsWith(`${origins.main}/`), link.href).toBe(true);
            expect(matchRoute('main', link.href.slice(origins.main.length)), link.href).toBeDefined();
          }
        }
      }
    },
  );

  it('highlights the current page and only it', () => {
    const nav = buildNavigation(host('main'), '/playbook');
    expect(nav.header.links.filter((l) => l.active).map((l) => l.label)).toEqual(['Playbook']);
    expect(nav.header.cta.active).toBe(false);
    expect(nav.header.menu.active).toBe(false);
    expect(buildNavigation(host('main'), '/find-prompt').header.cta.active).toBe(true);
  });

  it('highlights the dropdown trigger under /women-love-ai', () => {
    const nav = buildNavigation(host('main'), '/women-love-ai/events/waves-ai');
    expect(nav.header.menu.active).toBe(true);
    expect(nav.header.menu.items[0]?.active).toBe(false);
    expect(buildNavigation(host('main'), '/women-love-ai/community').header.menu.items[0]?.active).toBe(true);
  });

  it('on the community host, the community item is current on / and /community', () => {
    expect(buildNavigation(host('community'), '/').header.menu.items[0]).toMatchObject({
      href: '/community',
      active: true,
    });
    expect(buildNavigation(host('community'), '/community').header.menu.items[0]?.active).toBe(true);
    expect(buildNavigation(host('community'), '/events').header.menu.items[0]?.active).toBe(false);
  });

  it('connect links open the configured external addresses', () => {
    const nav = buildNavigation(host('main'), '/');
    expect(nav.footer.connect).toEqual([
      { label: 'Newsletter', href: site.links.newsletter.url, external: true },
      { label: 'LinkedIn', href: site.links.profile.url, external: true },
    ]);
  });
});
