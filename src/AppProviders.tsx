import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createAppTheme } from '../theme';
import { Notice } from './components/Notice';
import { HostProvider } from './routing/HostContext';
import { LinkBehavior } from './routing/LinkBehavior';
import type { HostInfo } from './routing/host';

export const appTheme = createAppTheme({ linkComponent: LinkBehavior });
const stillTheme = createAppTheme({ linkComponent: LinkBehavior, reducedMotion: true });

const noticeComponents = { success: Notice, error: Notice, info: Notice, default: Notice };

/** Every provider the site needs, in one place: the app, Storybook and tests all use it. */
export function AppProviders({ host, children }: { host: HostInfo; children: ReactNode }) {
  // For people who ask for less motion, menus open and notices appear in place, without sliding.
  // A prerendered page is hydrated with the usual theme (the server cannot know), then switches.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ThemeProvider theme={reducedMotion ? stillTheme : appTheme}>
      <CssBaseline />
      <HostProvider host={host}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={4000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          Components={noticeComponents}
          transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
        >
          {children}
        </SnackbarProvider>
      </HostProvider>
    </ThemeProvider>
  );
}
