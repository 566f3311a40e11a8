import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { hostInfoFromUrl, hostKindOf, isCommunityHost, resolveOrigins } from '../../src/routing/host';

describe('isCommunityHost', () => {
  it.each([
    ['womenloveai.localhost', true],
    ['womenloveai.theaiedit.example', true],
    ['www.womenloveai.com', true],
    ['WomenLoveAI.co.uk', true],
    ['staging-womenloveai.netlify.app', true],
    ['localhost', false],
    ['www.theaiedit.example', false],
    ['women-love-ai.com', false],
    ['127.0.0.1', false],
  ])('%s → %s', (hostname, expected) => {
    expect(isCommunityHost(hostname)).toBe(expected);
  });

  it('uses the configured brand word, and another word when given one', () => {
    expect(site.communityBrandWord).toBe('womenloveai');
    expect(isCommunityHost('circle.example', 'circle')).toBe(true);
    expect(isCommunityHost('womenloveai.example', 'circle')).toBe(false);
  });

  it('names the host kind', () => {
    expect(hostKindOf('womenloveai.localhost')).toBe('community');
    expect(hostKindOf('localhost')).toBe('main');
  });
});

describe('resolveOrigins', () => {
  it('pairs localhost with womenloveai.localhost on the same port', () => {
    const expected = { main: 'http://localhost:5173', community: 'http://womenloveai.localhost:5173' };
    expect(resolveOrigins(new URL('http://localhost:5173/courses'))).toEqual(expected);
    expect(resolveOrigins(new URL('http://womenloveai.localhost:5173/events'))).toEqual(expected);
  });

  it('uses the configured origins in production', () => {
    expect(resolveOrigins(new URL('https://womenloveai.theaiedit.example/'))).toEqual(site.origins);
    expect(resolveOrigins(new URL('https://www.theaiedit.example/about'))).toEqual(site.origins);
  });

  it('gives the kind with the origins', () => {
    expect(hostInfoFromUrl(new URL('http://womenloveai.localhost:4173/')).kind).toBe('community');
  });
});
