import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { NoticeContext } from '../notices/noticeContext';
import type { NoticeOptions, ShowNotice } from '../notices/noticeTypes';

const NoticeHost = lazy(async () => ({ default: (await import('./NoticeHost')).NoticeHost }));

export interface NoticeCenterProps {
  /**
   * When true, notices appear and go in place instead of sliding; the site turns it on for visitors
   * whose device asks for less motion.
   */
  reducedMotion: boolean;
  /** The page inside which notices can be shown: on the site, the whole app. */
  children: ReactNode;
  /** How long each notice stays, in milliseconds: four seconds unless given; null keeps them up. */
  autoHideDuration?: number | null;
}

/**
 * Where the site's notices appear: in the bottom-right corner of every page, three at most, each for
 * four seconds. It shows nothing of its own until a form, the founding badge or a prompt card shows a notice.
 */
export function NoticeCenter({ reducedMotion, children, autoHideDuration }: NoticeCenterProps) {
  const [wanted, setWanted] = useState(false);
  const shown = useRef<{ promise: Promise<ShowNotice>; resolve: (show: ShowNotice) => void } | null>(null);
  const ready = useCallback(() => {
    if (!shown.current) {
      let resolve: (show: ShowNotice) => void = () => undefined;
      const promise = new Promise<ShowNotice>((done) => {
        resolve = done;
      });
      shown.current = { promise, resolve };
      setWanted(true);
    }
    return shown.current.promise;
  }, []);
  const onReady = useCallback((show: ShowNotice) => shown.current?.resolve(show), []);
  const value = useMemo(
    () => ({
      ready,
      show: (title: string, options: NoticeOptions) => void ready().then((show) => show(title, options)),
    }),
    [ready],
  );
  return (
    <NoticeContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <NoticeHost reducedMotion={reducedMotion} onReady={onReady} autoHideDuration={autoHideDuration} />
        </Suspense>
      )}
    </NoticeContext.Provider>
  );
}

export type { NoticeOptions, ShowNotice };
