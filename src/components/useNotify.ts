import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

export interface Notify {
  success(title: string, description?: string): void;
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

/** Shows notices through the one SnackbarProvider (three at most, four seconds each, bottom right). */
export function useNotify(): Notify {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (title, description) => enqueueSnackbar(title, { variant: 'success', description }),
      error: (title, description) => enqueueSnackbar(title, { variant: 'error', description }),
      info: (title, description) => enqueueSnackbar(title, { variant: 'info', description }),
    }),
    [enqueueSnackbar],
  );
}
