// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderShareCard } from '../../scripts/build/shareCardsPlugin';
import { shareCardSvg, wrapWords } from '../../src/layout/shareCard';

describe('share cards', () => {
  it('wraps a sentence at spaces, never past the limit unless a word is longer', () => {
    expect(wrapWords('Work smarter with AI, one prompt at a time.', 24)).toEqual([
      'Work smarter with AI,',
      'one prompt at a time.',
    ]);
    expect(wrapWords('supercalifragilistic word', 10)).toEqual(['supercalifragilistic', 'word']);
  });

  it('escapes the words it draws', () => {
    expect(shareCardSvg('main')).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it.each(['main', 'community'] as const)('renders the %s card as a 1200 × 630 PNG', async (kind) => {
    const png = await renderShareCard(kind);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
