import type { Components, Theme } from '@mui/material/styles';
import { glow, radii } from '../primitives';

/** Buttons, icon buttons and text fields. */
export const inputs: Components<Omit<Theme, 'components'>> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: {
      root: {
        '&.Mui-focusVisible': { boxShadow: glow.focus },
      },
    },
  },
  MuiButton: {
    // Focus shows as the glow ring; a pulsing ripple on top of it would only distract.
    defaultProps: { disableElevation: true, disableFocusRipple: true },
    styleOverrides: {
      root: {
        borderRadius: radii.pill,
        paddingInline: 20,
        minHeight: 44,
        variants: [
          {
            props: { variant: 'contained', color: 'primary' },
            style: { boxShadow: glow.soft, '&:hover': { boxShadow: glow.strong } },
          },
        ],
      },
      sizeSmall: { minHeight: 36, paddingInline: 14 },
      sizeLarge: { minHeight: 52, paddingInline: 28, fontSize: '1rem' },
      outlined: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: { borderRadius: radii.md },
    },
  },
  MuiFormHelperText: {
    styleOverrides: {
      // A hint stays readable while its field is disabled (the form is being sent).
      root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.md,
        backgroundColor: theme.palette.background.paper,
      }),
    },
  },
};
