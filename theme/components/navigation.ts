import type { Components, Theme } from '@mui/material/styles';
import { vars } from '../cssVars';
import { radii } from '../primitives';

/** App bar, links, breadcrumbs and menus. */
export const navigation: Components<Omit<Theme, 'components'>> = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: vars(theme).palette.surface.raised,
        borderBottom: `1px solid ${vars(theme).palette.divider}`,
      }),
    },
  },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: ({ theme }) => ({
        color: vars(theme).palette.text.link,
        fontWeight: 500,
        textUnderlineOffset: '0.2em',
        borderRadius: radii.sm,
        '&:focus-visible': { outline: `3px solid ${vars(theme).palette.brand.light}`, outlineOffset: 2 },
      }),
    },
  },
  MuiBreadcrumbs: {
    styleOverrides: {
      root: ({ theme }) => ({ color: vars(theme).palette.text.secondary, fontSize: '0.875rem' }),
    },
  },
  MuiMenuItem: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.sm,
        minHeight: 44,
        '&.Mui-selected, &[aria-current="page"]': {
          backgroundColor: vars(theme).palette.brand.tint,
          color: vars(theme).palette.brand.dark,
        },
      }),
    },
  },
};
