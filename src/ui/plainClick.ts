import type { MouseEvent } from 'react';

/**
 * A click the page may handle itself: the main button, no key held. A click with Ctrl, ⌘, Shift or
 * Alt, or the middle button, is the visitor asking the browser for the link (a new tab, say).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
