import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { onPartsIn, partsAreIn } from '../ui/useClientValue';

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

/** Every minute, and once the page's parts are in (until then the clock shows the rendering time). */
function everyMinute(changed: () => void): () => void {
  const timer = setInterval(changed, MINUTE);
  const stopWaiting = onPartsIn(changed);
  return () => {
    clearInterval(timer);
    stopWaiting();
  };
}

/**
 * The visitor's time, to the minute. While a prerendered page is hydrated it is the time the page was
 * rendered, so the first render matches the markup; once the page's parts are in too, it has the
 * real time, and a page that stays open keeps it current.
 */
export function useNow(): number {
  const { renderedAt, fixed } = useContext(ClockContext);
  // A page with a form reads the time above the form, so the real time waits until the form is in.
  const now = useSyncExternalStore(
    everyMinute,
    () => (partsAreIn() ? readMinute() : renderedAt),
    () => renderedAt,
  );
  return fixed ?? now;
}
