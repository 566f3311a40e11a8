import { startTransition } from 'react';
import { site } from '../content/site';
import '../theme/fonts';
import type { AppHosts } from './App';
import { hostInfoFromUrl } from './routing/host';
import { readPrerenderedHost, readRenderedAt } from './ssr/prerenderedHost';

const address = new URL(window.location.href);
const here = hostInfoFromUrl(address);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A prerendered page says which host it was written for and carries the production origins in its
// links. It is hydrated as written (whatever its query: what the address asks for, such as the prompt
// library's search, is applied once it has been hydrated), unless it was written for the other host.
const written = readPrerenderedHost(container);
const hydrating = written?.kind === here.kind;
const first = hydrating ? { kind: here.kind, origins: site.origins } : here;
const sameOrigins =
  here.origins.main === first.origins.main && here.origins.community === first.origins.community;
const hosts: AppHosts = { first, current: sameOrigins ? first : here };

/** Hands the main thread back to the browser: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app starts in steps, each its own task, so that no step holds a phone's main thread for long
// and the page answers taps in between: React's renderer; MUI's styling engine (with Emotion); the
// site's shell (React Router, the layout's components); the theme; the page's own module; then the
// first render. The parts the page loads after itself (its form, with Formik and Yup) are asked for
// then, and hydrate when they are in: a page drawn afresh waits for them instead.
const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
await import('../theme');
await nextTask();
const { appElement, holdUntilPartsAreIn, loadPage, preloadParts, prepareTheme } = await import('./App');
await nextTask();
prepareTheme();
await nextTask();
await loadPage(here.kind, address.pathname);
await nextTask();
if (hydrating) holdUntilPartsAreIn(preloadParts());
else await preloadParts();
await nextTask();
const app = appElement(
  here.kind,
  { hosts, renderedAt: hydrating ? readRenderedAt(container) : 0 },
  container,
);

// As a transition, React does the first render in small slices and lets the browser answer input in
// between, instead of holding the main thread for the whole page.
startTransition(() => {
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
