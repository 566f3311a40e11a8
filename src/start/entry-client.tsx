/**
 * The browser's entry on a page with islands (a form, the prompt library, the badge), loaded by the
 * page script once the page is painted (loadIslands.ts): each island's code is loaded and the island
 * hydrated on its own root; the rest of the page stays the HTML it arrived as. Once every island is
 * hydrated, #root says so (PAGE_READY_ATTRIBUTE).
 */
import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { site } from '../../content/site';
import { PAGE_READY_ATTRIBUTE, ISLAND_ATTRIBUTE, HYDRATED_ATTRIBUTE } from './markup';
import { replayHeldClicks } from './hydration';
import { hostInfoFromUrl, type HostInfo } from '../routing/host';
import { useAfterHydration } from '../ui/useAfterHydration';
import { ErrorBoundary } from '../layout/ErrorBoundary';
import { ErrorPage } from '../layout/ErrorPage';
import { AppProviders } from '../app/AppProviders';
import { islandFile, ISLAND_PROPS_ATTRIBUTE, RENDERED_AT_ATTRIBUTE } from './markup';

/** Each island's code, a chunk of its own: a page loads only its own islands'. */
const islandModules = import.meta.glob<Record<string, ComponentType<object>>>([
  '../islands/*Island.tsx',
  '!../islands/Island.tsx',
]);

async function loadIsland(name: string): Promise<ComponentType<object>> {
  const { path, component } = islandFile(name);
  const load = islandModules[`../${path.slice('src/'.length)}`];
  const Component = load ? (await load())[component] : undefined;
  if (!Component) throw new Error(`The page names an island there is none of: ${name}`);
  return Component;
}

/**
 * Hydrates with the host the HTML was written for, then (on a developer's machine) moves to the
 * address's own origins; says it is ready once its children's effects have run (a field has taken
 * what was typed before, a form sent too soon has gone).
 */
function HydratedIsland({
  hosts,
  renderedAt,
  onReady,
  children,
}: {
  hosts: { written: HostInfo; here: HostInfo };
  renderedAt: number;
  onReady: () => void;
  children: ReactNode;
}) {
  const host = useAfterHydration(hosts.here, hosts.written);
  useEffect(onReady, [onReady]);
  return (
    // The page's global styles (CssBaseline) are in its HTML already.
    <AppProviders host={host} renderedAt={renderedAt} baseline={false}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </AppProviders>
  );
}

/**
 * Hydrates every island inside `root` (a prerendered page's #root) on a root of its own, with the
 * host and the moment the page was written with; #root says the page is ready once all are.
 * Returns what takes them down again (for tests).
 */
export function hydrateIslands(
  root: HTMLElement,
  options: { onRecoverableError?: (error: unknown) => void } = {},
): () => void {
  const address = hostInfoFromUrl(new URL(window.location.href));
  const written = { kind: address.kind, origins: site.origins };
  // The same object when nothing differs (production), so moving to it costs no render at all.
  const same =
    address.origins.main === written.origins.main && address.origins.community === written.origins.community;
  const hosts = { written, here: same ? written : address };
  const writtenAt = Number(root.getAttribute(RENDERED_AT_ATTRIBUTE));
  const renderedAt = Number.isSafeInteger(writtenAt) && writtenAt > 0 ? writtenAt : 0;
  const elements = Array.from(root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`));
  const roots: Root[] = [];
  let waiting = elements.length;
  const readyOne = (element: HTMLElement) => () => {
    if (element.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    element.setAttribute(HYDRATED_ATTRIBUTE, '');
    replayHeldClicks();
    waiting -= 1;
    if (waiting === 0) root.setAttribute(PAGE_READY_ATTRIBUTE, '');
  };
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    const app = (children: ReactNode) => (
      <StrictMode>
        <HydratedIsland hosts={hosts} renderedAt={renderedAt} onReady={readyOne(element)}>
          {children}
        </HydratedIsland>
      </StrictMode>
    );
    loadIsland(name).then(
      (Component) => {
        // As a transition, React hydrates in small slices and lets the browser answer input between them.
        startTransition(() => {
          roots.push(
            hydrateRoot(element, app(<Component {...props} />), { identifierPrefix: `${name}-`, ...options }),
          );
        });
      },
      // Its code did not arrive (the connection dropped): the error screen, with Try again, in its place.
      (error: unknown) => {
        const drawn = createRoot(element, { identifierPrefix: `${name}-` });
        drawn.render(app(<ErrorPage error={error} />));
        roots.push(drawn);
      },
    );
  }
  return () => roots.forEach((island) => island.unmount());
}

const root = document.getElementById('root');
if (root) hydrateIslands(root);
