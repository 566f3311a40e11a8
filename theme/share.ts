import { neutral, pink } from './primitives.ts';

/** The link-preview card's colours: a standalone PNG, so literal values from the brand's scale. */
export const shareColours = {
  from: pink[600],
  to: pink[800],
  text: neutral[0],
  softText: pink[100],
  circle: pink[500],
  sparkle: pink[100],
} as const;
