/**
 * What a component needs to take part in how its page starts: the attributes the page's scripts look
 * for (markup.ts), and the hooks that hand a hydrated island what the visitor did before (typed text,
 * ticks, a form sent, a copy made; kept by the head script, headScript.ts).
 */
import { useEffect, type RefObject } from 'react';
import { HELD_INPUT, HELD_SUBMIT_ATTRIBUTE, type HeldInput, type HeldCopy, type HeldField } from './markup';

export * from './markup';

declare global {
  interface Window {
    [HELD_INPUT]?: HeldInput;
  }
}

const queue = (): HeldInput | undefined => (typeof window === 'undefined' ? undefined : window[HELD_INPUT]);

/** Takes the entry the head script noted for this element out of its list, if there is one. */
function take<T extends { element: Element }>(list: T[] | undefined, element: Element | null): T | undefined {
  const index = list && element ? list.findIndex((entry) => entry.element === element) : -1;
  return index === -1 ? undefined : list?.splice(index, 1)[0];
}

/**
 * The copy the head script made for this button before its island was hydrated, if any; handed over
 * once, so the button shows the feedback a copy made through the app would have shown.
 */
export function takeHeldCopy(element: Element | null): HeldCopy['done'] | undefined {
  return take(queue()?.copies, element)?.done;
}

/**
 * Hands React a field's value as the visitor left it, as the event a typing visitor makes. React
 * hydrates a field and leaves the typed text in the DOM, but its state still holds the prerendered
 * value (and its first re-render may already have written that back). React notices a change only
 * against the value it last saw, so the field is first set through the element (React's tracker
 * hears it) to something else, then to the visitor's value past the tracker (the prototype's setter).
 */
function replayField({ element: field, value, checked }: HeldField): void {
  if (!field.isConnected || field.disabled || field.readOnly) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.type === 'radio' && !checked) return;
    // Set to the other state through React's tracking, then clicked into the visitor's.
    field.checked = !checked;
    field.click();
    return;
  }
  const { selectionStart, selectionEnd } = field;
  field.value = value === '' ? ' ' : '';
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (document.activeElement === field && selectionStart !== null) {
    field.setSelectionRange(selectionStart, selectionEnd);
  }
}

/**
 * For a field's component: once the field is the app's (hydrated), what the visitor typed or ticked
 * before is handed to the app, which then acts on it (a search filters, a form holds the answer).
 */
export function useReplayField(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>): void {
  useEffect(() => {
    const early = take(queue()?.fields, ref.current);
    if (early) replayField(early);
  }, [ref]);
}

/**
 * For a form: sends it, once, if the visitor sent it before the app started. Its fields have taken
 * their values in the effects before this one; the send waits a task so the form has rendered them.
 */
export function useReplaySubmit(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const actions = queue();
    const form = ref.current;
    const index = actions && form ? actions.submits.indexOf(form) : -1;
    if (!actions || !form || index === -1) return;
    actions.submits.splice(index, 1);
    const timer = setTimeout(() => {
      if (actions.submits.length === 0) document.documentElement.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
      form.requestSubmit();
    }, 0);
    return () => clearTimeout(timer);
  }, [ref]);
}

/**
 * Replays, once, the taps on buttons the app drives that the head script held (those with no
 * handler of their own above): a task after the app has started, when the whole page is its.
 */
export function replayHeldClicks(): void {
  const clicks = queue()?.clicks.splice(0) ?? [];
  if (clicks.length === 0) return;
  setTimeout(() => {
    for (const button of clicks) if (button.isConnected) button.click();
  }, 0);
}
