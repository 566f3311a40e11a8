import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { site } from '../content/site';
import '../theme/fonts';
import {
  appElement,
  holdUntilPartsAreIn,
  loadPage,
  preloadParts,
  prepareTheme,
  type AppHosts,
} from './app/App';
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

/**
 * Takes the page over: the theme, then the page's own code (already on its way: the page names its
 * files), then the first render, each in a task of its own so that a phone's main thread is never
 * held for long. The parts the page loads after itself (its form, with Formik and Yup) are asked for
 * then, and hydrate when they are in: a page drawn afresh waits for them instead.
 * Not a top-level await: the pages' chunks import modules of this file's chunk, which would then
 * wait for this to finish, and this waits for them.
 */
async function start(root: HTMLElement) {
  prepareTheme();
  await nextTask();
  await loadPage(here.kind, address.pathname);
  if (hydrating) holdUntilPartsAreIn(preloadParts());
  else await preloadParts();
  await nextTask();
  const app = appElement(here.kind, { hosts, renderedAt: hydrating ? readRenderedAt(root) : 0 }, root);
  // As a transition, React does the first render in small slices and lets the browser answer input
  // in between, instead of holding the main thread for the whole page.
  startTransition(() => {
    if (hydrating) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start(container);
