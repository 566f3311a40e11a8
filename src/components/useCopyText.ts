import { useCallback, useEffect, useRef, useState } from 'react';

/** Puts text on the clipboard, or rejects when the browser refuses. */
export type ClipboardWriter = (text: string) => Promise<void>;

export const writeToClipboard: ClipboardWriter = async (text) => {
  // Absent outside secure contexts (plain http on another machine) and in some embedded browsers.
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
    throw new Error('The clipboard is not available here');
  }
  await navigator.clipboard.writeText(text);
};

/** idle → copied (for a moment) | refused (the visitor copies by hand). */
export type CopyState = 'idle' | 'copied' | 'refused';

export const COPIED_FOR_MS = 2000;

/** Copies text and remembers how it went; 'copied' falls back to 'idle' after two seconds. */
export function useCopyText(write: ClipboardWriter = writeToClipboard, copiedForMs = COPIED_FOR_MS) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const showCopied = useCallback(() => {
    clearTimeout(timer.current);
    setState('copied');
    timer.current = setTimeout(() => setState('idle'), copiedForMs);
  }, [copiedForMs]);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await write(text);
        showCopied();
      } catch {
        setState('refused');
      }
    },
    [write, showCopied],
  );

  return { state, copy, showCopied };
}

/** The shortcut for copying on this device, for the hint shown when the clipboard is refused. */
export function copyShortcut(): string {
  if (typeof navigator === 'undefined') return 'Ctrl+C';
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘+C' : 'Ctrl+C';
}
