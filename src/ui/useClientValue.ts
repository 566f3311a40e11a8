import { useSyncExternalStore } from 'react';
import { PART_ATTRIBUTE, PART_READY_ATTRIBUTE } from '../early/earlyKeys';

const neverChanges = () => () => undefined;

/**
 * `server` while the page is rendered on the server and while the browser hydrates it, `client`
 * from then on (and at once when the page is drawn in the browser). For what only the browser can
 * know, so hydration finds the markup it was given and the difference follows in one re-render.
 * Only for a component with no part below it (see useClientValueAfterParts).
 */
export function useClientValue<T>(client: T, server: T): T {
  return useSyncExternalStore(
    neverChanges,
    () => client,
    () => server,
  );
}

/** Whether the page's parts are still coming: set by the starting app (src/main.tsx). */
let partsComing = false;
/** Whether their code is in (they may still be hydrating). */
let partsLoaded = false;
const partsListeners = new Set<() => void>();

function release(): void {
  partsComing = false;
  for (const listener of partsListeners) listener();
}

/** Lets what waits for the parts change, once their code is in and every part on the page has hydrated. */
function releaseIfHydrated(): void {
  if (!partsComing || !partsLoaded) return;
  if (document.querySelector(`[${PART_ATTRIBUTE}]:not([${PART_READY_ATTRIBUTE}])`)) return;
  release();
}

/**
 * A prerendered page hydrates before the parts it loads after itself (its form: src/routing/lazyPart.tsx)
 * are in, and React keeps such a part's markup as it was until then. An update that reached the part
 * before it has hydrated would make React hydrate it at once, in one long task, or draw it afresh
 * with "Loading the form…" in its place. So what changes above a part waits until `loaded` has
 * settled and each part has hydrated (partHydrated).
 */
export function holdUntilPartsAreIn(loaded: PromiseLike<unknown>): void {
  partsComing = true;
  loaded.then(
    () => {
      partsLoaded = true;
      releaseIfHydrated();
    },
    // A part whose code cannot load shows its own error; nothing above it should wait for ever.
    release,
  );
}

/** Called by a part once it has hydrated (src/parts/FormSlot.tsx); what it releases follows in a task of its own. */
export function partHydrated(): void {
  if (partsComing) setTimeout(releaseIfHydrated, 0);
}

/** Calls `listener` once the page's parts are in (see holdUntilPartsAreIn). */
export function onPartsIn(listener: () => void): () => void {
  partsListeners.add(listener);
  return () => partsListeners.delete(listener);
}

/** Whether the page's parts are in (always, but while a prerendered page's parts are loading). */
export const partsAreIn = (): boolean => !partsComing;

/**
 * useClientValue for a component above a part of the page (the app's providers, a page with a form):
 * `server` until the page has hydrated and its parts are in as well. A `client` that is the same
 * value as `server` costs no render at all.
 */
export function useClientValueAfterParts<T>(client: T, server: T): T {
  return useSyncExternalStore(
    onPartsIn,
    () => (partsComing ? server : client),
    () => server,
  );
}
