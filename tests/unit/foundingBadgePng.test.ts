// @vitest-environment node
// The PNG is made by the build, in Node: test it there (the font unpacker needs Node's own byte arrays).
import { describe, expect, it } from 'vitest';
import { BADGE_PNG_SIZE, renderBadgePng } from '../../scripts/build/foundingBadgePlugin';

describe('the founding member badge PNG', () => {
  it('is rendered at build time to an 800 × 800 PNG', async () => {
    const png = await renderBadgePng();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height are the first two big-endian words of the first chunk's data.
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(BADGE_PNG_SIZE);
    expect(png.readUInt32BE(20)).toBe(BADGE_PNG_SIZE);
  });
});
