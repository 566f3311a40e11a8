import { describe, expect, it } from 'vitest';
import { badgeEmbedCode } from '../../src/badge/embedCode';
import { BADGE_TEXT, foundingBadgeSvg } from '../../src/badge/foundingBadgeSvg';

describe('the founding member badge', () => {
  it('says The First 20, Est. 2025 and Founding Member, at 400 px unless asked otherwise', () => {
    const svg = foundingBadgeSvg();
    expect(BADGE_TEXT).toEqual({
      title: 'The First 20',
      established: 'Est. 2025',
      member: 'Founding Member',
    });
    for (const text of Object.values(BADGE_TEXT)) expect(svg).toContain(`>${text}</text>`);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400"/);
    expect(foundingBadgeSvg({ size: 300 })).toMatch(/width="300" height="300"/);
  });

  it('keeps its gradient ids apart when two badges share a page', () => {
    const ids = (svg: string) => [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    const a = ids(foundingBadgeSvg({ idPrefix: 'a' }));
    const b = ids(foundingBadgeSvg({ idPrefix: 'b' }));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it('embeds as a round 300 × 300 image with a glow and a description', () => {
    const code = badgeEmbedCode('https://example.org/founding-member-badge.png');
    const img = new DOMParser().parseFromString(code, 'text/html').querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://example.org/founding-member-badge.png');
    expect(img?.getAttribute('width')).toBe('300');
    expect(img?.getAttribute('height')).toBe('300');
    expect(img?.getAttribute('alt')).toBe('Women Love AI Founding Member badge: The First 20, Est. 2025');
    expect(img?.style.borderRadius).toBe('50%');
    expect(img?.style.boxShadow).not.toBe('');
  });
});
