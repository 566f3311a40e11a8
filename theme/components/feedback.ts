import type { Components, Theme } from '@mui/material/styles';
import { elevation, radii } from '../primitives';

/** Alerts, snackbars and tooltips. */
export const feedback: Components<Omit<Theme, 'components'>> = {
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: radii.md, alignItems: 'flex-start' },
    },
  },
  MuiTooltip: {
    styleOverrides: {
      tooltip: ({ theme }) => ({
        backgroundColor: theme.palette.surface.inverse,
        color: theme.palette.surface.onInverse,
        borderRadius: radii.sm,
        fontSize: '0.8125rem',
        boxShadow: elevation.medium,
      }),
    },
  },
};
