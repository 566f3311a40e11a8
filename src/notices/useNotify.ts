import { useEffect, useMemo } from 'react';
import { useNoticeCenter } from './noticeContext';
import type { NoticeVariant } from './noticeTypes';

export interface Notify {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

/**
 * Shows notices through the site's one notice center. A component that can notify loads the
 * notice code when it mounts, so it is there before the visitor acts.
 */
export function useNotify(): Notify {
  const center = useNoticeCenter();
  useEffect(() => {
    void center.ready();
  }, [center]);
  return useMemo(() => {
    const notify = (variant: NoticeVariant) => (title: string, description?: string) =>
      center.show(title, { variant, description });
    return { success: notify('success'), error: notify('error'), info: notify('info') };
  }, [center]);
}
