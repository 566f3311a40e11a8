import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, type DataRouter } from 'react-router-dom';
import { site } from '../content/site';
import '../theme/fonts';
import { AppProviders } from './AppProviders';
import { createRoutes } from './appRoutes';
import { hostInfoFromUrl, type HostInfo } from './routing/host';
import { preloadRoutes } from './routing/preloadRoutes';
import { APP_READY_ATTRIBUTE, readPrerenderedHost } from './ssr/prerenderedHost';
import { useClientValue } from './components/useClientValue';

const address = new URL(window.location.href);
const here = hostInfoFromUrl(address);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A prerendered page says which host it was written for and carries the production origins in its
// links. It is hydrated as written, unless it was written for the other host or the address has a
// query the page reads (the prompt library's search): then it is drawn afresh.
const written = readPrerenderedHost(container);
const hydrating = written?.kind === here.kind && address.search === '';
const firstHost: HostInfo = hydrating ? { kind: here.kind, origins: site.origins } : here;
const sameOrigins =
  here.origins.main === firstHost.origins.main && here.origins.community === firstHost.origins.community;
const currentHost = sameOrigins ? firstHost : here;

/** Hydrates with the host the HTML was written for, then (on a developer's machine) moves to its own origins. */
function App({ router }: { router: DataRouter }) {
  const host = useClientValue(currentHost, firstHost);
  // Says the page is live (hydrated, or drawn): its buttons and links now do what they say.
  useEffect(() => {
    container?.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProviders host={host}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

const routes = createRoutes(here.kind);
// The first page's own chunk is loaded before the first render, so it appears in one step and
// hydration finds the same tree the server rendered.
await preloadRoutes(routes, address.pathname);
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

// As a transition, React does the first render in small slices and lets the browser answer input in
// between, instead of holding the main thread for the whole page.
startTransition(() => {
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
