/**
 * The browser's entry on a page with islands, asked for by the page script once the page is painted:
 * each island's code is loaded and the island hydrated on its own root; the rest stays HTML.
 */
import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { site } from '../../content/site';
import { AppProviders } from '../app/AppProviders';
import { ErrorBoundary } from '../layout/ErrorBoundary';
import { ErrorPage } from '../layout/ErrorPage';
import { hostInfoFromUrl, type HostInfo } from '../routing/host';
import { useAfterHydration } from '../ui/useAfterHydration';
import { replayHeldClicks } from '../ui/heldInput';
import * as markup from '../ui/markup';

/** Each island's code, a chunk of its own: a page loads only its own islands'. */
const islandModules = import.meta.glob<Record<string, ComponentType<object>>>([
  '../islands/*Island.tsx',
  '!../islands/Island.tsx',
]);

async function loadIsland(name: string): Promise<ComponentType<object>> {
  const { path, component } = markup.islandFile(name);
  const Component = (await islandModules[path.replace('src/', '../')]?.())?.[component];
  if (!Component) throw new Error(`The page names an island there is none of: ${name}`);
  return Component;
}

interface HydratedIslandProps {
  /** The host the HTML was written for, then the address's own (local origins on a developer's machine). */
  hosts: [written: HostInfo, here: HostInfo];
  renderedAt: number;
  /** Called once the island's effects have run (typed text replayed, a held form sent). */
  onReady: () => void;
  children: ReactNode;
}

function HydratedIsland({ hosts: [written, here], renderedAt, onReady, children }: HydratedIslandProps) {
  const host = useAfterHydration(here, written);
  useEffect(onReady, [onReady]);
  // The page's global styles (CssBaseline) are in its HTML already.
  return (
    <AppProviders host={host} renderedAt={renderedAt} baseline={false}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </AppProviders>
  );
}

/**
 * Hydrates every island inside `root` (a prerendered page's #root), with the host and the moment the
 * page was written with; #root says the page is ready once all are. Returns what unmounts them (tests).
 */
export function hydrateIslands(root: HTMLElement, options: Pick<RootOptions, 'onRecoverableError'> = {}) {
  const here = hostInfoFromUrl(new URL(window.location.href));
  // In production the address's origins are the written ones, the same object: no second render.
  const written = here.origins === site.origins ? here : { kind: here.kind, origins: site.origins };
  const hosts: HydratedIslandProps['hosts'] = [written, here];
  const renderedAt = Number(root.getAttribute(markup.RENDERED_AT_ATTRIBUTE)) || 0;
  const elements = Array.from(root.querySelectorAll<HTMLElement>(`[${markup.ISLAND_ATTRIBUTE}]`));
  const roots: Root[] = [];
  let waiting = elements.length;
  for (const element of elements) {
    const name = element.getAttribute(markup.ISLAND_ATTRIBUTE) ?? '';
    const props = JSON.parse(element.getAttribute(markup.ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    const onReady = () => {
      if (element.hasAttribute(markup.HYDRATED_ATTRIBUTE)) return;
      element.setAttribute(markup.HYDRATED_ATTRIBUTE, '');
      replayHeldClicks();
      if (--waiting === 0) root.setAttribute(markup.PAGE_READY_ATTRIBUTE, '');
    };
    // Each island is hydrated as built, where StrictMode does nothing; the development server draws
    // every island under it (entry-dev.tsx).
    const island = (children: ReactNode) => <HydratedIsland {...{ hosts, renderedAt, onReady, children }} />;
    const rootOptions = { identifierPrefix: `${name}-`, ...options };
    loadIsland(name).then(
      // As a transition, React hydrates in small slices and lets the browser answer input between them.
      (Island) =>
        startTransition(
          () => void roots.push(hydrateRoot(element, island(<Island {...props} />), rootOptions)),
        ),
      // Its code did not arrive (the connection dropped): the error screen, with Try again, in its place.
      (error: unknown) => {
        roots.push(createRoot(element, rootOptions));
        roots.at(-1)?.render(island(<ErrorPage error={error} />));
      },
    );
  }
  return () => roots.forEach((island) => island.unmount());
}

const root = document.getElementById('root');
if (root) hydrateIslands(root);
