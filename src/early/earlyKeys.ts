/** The names the head's early script (earlyScript.ts) and the islands agree on. */

/**
 * On the root element once the page responds in full: written into a page without islands (it is
 * whole as it arrives), set on a page with islands once every island is hydrated.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** On the element around an island: its name in the list of islands (src/islands/islands.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Set on an island's element once it has been hydrated: from then on its buttons are React's, and the
 * head script leaves them be.
 */
export const ISLAND_READY_ATTRIBUTE = 'data-island-ready';

/** On a copy button: the id of the element whose text it copies (a prompt's text, say). */
export const COPY_FROM_ATTRIBUTE = 'data-copy-from';

/** On a copy button: a link it copies, in full (resolved against the page's address). */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';

/** On a copy button: the text it copies, when the page does not show it whole. */
export const COPY_TEXT_ATTRIBUTE = 'data-copy-text';

/** On <html> while a form sent before the app was ready waits for it: the form says it will go. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** The global where the early script keeps what the visitor did before an island was hydrated. */
export const EARLY_QUEUE = '__earlyActions';

export interface EarlyCopy {
  element: Element;
  /** Whether the clipboard took the text. */
  done: Promise<boolean>;
}

/** A field as the visitor left it: its text, or whether it is ticked. */
export interface EarlyField {
  element: HTMLInputElement | HTMLTextAreaElement;
  value: string;
  checked: boolean;
}

export interface EarlyActions {
  fields: EarlyField[];
  copies: EarlyCopy[];
  clicks: HTMLElement[];
  submits: HTMLFormElement[];
}
