import type { TypographyVariantsOptions } from '@mui/material/styles';
import { fontFamilies } from './primitives.ts';

/** A 1.25 (major third) type scale on a 16 px body; headings in the display face. */
export const typography: TypographyVariantsOptions = {
  fontFamily: fontFamilies.body,
  fontSize: 16,
  htmlFontSize: 16,
  fontWeightRegular: 400,
  fontWeightMedium: 500,
  fontWeightBold: 700,
  display: {
    fontFamily: fontFamilies.display,
    fontWeight: 600,
    fontSize: 'clamp(3rem, 8vw, 5.5rem)',
    lineHeight: 1.05,
    letterSpacing: '-0.02em',
  },
  h1: {
    fontFamily: fontFamilies.display,
    fontWeight: 600,
    fontSize: 'clamp(2.25rem, 5vw, 3.5rem)',
    lineHeight: 1.1,
    letterSpacing: '-0.015em',
  },
  h2: {
    fontFamily: fontFamilies.display,
    fontWeight: 600,
    fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)',
    lineHeight: 1.15,
    letterSpacing: '-0.01em',
  },
  h3: {
    fontFamily: fontFamilies.display,
    fontWeight: 600,
    fontSize: 'clamp(1.5rem, 2.5vw, 1.95rem)',
    lineHeight: 1.2,
  },
  h4: { fontFamily: fontFamilies.display, fontWeight: 600, fontSize: '1.5625rem', lineHeight: 1.25 },
  h5: { fontFamily: fontFamilies.display, fontWeight: 600, fontSize: '1.25rem', lineHeight: 1.3 },
  h6: { fontFamily: fontFamilies.display, fontWeight: 600, fontSize: '1.0625rem', lineHeight: 1.35 },
  subtitle1: { fontWeight: 600, fontSize: '1rem', lineHeight: 1.5 },
  subtitle2: { fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.5 },
  body1: { fontSize: '1rem', lineHeight: 1.65 },
  body2: { fontSize: '0.875rem', lineHeight: 1.6 },
  button: { fontWeight: 600, fontSize: '0.9375rem', textTransform: 'none', letterSpacing: 0 },
  caption: { fontSize: '0.8125rem', lineHeight: 1.5 },
  overline: { fontWeight: 600, fontSize: '0.75rem', letterSpacing: '0.08em' },
  eyebrow: {
    fontFamily: fontFamilies.body,
    fontWeight: 700,
    fontSize: '0.8125rem',
    letterSpacing: '0.1em',
    textTransform: 'uppercase',
    lineHeight: 1.4,
  },
  lead: { fontFamily: fontFamilies.body, fontSize: '1.1875rem', lineHeight: 1.6 },
  code: { fontFamily: fontFamilies.mono, fontSize: '0.8125rem', lineHeight: 1.6 },
};
