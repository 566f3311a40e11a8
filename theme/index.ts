import { createTheme, type Theme } from '@mui/material/styles';
import { breakpoints } from './breakpoints';
import { dataDisplay, feedback, inputs, navigation, surfaces } from './componentOverrides';
import { elevation, neutral, spacingUnit, radii } from './primitives';
import { roles, tokens } from './semantic';
import { typography } from './typography';

export { breakpoints, viewports, screenshotViewports, headerCollapseBreakpoint } from './breakpoints';
export type { BreakpointName, ViewportName } from './breakpoints';
export { roles, tokens, onPink } from './semantic';
export { badgeColours, badgeEmbedGlow } from './badge';

/** MUI's 25 elevation levels, folded onto the brand's three shadows. */
function shadowScale(): Theme['shadows'] {
  const levels = Array.from({ length: 25 }, (_, i) => {
    if (i === 0) return elevation.none;
    if (i <= 2) return elevation.low;
    if (i <= 8) return elevation.medium;
    return elevation.high;
  });
  return levels as Theme['shadows'];
}

export interface AppThemeOptions {
  /** The visitor asked for less motion: menus, drawers and notices change in place, without transitions. */
  reducedMotion?: boolean;
}

const stillTransitions = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/** The site's one theme: tokens → semantic roles → component overrides. */
export function createAppTheme({ reducedMotion = false }: AppThemeOptions = {}): Theme {
  return createTheme({
    // No CSS variables: every colour is written into the rules themselves. With them, MUI put 15 KB
    // of custom properties on :root in every page's CSS (about a sixth of it), which every first
    // style pass had to resolve, and making the theme took five times as long (14 ms against 3 ms in
    // Node). The site has one colour scheme, so the variables bought nothing.
    cssVariables: false,
    breakpoints: { values: { ...breakpoints } },
    spacing: spacingUnit,
    shape: { borderRadius: radii.md },
    shadows: shadowScale(),
    ...(reducedMotion ? { transitions: stillTransitions } : {}),
    palette: {
      mode: 'light',
      primary: {
        main: roles.brand.main,
        light: roles.brand.light,
        dark: roles.brand.dark,
        contrastText: roles.brand.contrastText,
      },
      secondary: {
        main: roles.accent.main,
        light: roles.accent.light,
        dark: roles.accent.dark,
        contrastText: roles.accent.contrastText,
      },
      brand: { ...roles.brand },
      accent: { ...roles.accent },
      surface: { ...roles.surface },
      level: { ...roles.level },
      success: { main: roles.feedback.success.strong, light: roles.feedback.success.surface },
      info: { main: roles.feedback.info.strong, light: roles.feedback.info.surface },
      error: { main: roles.feedback.error.strong, light: roles.feedback.error.surface },
      warning: { main: roles.feedback.warning.strong, light: roles.feedback.warning.surface },
      grey: { ...neutral },
      text: {
        primary: roles.text.primary,
        secondary: roles.text.secondary,
        disabled: roles.text.disabled,
        onBrand: roles.text.onBrand,
        link: roles.text.link,
      },
      background: { default: roles.surface.page, paper: roles.surface.raised },
      divider: roles.border.subtle,
    },
    typography,
    tokens,
    components: {
      ...inputs,
      ...navigation,
      ...surfaces,
      ...feedback,
      ...dataDisplay,
      MuiCssBaseline: {
        styleOverrides: {
          html: { scrollPaddingTop: 88 },
          // Moving to another page of the site fades from one to the next, where the browser can,
          // unless the visitor asks for less motion.
          '@media (prefers-reduced-motion: no-preference)': { '@view-transition': { navigation: 'auto' } },
          body: { textRendering: 'optimizeLegibility' },
          '::selection': { backgroundColor: roles.brand.tintStrong, color: roles.text.primary },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  });
}
