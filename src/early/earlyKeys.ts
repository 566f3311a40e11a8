/** The names the head's early script (earlyScript.ts) and the app agree on. */

/** Set on the root element once the app has taken over the page (hydrated it, or drawn it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** On a copy button: the id of the element whose text it copies (a prompt's text, say). */
export const COPY_FROM_ATTRIBUTE = 'data-copy-from';

/** On a copy button: a link it copies, in full (resolved against the page's address). */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';

/** On a copy button: the text it copies, when the page does not show it whole. */
export const COPY_TEXT_ATTRIBUTE = 'data-copy-text';

/** On <html> while a form sent before the app was ready waits for it: the form says it will go. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/**
 * On the element around a part of the page that hydrates after the rest (a form: src/parts/FormSlot.tsx):
 * until it also carries PART_READY_ATTRIBUTE, the head script answers for what is inside it.
 */
export const PART_ATTRIBUTE = 'data-part';

/** Set on a PART_ATTRIBUTE element by the app once the part is its own. */
export const PART_READY_ATTRIBUTE = 'data-part-ready';

/** The global where the early script keeps what the visitor did before the app started. */
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
