/**
 * Primitive tokens: raw values. Only theme/ reads them, and components `inset` (a card's room per breakpoint, for sx);
 * stories and tests show and check them. Everything else speaks in semantic roles (semantic.ts) or MUI palette paths.
 */

/** The brand pink, from palest tint to deepest shade. */
export const pink = {
  50: '#fff1f6',
  100: '#ffe0eb',
  200: '#ffc2d7',
  300: '#ff94b8',
  400: '#f5609a',
  500: '#ee4a8b',
  600: '#c8185f',
  700: '#a4114d',
  800: '#7f0e3d',
  900: '#560a2a',
} as const;

/** Teal, pink's complement: used sparingly for accents, links on dark and highlights. */
export const teal = {
  50: '#eefbf8',
  100: '#d3f4ec',
  200: '#a7e8da',
  300: '#6fd4c2',
  400: '#37b8a5',
  500: '#1a9a89',
  600: '#117c6f',
  700: '#0f645a',
  800: '#0e4f48',
  900: '#0b3833',
} as const;

/** Warm plum-tinted greys for text, borders and quiet surfaces. */
export const neutral = {
  0: '#ffffff',
  50: '#fbf8fa',
  100: '#f5f0f3',
  200: '#e9e1e6',
  300: '#d4c9d0',
  400: '#a99ba4',
  500: '#7d6e78',
  600: '#5e505a',
  700: '#463a43',
  800: '#2f252d',
  900: '#1c141a',
} as const;

/** Status hues. Each pair is a strong shade (text, icons on white) and a pale surface. */
export const status = {
  green: { strong: '#1b7a3e', surface: '#e7f6ec', main: '#23984e' },
  blue: { strong: '#1f5fbf', surface: '#e8f0fc', main: '#2a6fdb' },
  red: { strong: '#b3261e', surface: '#fdecea', main: '#d93a30' },
  amber: { strong: '#8a5300', surface: '#fff4dc', main: '#b36b00' },
  grey: { strong: '#5e505a', surface: '#f1ecef', main: '#7d6e78' },
} as const;

/**
 * Skin and hair for the portraits in theme/art, which no brand scale holds. Each skin is the face,
 * the shade of the neck and ears, and the line of the nose.
 */
export const skin = {
  fair: { face: '#f6d5bf', shade: '#e8b89c', line: '#dba384' },
  light: { face: '#f0c8a4', shade: '#dcab85', line: '#d49e78' },
  medium: { face: '#d9a27a', line: '#bd8660' },
  tan: { face: '#c68a5e', shade: '#a86f46', line: '#94603c' },
  deep: { face: '#7a4a2e', shade: '#633a22', line: '#5a341f' },
} as const;

export const hair = {
  chestnut: '#6b3f26',
  chestnutLine: '#4a2a18',
  black: '#1f1a1d',
  darkBrown: '#2b1a12',
  braids: '#1a1210',
  braidsLine: '#3d2a22',
} as const;

export const fontFamilies = {
  display: '"Fredoka", "Trebuchet MS", "Segoe UI", system-ui, sans-serif',
  body: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
  mono: '"IBM Plex Mono", ui-monospace, "SFMono-Regular", "Cascadia Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Corner radii in px. */
export const radii = {
  sm: 6,
  md: 12,
  lg: 20,
  xl: 28,
  pill: 999,
} as const;

/** The spacing unit in px: theme.spacing(n) is n × this. */
export const spacingUnit = 8;

/** Named steps of the spacing scale, in units. */
export const space = {
  xxs: 0.5,
  xs: 1,
  sm: 1.5,
  md: 2,
  lg: 3,
  xl: 4,
  xxl: 6,
  section: 10,
} as const;

/**
 * The room inside a card or a panel between its edge and its words, in spacing units at each
 * breakpoint (20 px on phones, 24 px from `md` up): `sx={{ p: inset.card }}`.
 */
export const inset = {
  card: { xs: 2.5, md: 3 },
} as const;

/** Shadow colours are pink-tinted so elevation feels part of the brand. */
const shadowInk = 'rgba(86, 10, 42,';
export const elevation = {
  none: 'none',
  low: `0 1px 2px ${shadowInk} 0.06), 0 1px 3px ${shadowInk} 0.08)`,
  medium: `0 4px 12px ${shadowInk} 0.08), 0 2px 4px ${shadowInk} 0.06)`,
  high: `0 12px 32px ${shadowInk} 0.12), 0 4px 8px ${shadowInk} 0.06)`,
} as const;

/** The pink glow: a soft halo for featured cards, the badge and primary calls to action. */
export const glow = {
  soft: '0 0 0 1px rgba(238, 74, 139, 0.12), 0 8px 28px rgba(238, 74, 139, 0.22)',
  strong: '0 0 0 2px rgba(238, 74, 139, 0.2), 0 10px 40px rgba(238, 74, 139, 0.38)',
  // The keyboard focus ring: a white gap, then pink 600 (5.6:1 on white, 3.2:1 on the darkest surface),
  // so it shows on white, on tints and around a pink button alike.
  focus: `0 0 0 2px ${neutral[0]}, 0 0 0 5px ${pink[600]}`,
} as const;

/** Brand gradients for heroes and highlights. */
export const gradients = {
  hero: `linear-gradient(135deg, ${pink[50]} 0%, ${neutral[0]} 45%, ${teal[50]} 100%)`,
  brand: `linear-gradient(135deg, ${pink[600]} 0%, ${pink[800]} 100%)`,
  blush: `linear-gradient(180deg, ${pink[50]} 0%, ${neutral[0]} 100%)`,
} as const;
