import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { Notice } from './Notice';
import type { ShowNotice } from '../notices/noticeTypes';

const noticeComponents = { success: Notice, error: Notice, info: Notice, default: Notice };

const show: ShowNotice = (title, { variant, description }) => {
  enqueueSnackbar(title, { variant, description });
};

export interface NoticeHostProps {
  reducedMotion: boolean;
  /** Called once the host is in place and notices can be shown. */
  onReady(show: ShowNotice): void;
}

/** notistack's provider with the site's settings and its Notice, loaded with the first page that needs it. */
export function NoticeHost({ reducedMotion, onReady }: NoticeHostProps) {
  useEffect(() => onReady(show), [onReady]);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={noticeComponents}
      transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
    />
  );
}
