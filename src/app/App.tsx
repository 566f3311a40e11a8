import { StrictMode, useEffect, type ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, siteTheme } from './AppProviders';
import { SiteRoutes } from './appRoutes';
import { useClientValueAfterParts } from '../ui/useClientValue';
import { takeOverEarlyClicks } from '../early/takeover';
import type { HostInfo, HostKind } from '../routing/host';
import { APP_READY_ATTRIBUTE } from '../early/earlyKeys';

export interface AppHosts {
  /** The host the first render uses: the one a prerendered page was written with. */
  first: HostInfo;
  /** The host from then on: the address's own origins (they differ only on a developer's machine). */
  current: HostInfo;
}

export interface AppOptions {
  hosts: AppHosts;
  /** When the prerendered markup was rendered (0 when the page is drawn in the browser). */
  renderedAt: number;
}

/** Loads the code of the page at a path, for a first render of the whole page. */
export { loadPage } from './appRoutes';

/**
 * Loads the parts the first page loads after itself (its form: src/parts/FormSlot.tsx). The page
 * hydrates without waiting for them; each part hydrates when its code is in, and what changes
 * above the parts waits until then (see useClientValueAfterParts).
 */
export { preloadParts } from '../routing/lazyPart';
export { holdUntilPartsAreIn } from '../ui/useClientValue';

/** Makes the site's theme ahead of the first render, in a task of its own. */
export function prepareTheme(): void {
  siteTheme();
}

/** Hydrates with the host the HTML was written for, then (on a developer's machine) moves to its own origins. */
function App({ kind, hosts, renderedAt, root }: { kind: HostKind; root: HTMLElement } & AppOptions) {
  const host = useClientValueAfterParts(hosts.current, hosts.first);
  // Replays the taps made before the app started (src/early/; fields, forms and copies are taken
  // by their own components), then says the page is live
  // (hydrated, or drawn): its buttons and links now do what they say.
  useEffect(() => {
    takeOverEarlyClicks();
    root.setAttribute(APP_READY_ATTRIBUTE, '');
  }, [root]);
  return (
    <AppProviders host={host} renderedAt={renderedAt}>
      <BrowserRouter>
        <SiteRoutes kind={kind} />
      </BrowserRouter>
    </AppProviders>
  );
}

/** The whole app for the browser: the host's pages, the first one loaded (loadPage) before this is rendered. */
export function appElement(kind: HostKind, options: AppOptions, root: HTMLElement): ReactElement {
  return (
    <StrictMode>
      <App kind={kind} {...options} root={root} />
    </StrictMode>
  );
}
