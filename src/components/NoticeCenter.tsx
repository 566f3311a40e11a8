import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { NoticeContext } from '../notices/noticeContext';
import type { NoticeOptions, ShowNotice } from '../notices/noticeTypes';

const NoticeHost = lazy(async () => ({ default: (await import('./NoticeHost')).NoticeHost }));

export interface NoticeCenterProps {
  /** Notices appear in place, without sliding, for people who ask for less motion. */
  reducedMotion: boolean;
  children: ReactNode;
}

/**
 * Where the site's notices live (three at most, four seconds each, bottom right). The notice code
 * is loaded only when a page can show one (a form, the badge), so the other pages do not carry it.
 */
export function NoticeCenter({ reducedMotion, children }: NoticeCenterProps) {
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
          <NoticeHost reducedMotion={reducedMotion} onReady={onReady} />
        </Suspense>
      )}
    </NoticeContext.Provider>
  );
}

export type { NoticeOptions, ShowNotice };
