import { describe, expect, it } from 'vitest';
import type { HostInfo } from '../../src/routing/host';
import { communityPaths, isCommunitySection, linkTo } from '../../src/routing/paths';

const origins = { main: 'https://www.theaiedit.example', community: 'https://womenloveai.theaiedit.example' };
const main: HostInfo = { kind: 'main', origins };
const community: HostInfo = { kind: 'community', origins };

describe('linkTo', () => {
  it('on the main host, every page is a router path', () => {
    expect(linkTo(main, { page: 'courses' })).toEqual({ href: '/courses', kind: 'internal' });
    expect(linkTo(main, { page: 'community' })).toEqual({
      href: '/women-love-ai/community',
      kind: 'internal',
    });
    expect(linkTo(main, { page: 'event', event: 'waves-ai', hash: 'registration-form' })).toEqual({
      href: '/women-love-ai/events/waves-ai#registration-form',
      kind: 'internal',
    });
  });

  it.each(['courses', 'playbook', 'podcast', 'find-prompt', 'about', 'tools', 'resources'] as const)(
    'on the community host, %s goes to the main site',
    (page) => {
      const link = linkTo(community, { page });
      expect(link.kind).toBe('site');
      expect(link.href).toBe(`${origins.main}/${page}`);
    },
  );

  it('on the community host, community pages stay on the host', () => {
    expect(linkTo(community, { page: 'community' })).toEqual({ href: '/community', kind: 'internal' });
    expect(linkTo(community, { page: 'founding-20' })).toEqual({ href: '/founding-20', kind: 'internal' });
  });

  it('the main home page from the community host is the main origin', () => {
    expect(linkTo(community, { page: 'home' })).toEqual({ href: `${origins.main}/`, kind: 'site' });
    expect(linkTo(main, { page: 'home' })).toEqual({ href: '/', kind: 'internal' });
  });
});

describe('communityPaths', () => {
  it('gives host-correct community links', () => {
    expect(communityPaths.community(main)).toBe('/women-love-ai/community');
    expect(communityPaths.community(community)).toBe('/community');
    expect(communityPaths.events(main)).toBe('/women-love-ai/events');
    expect(communityPaths.events(community)).toBe('/events');
    expect(communityPaths.event(main, 'ai-power-circle')).toBe('/women-love-ai/events/ai-power-circle');
    expect(communityPaths.event(community, 'ai-power-circle')).toBe('/events/ai-power-circle');
    expect(communityPaths.founding20(main)).toBe('/women-love-ai/founding-20');
    expect(communityPaths.founding20(community)).toBe('/founding-20');
  });
});

describe('isCommunitySection', () => {
  it('is every path under /women-love-ai on the main host', () => {
    expect(isCommunitySection(main, '/women-love-ai/events/waves-ai')).toBe(true);
    expect(isCommunitySection(main, '/women-love-ai')).toBe(true);
    expect(isCommunitySection(main, '/women-love-aix')).toBe(false);
    expect(isCommunitySection(main, '/courses')).toBe(false);
  });

  it('is every page of the community host', () => {
    expect(isCommunitySection(community, '/')).toBe(true);
    expect(isCommunitySection(community, '/events')).toBe(true);
  });
});
