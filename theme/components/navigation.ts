import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../primitives';

/** App bar, links, breadcrumbs and menus. */
export const navigation: Components<Omit<Theme, 'components'>> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.surface.raised,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        color: theme.palette.text.link,
        fontWeight: 500,
        textUnderlineOffset: '0.2em',
        borderRadius: radii.sm,
        '&:focus-visible': { outline: `3px solid ${theme.palette.brand.light}`, outlineOffset: 2 },
      }),
    },
  },
  MuiBreadcrumbs: {
    styleOverrides: {
      root: ({ theme }) => ({ color: theme.palette.text.secondary, fontSize: '0.875rem' }),
    },
  },
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.sm,
        minHeight: 44,
        '&.Mui-selected, &[aria-current="page"]': {
          backgroundColor: theme.palette.brand.tint,
          color: theme.palette.brand.dark,
        },
      }),
    },
  },
};
