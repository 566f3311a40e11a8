import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

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
  return <ClockContext.Provider value={{ renderedAt, fixed }}>{children}</ClockContext.Provider>;
}

/** The time to the minute: the same value on every read within a minute, as a store's snapshot must be. */
const readMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

function everyMinute(changed: () => void): () => void {
  const timer = setInterval(changed, MINUTE);
  return () => clearInterval(timer);
}

/**
 * The visitor's time, to the minute. While a prerendered page is hydrated it is the time the page was
 * rendered, so the first render matches the markup; the next render has the real time, and a page
 * that stays open keeps it current.
 */
export function useNow(): number {
  const { renderedAt, fixed } = useContext(ClockContext);
  const now = useSyncExternalStore(everyMinute, readMinute, () => renderedAt);
  return fixed ?? now;
}
