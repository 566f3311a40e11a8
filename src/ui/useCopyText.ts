import { useCallback, useEffect, useRef, useState } from 'react';
import { takeHeldCopy } from './heldInput';

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

  /**
   * Shows how a copy the page made before the app started went (src/start/): the button it was made
   * from is handed in, and its feedback is the one a copy through the app would have had.
   */
  const showHeldCopy = useCallback(
    (button: Element | null) => {
      let mounted = true;
      void takeHeldCopy(button)?.then((copied) => {
        if (!mounted) return;
        if (copied) showCopied();
        else setState('refused');
      });
      return () => {
        mounted = false;
      };
    },
    [showCopied],
  );

  return { state, copy, showCopied, showHeldCopy };
}

/** The shortcut for copying on this device, for the hint shown when the clipboard is refused. */
export function copyShortcut(): string {
  if (typeof navigator === 'undefined') return 'Ctrl+C';
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent) ? '⌘+C' : 'Ctrl+C';
}
