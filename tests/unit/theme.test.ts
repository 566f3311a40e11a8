import { describe, expect, it } from 'vitest';
import { createAppTheme } from '../../theme';
import { breakpoints, viewports } from '../../theme/breakpoints';
import { AA_TEXT, contrastRatio } from '../../theme/contrast';
import { neutral, pink } from '../../theme/primitives';
import { onPink, roles } from '../../theme/semantic';

describe('brand colour contrast (WCAG AA, 4.5:1)', () => {
  it.each(Object.entries(pink))('text on pink %s passes', (step, colour) => {
    const text = onPink[Number(step) as keyof typeof onPink];
    expect(contrastRatio(colour, text)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('the primary button text passes on the brand pink', () => {
    expect(contrastRatio(roles.brand.main, roles.brand.contrastText)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['link on white', roles.text.link, neutral[0]],
    ['link on blush', roles.text.link, roles.surface.blush],
    ['secondary text on white', roles.text.secondary, neutral[0]],
    ['secondary text on blush', roles.text.secondary, roles.surface.blush],
    ['brand dark on brand tint', roles.brand.dark, roles.brand.tint],
    ['brand main on blush', roles.brand.main, roles.surface.blush],
    ['muted text on the dark footer', roles.surface.onInverseMuted, roles.surface.inverse],
    ['link hover on the dark footer', roles.surface.linkOnInverse, roles.surface.inverse],
    ['accent button text', roles.accent.contrastText, roles.accent.main],
  ])('%s passes', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.entries(roles.level))('white on the %s level badge passes', (_level, colour) => {
    expect(contrastRatio(colour, neutral[0])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('theme', () => {
  it('reads its breakpoints from the one breakpoints file', () => {
    const theme = createAppTheme();
    expect(theme.breakpoints.values).toEqual(breakpoints);
  });

  it('screenshot widths are the specified phone and desktop widths', () => {
    expect(viewports.mobile.width).toBe(390);
    expect(viewports.desktop.width).toBe(1440);
  });

  it('exposes the brand roles on the palette', () => {
    const theme = createAppTheme();
    expect(theme.palette.primary.main).toBe(roles.brand.main);
    expect(theme.palette.level.beginner).toBe(roles.level.beginner);
    expect(theme.tokens.glow.soft).toContain('rgba');
  });
});
