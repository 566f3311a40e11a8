/**
 * The names a prerendered page's markup and its scripts agree on: the attributes the components write
 * and the head script, the page script and entry-client look for. Plain strings only, so the page
 * script can import them without any of the app.
 */

/**
 * On #root once the page responds in full: written into a page without islands (it is whole as it
 * arrives), set on a page with islands once every island is hydrated.
 */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/** On #root: when the page was rendered (milliseconds since 1970), for hydrating what depends on the time. */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** On the element around an island: its name in the list of islands (src/islands/islands.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** On an island's element: its props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/** Set on an island's element once it is hydrated: from then on its buttons are React's. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * On a page with islands, the id of the JSON list of their scripts: entry-client first, then every
 * file the page's islands need (scripts/prerender/writeSites.ts).
 */
export const ISLAND_SCRIPTS_ID = 'island-scripts';

/**
 * The file of an island's code, from its name: `event-form` is src/islands/EventFormIsland.tsx,
 * which exports EventFormIsland. The browser loads it by this name; the build lists its chunks.
 */
export function islandFile(name: string): { path: string; component: string } {
  const component = `${name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Island`;
  return { path: `src/islands/${component}.tsx`, component };
}

/** On a copy button: the id of the element whose text it copies (a prompt's text, say). */
export const COPY_FROM_ATTRIBUTE = 'data-copy-from';

/** On a copy button: a link it copies, in full (resolved against the page's address). */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';

/** On a copy button: the text it copies, when the page does not show it whole. */
export const COPY_TEXT_ATTRIBUTE = 'data-copy-text';

/** On <html> while a form sent before its island was hydrated waits: the form says it will go. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/** The global where the head script keeps what the visitor did before an island was hydrated. */
export const HELD_INPUT = '__heldInput';

/** On the element around a menu's button and panel: `dropdown` or `list` (src/start/menus.ts). */
export const MENU_ATTRIBUTE = 'data-menu';

/** On a link to a section of the same page (ScrollToButton): the section glides into view. */
export const JUMP_ATTRIBUTE = 'data-jump';

/** On the 404 page's sentence: where the page script writes the address the visitor asked for. */
export const REQUESTED_PATH_ATTRIBUTE = 'data-requested-path';

/** On a portrait: the person's initials, shown instead when the picture fails to load. */
export const INITIALS_ATTRIBUTE = 'data-initials';

export interface HeldCopy {
  element: Element;
  /** Whether the clipboard took the text. */
  done: Promise<boolean>;
}

/** A field as the visitor left it: its text, or whether it is ticked. */
export interface HeldField {
  element: HTMLInputElement | HTMLTextAreaElement;
  value: string;
  checked: boolean;
}

/** What the visitor did inside islands before they were hydrated, kept by the head script. */
export interface HeldInput {
  fields: HeldField[];
  copies: HeldCopy[];
  clicks: HTMLElement[];
  submits: HTMLFormElement[];
}
