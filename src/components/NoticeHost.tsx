import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { Notice } from './Notice';
import type { ShowNotice } from '../notices/noticeTypes';

const noticeComponents = { success: Notice, error: Notice, info: Notice, default: Notice };

const show: ShowNotice = (title, { variant, description }) => {
  enqueueSnackbar(title, { variant, description });
};

export interface NoticeHostProps {
  /** When true, notices appear and go in place instead of sliding (for visitors who ask for less motion). */
  reducedMotion: boolean;
  /** Called once the host is in place and notices can be shown; it is handed the way to show one. */
  onReady: (show: ShowNotice) => void;
  /**
   * How long each notice stays, in milliseconds: the site's four seconds unless given. Null keeps
   * notices until they are closed (a story that must stay on screen to be looked at).
   */
  autoHideDuration?: number | null;
}

/**
 * The behind-the-scenes part that puts notices on screen with the site's settings: bottom right, three
 * at most, four seconds each. It draws nothing of its own; see Notice for how a notice looks.
 */
export function NoticeHost({ reducedMotion, onReady, autoHideDuration = 4000 }: NoticeHostProps) {
  useEffect(() => onReady(show), [onReady]);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={autoHideDuration}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={noticeComponents}
      transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
    />
  );
}
