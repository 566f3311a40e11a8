import type { Theme } from '@mui/material/styles';

/** The theme's CSS-variable tokens (`var(--mui-…)`), falling back to plain values where variables are off. */
export function vars(theme: Pick<Theme, 'vars' | 'palette'>): { palette: Theme['palette'] } {
  return (theme.vars as { palette: Theme['palette'] } | undefined) ?? theme;
}
