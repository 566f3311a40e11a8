import { neutral, pink, teal } from './primitives';
import { roles } from './semantic';

/**
 * The resource PDFs' look: the site's own tokens, taken as literal values because a PDF has no CSS.
 * Text colours are the site's text roles, so every pairing keeps the site's WCAG AA contrast.
 */
export const pdfColours = {
  text: roles.text.primary,
  muted: roles.text.secondary,
  brand: roles.brand.main,
  brandDark: pink[800],
  onBrand: roles.text.onBrand,
  onBrandMuted: pink[100],
  tint: pink[50],
  tintStrong: pink[100],
  border: pink[200],
  rule: neutral[200],
  accent: teal[700],
  accentTint: teal[50],
  codeSurface: neutral[50],
  page: neutral[0],
} as const;

/** Type sizes in points. */
export const pdfType = {
  body: 10.5,
  small: 8.5,
  h1: 30,
  h2: 17,
  h3: 12.5,
  code: 9.5,
  leading: 1.5,
} as const;

/**
 * The faces, as the @fontsource packages ship them. PDF libraries embed WOFF and TTF; a WOFF2 face
 * gives a PDF with missing glyphs and no error, so a `.woff2` file here is turned into TTF first
 * (IBM Plex Mono's WOFF file cannot be read by the PDF library's font parser; its WOFF2 can).
 */
export const pdfFonts = {
  display: {
    family: 'Fredoka',
    files: {
      500: 'fredoka/files/fredoka-latin-500-normal.woff',
      600: 'fredoka/files/fredoka-latin-600-normal.woff',
    },
  },
  body: {
    family: 'Inter',
    files: {
      400: 'inter/files/inter-latin-400-normal.woff',
      600: 'inter/files/inter-latin-600-normal.woff',
      700: 'inter/files/inter-latin-700-normal.woff',
    },
  },
  mono: {
    family: 'IBM Plex Mono',
    files: { 400: 'ibm-plex-mono/files/ibm-plex-mono-latin-400-normal.woff2' },
  },
} as const;
