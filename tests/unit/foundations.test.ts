import { describe, expect, it } from 'vitest';
import {
  colourRoles,
  describeSize,
  primitiveOf,
  typeVariants,
  verdict,
} from '../../stories/foundations/foundationTables';
import {
  palettePatterns,
  siteSources,
  tokenPatterns,
  usedBy,
  variantPatterns,
} from '../../stories/foundations/tokenUsage';
import { createAppTheme } from '../../theme';
import { pink } from '../../theme/primitives';
import { roles } from '../../theme/semantic';

describe('Foundations: where a token is used', () => {
  const sources = {
    'src/components/Quote.tsx': `<Box sx={{ color: 'text.link', bgcolor: 'brand.tint' }} />`,
    'src/components/Level.tsx': 'sx={{ bgcolor: `level.${tone}` }}',
    'src/components/Cta.tsx': '<Button color="primary" variant="h2">Go</Button>',
    'src/layout/Styled.tsx': 'borderColor: theme.palette.divider, boxShadow: t.tokens.glow.soft',
    'theme/componentOverrides.ts': [
      'export const inputs = {',
      '  MuiButton: {',
      "    root: { '&.Mui-focusVisible': { boxShadow: glow.focus } },",
      '  },',
      '  MuiLink: {',
      '    root: ({ theme }) => ({ color: theme.palette.text.link }),',
      '  },',
      '};',
    ].join('\n'),
  };

  it('finds palette paths named in sx, in palette reads, as a colour prop and as a built path', () => {
    expect(usedBy(sources, palettePatterns('text.link'))).toEqual(['MUI Link', 'Quote']);
    expect(usedBy(sources, palettePatterns('brand.tint'))).toEqual(['Quote']);
    expect(usedBy(sources, palettePatterns('primary.main'))).toEqual(['Cta']);
    expect(usedBy(sources, palettePatterns('level.advanced'))).toEqual(['Level']);
    expect(usedBy(sources, palettePatterns('divider'))).toEqual(['Styled']);
    expect(usedBy(sources, palettePatterns('brand.main'))).toEqual([]);
  });

  it('finds type variants and shape tokens, and names a theme override by the MUI part it restyles', () => {
    expect(usedBy(sources, variantPatterns('h2'))).toEqual(['Cta']);
    expect(usedBy(sources, tokenPatterns('glow', 'focus'))).toEqual(['MUI Button']);
    expect(usedBy(sources, tokenPatterns('glow', 'soft'))).toEqual(['Styled']);
    // glow.soft is not glow.softer, and radii.md is not radii.mdx.
    expect(usedBy({ 'a.tsx': 'radii.mdx, glow.softer' }, tokenPatterns('radii', 'md'))).toEqual([]);
  });

  it('reads the real source as Storybook builds', () => {
    expect(Object.keys(siteSources).some((file) => file.endsWith('theme/componentOverrides.ts'))).toBe(true);
    expect(Object.keys(siteSources).some((file) => file.endsWith('src/components/PromptCard.tsx'))).toBe(
      true,
    );
    expect(usedBy(siteSources, palettePatterns('text.link')).length).toBeGreaterThan(3);
  });
});

describe('Foundations: values from the theme', () => {
  it('maps every colour role to its primitive', () => {
    const byPath = Object.fromEntries(colourRoles().map((role) => [role.path, role]));
    expect(byPath['primary.main']).toMatchObject({ hex: roles.brand.main, primitive: 'pink 600' });
    expect(byPath['text.link']).toMatchObject({ hex: roles.text.link, primitive: 'pink 700' });
    expect(byPath['brand.tint']?.primitive).toBe('pink 50');
    expect(byPath['divider']?.primitive).toBe('neutral 200');
    expect(byPath['success.main']?.primitive).toBe('status green strong');
    // Every role the theme defines from a primitive is listed.
    for (const [group, members] of Object.entries(roles.surface)) {
      expect(byPath[`surface.${group}`]?.hex, group).toBe(members);
    }
    expect(primitiveOf(pink[600].toUpperCase())).toBe('pink 600');
  });

  it('gives every type variant of the theme', () => {
    const theme = createAppTheme();
    for (const variant of typeVariants) expect(theme.typography[variant], variant).toBeDefined();
    expect(typeVariants).toHaveLength(17);
  });

  it('spells out a fluid size as its two ends and the widths it grows between', () => {
    expect(describeSize('clamp(2.25rem, 5vw, 3.5rem)')).toBe(
      '36–56 px: 36 px up to 720 px wide, 5vw between, 56 px from 1120 px (clamp(2.25rem, 5vw, 3.5rem))',
    );
    expect(describeSize('0.875rem')).toBe('14 px (0.875rem)');
    expect(describeSize(undefined)).toBe('inherited');
  });

  it('gives the WCAG verdict of a ratio', () => {
    expect(verdict(7)).toBe('AAA');
    expect(verdict(6.99)).toBe('AA');
    expect(verdict(4.5)).toBe('AA');
    expect(verdict(3)).toBe('AA large only');
    expect(verdict(2.99)).toBe('Fails');
  });
});
