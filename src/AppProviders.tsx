import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createAppTheme } from '../theme';
import { HostProvider } from './routing/HostContext';
import { LinkBehavior } from './routing/LinkBehavior';
import type { HostInfo } from './routing/host';

export const appTheme = createAppTheme({ linkComponent: LinkBehavior });

/** Every provider the site needs, in one place: the app, Storybook and tests all use it. */
export function AppProviders({ host, children }: { host: HostInfo; children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <HostProvider host={host}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={4000}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </HostProvider>
    </ThemeProvider>
  );
}
