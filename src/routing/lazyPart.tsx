import { use, type ComponentType, type ReactElement, type ReactPromise } from 'react';

const everyPart: (() => PromiseLike<unknown>)[] = [];

export interface LazyPart<P> {
  /** Renders the part once its code is in; until then it suspends (put it inside `<Suspense>`). */
  Part(props: P): ReactElement;
  /** Starts loading the part's code (once), resolving when it is in. */
  preload(): PromiseLike<ComponentType<P>>;
}

/**
 * A part of a page whose code is a chunk of its own: a form with its validation and the backend
 * client, say. The server and the starting app load every part of the page before they render it
 * (preloadParts), so the prerendered page has the part in full and hydrates in one go, while the
 * part's code is evaluated in a task of its own. A page reached by a link suspends on the part
 * until its code is in.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: ReactPromise<ComponentType<P>> | undefined;
  const preload = (): ReactPromise<ComponentType<P>> => {
    if (!loading) {
      const promise = load();
      // Once settled, the promise says so the way React's `use` reads it, so a render after that
      // (the server's, or a page reached later) does not suspend at all.
      void promise.then(
        (component) => Object.assign(promise, { status: 'fulfilled', value: component }),
        (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
      );
      loading = promise;
    }
    return loading;
  };
  everyPart.push(preload);
  function Part(props: P) {
    const Component = use(preload());
    return <Component {...props} />;
  }
  return { Part, preload };
}

/** Loads the code of every part the loaded pages have, before they are rendered or hydrated. */
export async function preloadParts(): Promise<void> {
  await Promise.all(everyPart.map((preload) => preload()));
}
