/**
 * The one list of screen widths. MUI's breakpoints, Storybook's viewports and the
 * Playwright screenshot widths are all read from here.
 */
export const breakpoints = {
  xs: 0,
  sm: 600,
  md: 900,
  lg: 1200,
  xl: 1536,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** Devices the site is designed and tested for. */
export const viewports = {
  mobile: { name: 'Mobile', width: 390, height: 844 },
  tablet: { name: 'Tablet', width: 768, height: 1024 },
  laptop: { name: 'Laptop', width: 1280, height: 800 },
  desktop: { name: 'Desktop', width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;

/** The widths every page and story is screenshot at. */
export const screenshotViewports: readonly ViewportName[] = ['mobile', 'desktop'];

/** Below this width the header collapses into the menu toggle. */
export const headerCollapseBreakpoint: BreakpointName = 'md';
