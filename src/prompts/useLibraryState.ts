import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { ALL } from './filterPrompts';
import { useAfterHydration } from '../ui/useAfterHydration';
import {
  defaultQuery,
  readLibraryQuery,
  sameQuery,
  writeLibraryQuery,
  type LibraryQuery,
} from './libraryQuery';

type HistoryStep = 'push' | 'replace';

const queryKey = (query: LibraryQuery) => writeLibraryQuery(query).toString();

/** How long the typing must pause before the address catches up with the search box. */
export const ADDRESS_DELAY_MS = 300;

/**
 * The library's view, kept in the address so a link reproduces it and back/forward step
 * through it. The search box answers from local state at once; the address follows once the
 * typing pauses, so a keystroke costs no navigation. One history entry per burst of typing,
 * one per tag, toggle or reset.
 * The category lives here too, with no control of its own: only Clear filters sets it.
 */
export function useLibraryState(tags: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const fromAddress = useMemo(() => readLibraryQuery(params, tags), [params, tags]);
  // A prerendered library hydrates as it was written (the plain view); the effect below then shows
  // what the address asks for. Drawn in the browser, it starts from the address.
  const drawn = useAfterHydration(true, false);
  const [query, setQuery] = useState<LibraryQuery>(() => (drawn ? fromAddress : defaultQuery));
  const addressRef = useRef(fromAddress);
  const [category, setCategory] = useState<string>(ALL);
  const current = useRef(query);
  const typing = useRef(false);
  // Views written to the address and not yet seen back: the router applies them a little later
  // than the search box, and a fast typist can be several letters ahead.
  const written = useRef<string[]>([]);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelPending = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
  }, []);
  useEffect(() => cancelPending, [cancelPending]);

  /** Writes the current view to the address now. */
  const writeAddress = useCallback(
    (step: HistoryStep) => {
      cancelPending();
      const view = current.current;
      const key = queryKey(view);
      // Typing something and deleting it again leaves the address as it was.
      if (key === (written.current.at(-1) ?? queryKey(addressRef.current))) return;
      written.current.push(key);
      // A change of the search alone never scrolls the page: React Router's history moves no scroll position.
      setParams((params) => writeLibraryQuery(view, params), { replace: step === 'replace' });
    },
    [cancelPending, setParams],
  );

  // The search the state started with (the plain view's while a prerendered page hydrates), until
  // the first look at the address: a different one by then was typed before the app started.
  const firstSearch = useRef<string | null>(query.search);

  // The address changed without us (back, forward, a link), or the hydrated page has an address of
  // its own: show what it describes. Back and forward always win: the router may apply our writes
  // and a Back before React draws any of them, so an entry we wrote earlier can come back as the one
  // Back lands on. A search typed before the app started is kept, and joins the address.
  useEffect(() => {
    const typedBeforeHydration =
      firstSearch.current !== null && current.current.search !== firstSearch.current;
    firstSearch.current = null;
    addressRef.current = fromAddress;
    const seen = navigationType === 'POP' ? -1 : written.current.indexOf(queryKey(fromAddress));
    if (seen !== -1) {
      written.current = written.current.slice(seen + 1);
      return;
    }
    written.current = [];
    const next = typedBeforeHydration ? { ...fromAddress, search: current.current.search } : fromAddress;
    if (!sameQuery(next, current.current)) {
      cancelPending();
      typing.current = false;
      current.current = next;
      setQuery(next);
    }
    if (typedBeforeHydration) writeAddress('replace');
  }, [fromAddress, navigationType, cancelPending, writeAddress]);

  const commit = useCallback(
    (change: Partial<LibraryQuery>, step: HistoryStep) => {
      const next = { ...current.current, ...change };
      if (sameQuery(next, current.current)) return;
      current.current = next;
      setQuery(next);
      writeAddress(step);
    },
    [writeAddress],
  );

  const setSearch = useCallback(
    (search: string) => {
      // A new search is a new view: the prompt a link was made for gives way to what matches.
      const next = { ...current.current, search, prompt: null };
      if (sameQuery(next, current.current)) return;
      current.current = next;
      setQuery(next);
      cancelPending();
      pending.current = setTimeout(() => {
        writeAddress(typing.current ? 'replace' : 'push');
        typing.current = true;
      }, ADDRESS_DELAY_MS);
    },
    [cancelPending, writeAddress],
  );

  const setTag = useCallback(
    (tag: string) => {
      typing.current = false;
      commit({ tag, prompt: null }, 'push');
    },
    [commit],
  );

  const toggleExpanded = useCallback(() => {
    typing.current = false;
    commit({ expanded: !current.current.expanded }, 'push');
  }, [commit]);

  const clearFilters = useCallback(() => {
    typing.current = false;
    setCategory(ALL);
    commit({ search: '', tag: ALL, prompt: null }, 'push');
  }, [commit]);

  /** Enter in the search box: the address takes the search now, not after the pause. */
  const submitSearch = useCallback(() => {
    writeAddress(typing.current ? 'replace' : 'push');
    typing.current = false;
  }, [writeAddress]);

  // The links' addresses: the view with one part changed, keeping the address's other parameters.
  // While hydrating they are the prerendered ones, written from the plain view alone.
  const { pathname } = useLocation();
  const hrefFor = useCallback(
    (change: Partial<LibraryQuery>) => {
      // A tag, like a search, is a new view: the linked prompt stays only through Show More / Show Less.
      const view = { ...query, ...('tag' in change && { prompt: null }), ...change };
      const search = writeLibraryQuery(view, drawn ? params : undefined).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [query, drawn, params, pathname],
  );
  /** What Enter in the search box keeps, as the search form's hidden fields. */
  const keepOnSearch = useMemo(
    () => Object.fromEntries(writeLibraryQuery({ ...query, search: '', prompt: null })),
    [query],
  );

  return {
    ...query,
    category,
    setSearch,
    setTag,
    toggleExpanded,
    clearFilters,
    submitSearch,
    hrefFor,
    keepOnSearch,
  };
}
