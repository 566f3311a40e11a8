import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
// The plain provider: @mui/material's own wraps it in the provider of CSS variables and colour schemes,
// which this theme (one scheme, no variables) never uses.
import ThemeProvider from '@mui/system/ThemeProvider';
import { useSyncExternalStore, type ReactNode } from 'react';
import { createAppTheme } from '../../theme';
import { NoticeCenter } from '../components/NoticeCenter';
import { ClockProvider } from '../events/clock';
import { HostProvider } from '../routing/HostContext';
import type { HostInfo } from '../routing/host';

const themes: { usual?: Theme; still?: Theme } = {};

const LESS_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor's answer, where the browser can say (a test's document may not). */
const motionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(LESS_MOTION) : null);

function onMotionPreference(changed: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/**
 * Whether the visitor asks for less motion. A prerendered island is hydrated with the usual answer
 * (the server cannot know), which changes in the render that follows.
 */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    onMotionPreference,
    () => !!motionQuery()?.matches,
    () => false,
  );
}

/**
 * The site's theme, made the first time it is asked for: the browser makes it in a step of its own
 * as an island starts, and the still one only for a visitor who asks for less motion.
 */
export function siteTheme(reducedMotion = false): Theme {
  if (reducedMotion) return (themes.still ??= createAppTheme({ reducedMotion }));
  return (themes.usual ??= createAppTheme());
}

/** Every provider the site needs, in one place: the app, Storybook and tests all use it. */
export function AppProviders({
  host,
  renderedAt,
  now,
  baseline = true,
  autoHideDuration,
  children,
}: {
  host: HostInfo;
  /** When the markup to hydrate was rendered, for what depends on the time (see useNow). */
  renderedAt?: number;
  /** A time that stands still, for a story of a given day. */
  now?: number;
  /** The page's global styles (CssBaseline); an island leaves them out, since its page has them. */
  baseline?: boolean;
  /** How long a notice stays, in ms (NoticeHost's four seconds unless set); null keeps it until closed. */
  autoHideDuration?: number | null;
  children: ReactNode;
}) {
  // For people who ask for less motion, menus open and notices appear in place, without sliding.
  const reducedMotion = useReducedMotion();
  return (
    <ThemeProvider theme={siteTheme(reducedMotion)}>
      {baseline && <CssBaseline />}
      <HostProvider host={host}>
        <ClockProvider renderedAt={renderedAt} fixed={now}>
          <NoticeCenter reducedMotion={reducedMotion} autoHideDuration={autoHideDuration}>
            {children}
          </NoticeCenter>
        </ClockProvider>
      </HostProvider>
    </ThemeProvider>
  );
}
