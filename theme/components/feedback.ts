import type { Components, Theme } from '@mui/material/styles';
import { vars } from '../cssVars';
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
        backgroundColor: vars(theme).palette.surface.inverse,
        color: vars(theme).palette.surface.onInverse,
        borderRadius: radii.sm,
        fontSize: '0.8125rem',
        boxShadow: elevation.medium,
      }),
    },
  },
};
