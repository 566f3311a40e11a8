import { use, type ComponentType, type ReactElement, type ReactPromise } from 'react';

const everyPart: (() => PromiseLike<unknown>)[] = [];

export interface LazyPart<P> {
  /** Renders the part once its code is in; until then it suspends (put it inside `<Suspense>`). */
  Part(props: P): ReactElement;
  /** Starts loading the part's code (once), resolving when it is in. */
  preload(): PromiseLike<ComponentType<P>>;
}

/**
 * A component whose code is a chunk of its own, loaded on first use or ahead of it (`preload`). Once
 * its code is in, rendering it does not suspend at all, so a render that follows a preload (the
 * server's, or the browser's first one) is whole and matches the other.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: ReactPromise<ComponentType<P>> | undefined;
  const preload = (): ReactPromise<ComponentType<P>> => {
    if (!loading) {
      const promise = load();
      // Once settled, the promise says so the way React's `use` reads it, so a render after that
      // does not suspend.
      void promise.then(
        (component) => Object.assign(promise, { status: 'fulfilled', value: component }),
        (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
      );
      loading = promise;
    }
    return loading;
  };
  function Part(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return { Part, preload };
}

/**
 * A part of a page whose code is a chunk of its own: a form with its validation and the backend
 * client, say. The server loads every part before it renders the page (preloadParts), so the
 * prerendered page has the part in full. The browser hydrates the page without waiting for it: the
 * part keeps its markup until its code is in, then hydrates (see src/main.tsx). A page reached by
 * a link suspends on the part until its code is in.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const part = lazyComponent(load);
  everyPart.push(part.preload);
  return part;
}

/** Loads the code of every part the loaded pages have. */
export async function preloadParts(): Promise<void> {
  await Promise.all(everyPart.map((preload) => preload()));
}
