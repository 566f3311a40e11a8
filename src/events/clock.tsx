import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

const MINUTE = 60_000;

interface Clock {
  /** The moment the markup being hydrated was rendered (when it was prerendered); 0 when nothing is. */
  renderedAt: number;
  /** A time that stands still (a story of a given day); the visitor's own clock when absent. */
  fixed?: number;
}

const ClockContext = createContext<Clock>({ renderedAt: 0 });

export function ClockProvider({
  renderedAt = 0,
  fixed,
  children,
}: {
  renderedAt?: number;
  fixed?: number;
  children: ReactNode;
}) {
  // The same value while nothing changes: a new one would reach every reader, and a form still loading.
  const clock = useMemo(() => ({ renderedAt, fixed }), [renderedAt, fixed]);
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The time to the minute: the same value on every read within a minute, as a store's snapshot must be. */
const readMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** Every minute. */
function everyMinute(changed: () => void): () => void {
  const timer = setInterval(changed, MINUTE);
  return () => clearInterval(timer);
}

/**
 * The visitor's time, to the minute. While a prerendered page is hydrated it is the time the page was
 * rendered, so the first render matches the markup; from the next render it has the real time, and a
 * page that stays open keeps it current.
 */
export function useNow(): number {
  const { renderedAt, fixed } = useContext(ClockContext);
  const now = useSyncExternalStore(everyMinute, readMinute, () => renderedAt);
  return fixed ?? now;
}
