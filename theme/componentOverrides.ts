/**
 * The theme's overrides of MUI's components, by family (data display, feedback, inputs, navigation,
 * surfaces), in the tokens of primitives.ts.
 */
import type { Components, Theme } from '@mui/material/styles';
import { elevation, glow, radii } from './primitives';
import { roles } from './semantic';

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

/** Alerts, snackbars and tooltips. */
export const feedback: Components<Omit<Theme, 'components'>> = {
  MuiAlert: {
    styleOverrides: {
      root: { borderRadius: radii.md, alignItems: 'flex-start' },
      // MUI works a standard alert's colours out from the palette's `light`, which here is already the
      // pale status surface: it came out near-white with grey text. The surface is used as it is, the
      // text is the body colour and the icon the strong status shade.
      standard: ({ theme, ownerState }) => {
        const status = theme.palette[ownerState.severity ?? 'success'];
        return {
          backgroundColor: status.light,
          color: theme.palette.text.primary,
          // The class by name: importing Alert's class list would pull Alert into every page's script.
          '& .MuiAlert-icon': { color: status.main },
        };
      },
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

/** Buttons, icon buttons and text fields. */
export const inputs: Components<Omit<Theme, 'components'>> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: {
      root: {
        '&.Mui-focusVisible': { boxShadow: glow.focus },
        // Safari reads user-select only prefixed; pages are written without vendor prefixes.
        WebkitUserSelect: 'none',
      },
    },
  },
  MuiButton: {
    // Focus shows as the glow ring; a pulsing ripple on top of it would only distract.
    defaultProps: { disableElevation: true, disableFocusRipple: true },
    styleOverrides: {
      root: {
        // Without elevation MUI sets a focused button's shadow to none, after ButtonBase's ring: the ring
        // is drawn again here, where it wins.
        '&.Mui-focusVisible': { boxShadow: glow.focus },
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
        // MUI's outline (black at 23%, 1.7:1) and placeholder (42%, 2.7:1) were too faint to find the
        // field by; hover, focus, error and disabled keep MUI's own colours.
        '& .MuiOutlinedInput-notchedOutline': { borderColor: roles.border.control },
        '& input::placeholder, & textarea::placeholder': { color: roles.border.control, opacity: 1 },
      }),
    },
  },
};

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
        // Pink 600: 5.6:1 on white, where pink 400 was 2.99:1, under the 3:1 a focus indicator needs.
        '&:focus-visible': { outline: `3px solid ${theme.palette.brand.main}`, outlineOffset: 2 },
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
