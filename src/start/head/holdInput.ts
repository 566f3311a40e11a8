/**
 * Runs inline in every page's head, after markPhases: holds the visitor's input inside an island until
 * the island is hydrated (a slow phone shows the page well before). A copy button copies at once,
 * inside the visitor's own tap (where Safari and Firefox allow the clipboard), its feedback shown on
 * hydration; a form that posts is held (never sent by the browser, which would put the answers in the
 * address), marked on <html>, and sent once by the island; a tap on another button is replayed once;
 * typed text and ticks are handed over (src/ui/heldInput.ts). Links, popovers and downloads are HTML
 * and work alone. Events it handles go no further, so React never acts on them twice; a hydrated
 * island is left alone.
 *
 * It runs alone, before any module: no imports. `npm run build` minifies it into the page
 * (scripts/build/headScript.ts), with the attribute names of src/ui/markup.ts as its argument.
 */
import type { HeldInput } from '../../ui/markup.ts';

/** The names the page's markup and this script agree on (src/ui/markup.ts). */
export interface HoldInputNames {
  held: string;
  island: string;
  hydrated: string;
  copyFrom: string;
  copyLink: string;
  copyText: string;
  heldSubmit: string;
}

export default function holdInput(names: HoldInputNames): void {
  const held: HeldInput = { fields: [], copies: [], clicks: [], submits: [] };
  (window as unknown as Record<string, HeldInput>)[names.held] = held;

  /** The island an event happened in, while it is not yet hydrated. */
  function islandOf(event: Event): Element | null {
    const target = event.target as Element;
    const island = target.closest ? target.closest(`[${names.island}]`) : null;
    return island && !island.hasAttribute(names.hydrated) ? island : null;
  }

  // What is typed or ticked, as the visitor leaves it (an island's first render may write a field back).
  function keepField(event: Event): void {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement;
    if (!islandOf(event) || !/^(INPUT|TEXTAREA)$/.test(field.tagName)) return;
    let kept = held.fields.find((entry) => entry.element === field);
    if (!kept) held.fields.push((kept = { element: field, value: '', checked: false }));
    kept.value = field.value;
    kept.checked = (field as HTMLInputElement).checked;
  }
  document.addEventListener('input', keepField, true);
  document.addEventListener('change', keepField, true);

  // A prompt's text as its copy button gives it, blanks filled (src/prompts/promptPlaceholders.ts): a
  // blank left empty shows its placeholder, or what another blank of the same name was given.
  function promptText(source: Element): string | null {
    const copy = source.cloneNode(true) as Element;
    const blanks = source.querySelectorAll('textarea');
    const copies = copy.querySelectorAll('textarea');
    const filled = (i: number) => (/\S/.test(blanks[i]?.value ?? '') ? (blanks[i]?.value ?? '') : '');
    const byName: Record<string, string> = {};
    blanks.forEach((blank, i) => {
      const name = blank.placeholder;
      if (name.charAt(0) === '[' && filled(i) && !byName[name]) byName[name] = filled(i);
    });
    blanks.forEach((blank, i) => {
      const name = blank.placeholder;
      copies[i]?.replaceWith(filled(i) || (name.charAt(0) === '[' && byName[name]) || name);
    });
    return copy.textContent;
  }

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      if (!islandOf(event) || !target.closest) return;
      const button = target.closest<HTMLButtonElement>(
        `[${names.copyFrom}],[${names.copyLink}],[${names.copyText}],button`,
      );
      if (!button || button.disabled || button.type === 'submit' || button.hasAttribute('popovertarget'))
        return;
      const from = button.getAttribute(names.copyFrom);
      const source = from ? document.getElementById(from) : null;
      const link = button.getAttribute(names.copyLink);
      const text = source
        ? promptText(source)
        : link !== null
          ? new URL(link, location.href).href
          : button.getAttribute(names.copyText);
      event.preventDefault();
      event.stopPropagation();
      // Any other button: its tap is replayed once the island is hydrated.
      if (text === null) {
        if (!held.clicks.includes(button)) held.clicks.push(button);
        return;
      }
      const clipboard = navigator.clipboard as Clipboard | undefined;
      held.copies.push({
        element: button,
        done: clipboard?.writeText
          ? clipboard.writeText(text).then(
              () => true,
              () => false,
            )
          : Promise.resolve(false),
      });
    },
    true,
  );

  // Only forms that post answers are held; a search form (GET) goes to its address as usual.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!islandOf(event) || form.method !== 'post') return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.submits.includes(form)) held.submits.push(form);
      document.documentElement.setAttribute(names.heldSubmit, '');
    },
    true,
  );
}
