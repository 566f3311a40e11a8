import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { createAppTheme } from '../theme';
import { NoticeCenter } from './components/NoticeCenter';
import { HostProvider } from './routing/HostContext';
import { LinkBehavior } from './routing/LinkBehavior';
import type { HostInfo } from './routing/host';

export const appTheme = createAppTheme({ linkComponent: LinkBehavior });
const stillTheme = createAppTheme({ linkComponent: LinkBehavior, reducedMotion: true });

/** Every provider the site needs, in one place: the app, Storybook and tests all use it. */
export function AppProviders({ host, children }: { host: HostInfo; children: ReactNode }) {
  // For people who ask for less motion, menus open and notices appear in place, without sliding.
  // A prerendered page is hydrated with the usual theme (the server cannot know), then switches.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <ThemeProvider theme={reducedMotion ? stillTheme : appTheme}>
      <CssBaseline />
      <HostProvider host={host}>
        <NoticeCenter reducedMotion={reducedMotion}>{children}</NoticeCenter>
      </HostProvider>
    </ThemeProvider>
  );
}
