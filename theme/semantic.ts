import { glow, gradients, inset, neutral, pink, radii, space, status, teal, elevation } from './primitives';

/**
 * Semantic roles: what a colour is for. Components use these names (through the MUI
 * palette) and never a primitive.
 */

export type PinkStep = keyof typeof pink;

/** The colour of text placed on each step of the pink scale; every pair passes WCAG AA. */
export const onPink: Record<PinkStep, string> = {
  50: neutral[900],
  100: neutral[900],
  200: neutral[900],
  300: neutral[900],
  400: neutral[900],
  500: neutral[900],
  600: neutral[0],
  700: neutral[0],
  800: neutral[0],
  900: neutral[0],
};

export const roles = {
  brand: {
    main: pink[600],
    light: pink[400],
    dark: pink[800],
    contrastText: onPink[600],
    tint: pink[50],
    tintStrong: pink[100],
    border: pink[200],
  },
  accent: {
    main: teal[700],
    light: teal[300],
    dark: teal[900],
    contrastText: neutral[0],
    tint: teal[50],
  },
  text: {
    primary: neutral[900],
    secondary: neutral[600],
    disabled: neutral[400],
    onBrand: onPink[600],
    link: pink[700],
  },
  surface: {
    page: neutral[0],
    raised: neutral[0],
    subtle: neutral[50],
    muted: neutral[100],
    blush: pink[50],
    inverse: neutral[900],
    onInverse: neutral[0],
    onInverseMuted: neutral[300],
    linkOnInverse: pink[200],
  },
  border: {
    subtle: neutral[200],
    strong: neutral[300],
    /** The outline of a field at rest: 4.8:1 on white, over the 3:1 a control's boundary needs. */
    control: neutral[500],
  },
  feedback: {
    success: status.green,
    info: status.blue,
    error: status.red,
    warning: status.amber,
  },
  /** Course level badges: green Beginner, blue Intermediate, red Advanced, grey otherwise. */
  level: {
    beginner: status.green.strong,
    intermediate: status.blue.strong,
    advanced: status.red.strong,
    other: status.grey.strong,
  },
} as const;

export const tokens = { radii, space, inset, glow, gradients, elevation, pink, teal, neutral } as const;
export type DesignTokens = typeof tokens;
