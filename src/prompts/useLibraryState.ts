import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { ALL } from './filterPrompts';
import { readLibraryQuery, sameQuery, writeLibraryQuery, type LibraryQuery } from './libraryQuery';

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
  const [query, setQuery] = useState<LibraryQuery>(fromAddress);
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

  // The address changed without us (back, forward, a link): show what it describes.
  // Back and forward always win: the router may apply our writes and a Back before React
  // draws any of them, so an entry we wrote earlier can come back as the one Back lands on.
  useEffect(() => {
    addressRef.current = fromAddress;
    const seen = navigationType === 'POP' ? -1 : written.current.indexOf(queryKey(fromAddress));
    if (seen !== -1) {
      written.current = written.current.slice(seen + 1);
      return;
    }
    written.current = [];
    if (sameQuery(fromAddress, current.current)) return;
    cancelPending();
    current.current = fromAddress;
    typing.current = false;
    setQuery(fromAddress);
  }, [fromAddress, navigationType, cancelPending]);

  /** Writes the current view to the address now. */
  const writeAddress = useCallback(
    (step: HistoryStep) => {
      cancelPending();
      const view = current.current;
      const key = queryKey(view);
      // Typing something and deleting it again leaves the address as it was.
      if (key === (written.current.at(-1) ?? queryKey(addressRef.current))) return;
      written.current.push(key);
      // A change of the search alone never scrolls the page (src/routing/ScrollManager.tsx).
      setParams((params) => writeLibraryQuery(view, params), { replace: step === 'replace' });
    },
    [cancelPending, setParams],
  );

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
      const next = { ...current.current, search };
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
      commit({ tag }, 'push');
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
    commit({ search: '', tag: ALL }, 'push');
  }, [commit]);

  return { ...query, category, setSearch, setTag, toggleExpanded, clearFilters };
}
