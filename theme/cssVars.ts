import type { Theme } from '@mui/material/styles';

/**
 * The theme's CSS-variable tokens (`var(--mui-…)`) when the theme has them, its plain values
 * otherwise. The site's theme is made without variables (see createAppTheme); component overrides
 * read colours through this so that either way works.
 */
export function vars(theme: Pick<Theme, 'vars' | 'palette'>): { palette: Theme['palette'] } {
  return (theme.vars as { palette: Theme['palette'] } | undefined) ?? theme;
}
