import { createContext, useContext } from 'react';
import type { NoticeOptions, ShowNotice } from './noticeTypes';

export interface NoticeCenterValue {
  /** Loads the notice host (once) and resolves with its way to show a notice. */
  ready(): Promise<ShowNotice>;
  /** Shows a notice as soon as the notice host is in (loading it if need be). */
  show(title: string, options: NoticeOptions): void;
}

/** The site's one notice center (src/components/NoticeCenter.tsx provides it). */
export const NoticeContext = createContext<NoticeCenterValue | null>(null);

export function useNoticeCenter(): NoticeCenterValue {
  const center = useContext(NoticeContext);
  if (!center) throw new Error('useNoticeCenter needs a NoticeCenter above it');
  return center;
}
