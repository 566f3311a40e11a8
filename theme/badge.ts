import { glow, neutral, pink } from './primitives.ts';

/**
 * The founding member badge's colours. The badge is drawn as a standalone SVG (it is downloaded and
 * embedded on other sites), so it takes literal colours from here rather than from the page's theme.
 */
export const badgeColours = {
  rimFrom: pink[500],
  rimTo: pink[800],
  faceFrom: pink[600],
  faceTo: pink[700],
  ring: pink[200],
  text: neutral[0],
  softText: pink[100],
  sparkle: pink[100],
} as const;

/** The halo an embedded badge wears on someone else's page. */
export const badgeEmbedGlow = glow.strong;
