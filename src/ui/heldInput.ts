/**
 * What a component needs to take part in how its page starts: the attributes (markup.ts), and hooks
 * that hand a hydrated island what the head script kept (typed text, ticks, a form sent, a copy made).
 */
import { useEffect, type RefObject } from 'react';
import { HELD_INPUT, HELD_SUBMIT_ATTRIBUTE, type HeldInput } from './markup';

export * from './markup';

declare global {
  interface Window {
    [HELD_INPUT]?: HeldInput;
  }
}

/** Takes what the head script kept for this element out of its list, if anything (in the browser only). */
function take<T extends { element: Element }>(list: T[] | undefined, element: Element | null): T | undefined {
  const index = list && element ? list.findIndex((entry) => entry.element === element) : -1;
  return index === -1 ? undefined : list?.splice(index, 1)[0];
}

/** Whether the copy the head script made for this button worked, once: the button shows its feedback. */
export function takeHeldCopy(element: Element | null): Promise<boolean> | undefined {
  return take(window[HELD_INPUT]?.copies, element)?.done;
}

/**
 * For a field: once hydrated, what the visitor typed or ticked before reaches React as typing would
 * (a search filters, a form keeps the answer). React sees a change only against the value it last saw,
 * so the field is set through the element (React hears it) to something else, then past React to the
 * visitor's value; a box is set the other way, then clicked.
 */
export function useReplayField(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>): void {
  useEffect(() => {
    const kept = take(window[HELD_INPUT]?.fields, ref.current);
    const field = kept?.element;
    if (!kept || !field?.isConnected || field.disabled || field.readOnly) return;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.type === 'radio' && !kept.checked) return;
      field.checked = !kept.checked;
      field.click();
      return;
    }
    const { selectionStart, selectionEnd } = field;
    field.value = kept.value === '' ? ' ' : '';
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    setValue?.call(field, kept.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null) {
      field.setSelectionRange(selectionStart, selectionEnd);
    }
  }, [ref]);
}

/** For a form sent before it was hydrated: sends it once, a task after its fields took their values. */
export function useReplaySubmit(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const [form, submits] = [ref.current, window[HELD_INPUT]?.submits];
    if (!form || !submits?.includes(form)) return;
    submits.splice(submits.indexOf(form), 1);
    const timer = setTimeout(() => {
      if (submits.length === 0) document.documentElement.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
      form.requestSubmit();
    }, 0);
    return () => clearTimeout(timer);
  }, [ref]);
}

/** Replays, once, the held taps on buttons the app drives: a task after an island is hydrated. */
export function replayHeldClicks(): void {
  const clicks = window[HELD_INPUT]?.clicks.splice(0) ?? [];
  setTimeout(() => clicks.forEach((button) => button.isConnected && button.click()), 0);
}
