import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../primitives';

/** Chips, avatars and dividers. */
export const dataDisplay: Components<Omit<Theme, 'components'>> = {
  MuiChip: {
    styleOverrides: {
      root: { borderRadius: radii.pill, fontWeight: 600 },
    },
  },
  MuiAvatar: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.brand.tintStrong,
        color: theme.palette.brand.dark,
        fontWeight: 600,
      }),
    },
  },
  MuiDivider: {
    styleOverrides: {
      root: ({ theme }) => ({ borderColor: theme.palette.divider }),
    },
  },
};
