import { describe, expect, it } from 'vitest';
import { eventSlugs } from '../../content/eventSlugs';
import { communityRoutes, mainRoutes, matchRoute, routeTable } from '../../src/routing/routes';

/**
 * The six event pages the specification names, written out here rather than read from the content:
 * the content may add events (each gets its page on both hosts), never lose one of these.
 */
const specifiedEvents =
  'autumn-retreat ai-influence leadership-labs waves-ai women-leading-ai ai-power-circle'.split(' ');

/** The main host's table as the specification lists it, with a page for each event of the content. */
const mainSpec: Record<string, string> = {
  '/': 'home',
  '/about': 'about',
  '/women-love-ai/community': 'community',
  '/women-love-ai/events': 'events',
  '/women-love-ai/founding-20': 'founding-20',
  '/courses': 'courses',
  '/tools': 'tools',
  '/resources': 'resources',
  '/podcast': 'podcast',
  '/playbook': 'playbook',
  '/find-prompt': 'find-prompt',
  ...Object.fromEntries(eventSlugs.map((s) => [`/women-love-ai/events/${s}`, `event:${s}`])),
};

/** The community host's table as the specification lists it, with a page for each event of the content. */
const communitySpec: Record<string, string> = {
  '/': 'community',
  '/community': 'community',
  '/events': 'events',
  '/founding-20': 'founding-20',
  ...Object.fromEntries(eventSlugs.map((s) => [`/events/${s}`, `event:${s}`])),
};

const pageOf = (route: { page: string; event?: string } | undefined) =>
  route && (route.page === 'event' ? `event:${route.event}` : route.page);

describe('route tables', () => {
  it("keep the specification's six events", () => {
    expect(eventSlugs).toEqual(expect.arrayContaining(specifiedEvents));
  });

  it('the main host has exactly the specified routes', () => {
    expect(Object.fromEntries(mainRoutes.map((r) => [r.path, pageOf(r)]))).toEqual(mainSpec);
    expect(mainRoutes).toHaveLength(Object.keys(mainSpec).length);
  });

  it('the community host has exactly the specified routes', () => {
    expect(Object.fromEntries(communityRoutes.map((r) => [r.path, pageOf(r)]))).toEqual(communitySpec);
    expect(communityRoutes).toHaveLength(Object.keys(communitySpec).length);
  });

  it.each(Object.entries(mainSpec))('main %s shows %s', (path, page) => {
    expect(pageOf(matchRoute('main', path))).toBe(page);
  });

  it.each(Object.entries(communitySpec))('community %s shows %s', (path, page) => {
    expect(pageOf(matchRoute('community', path))).toBe(page);
  });

  it.each([
    ['main', '/community'],
    ['main', '/events'],
    ['main', '/founding-20'],
    ['main', '/women-love-ai'],
    ['main', '/women-love-ai/events/unknown'],
    ['main', '/find-prompt/123'],
    ['community', '/courses'],
    ['community', '/playbook'],
    ['community', '/podcast'],
    ['community', '/find-prompt'],
    ['community', '/about'],
    ['community', '/women-love-ai/community'],
    ['community', '/events/waves-ai/extra'],
  ] as const)('%s host: %s is the 404 page', (kind, path) => {
    expect(matchRoute(kind, path)).toBeUndefined();
  });

  it('tolerates a trailing slash and letter case, as the router does', () => {
    expect(pageOf(matchRoute('main', '/Courses/'))).toBe('courses');
    expect(pageOf(matchRoute('community', '/Events/'))).toBe('events');
  });

  it('has no route parameters', () => {
    for (const kind of ['main', 'community'] as const) {
      for (const route of routeTable(kind)) expect(route.path).not.toMatch(/[:*]/);
    }
  });
});
