import type { Components, Theme } from '@mui/material/styles';
import { elevation, radii } from '../primitives';

/** Cards and papers. */
export const surfaces: Components<Omit<Theme, 'components'>> = {
  MuiPaper: {
    styleOverrides: {
      rounded: { borderRadius: radii.lg },
    },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.lg,
        border: `1px solid ${theme.palette.divider}`,
        boxShadow: elevation.low,
        display: 'flex',
        flexDirection: 'column',
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: {
      root: { padding: 24, '&:last-child': { paddingBottom: 24 } },
    },
  },
  MuiCardActions: {
    styleOverrides: {
      root: { padding: '0 24px 24px', marginTop: 'auto' },
    },
  },
};
