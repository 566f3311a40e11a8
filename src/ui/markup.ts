/**
 * The names a page's markup and its scripts agree on. Plain strings only, so the page script imports
 * them without any of the app.
 */

/** On #root once the page responds in full: as it arrives without islands, once every island is hydrated. */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';
/** On #root: when the page was rendered (ms since 1970), for hydrating what depends on the time. */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';
/** Around an island: its name in src/islands/Island.tsx, and its props as JSON. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on an island once it is hydrated: from then on its buttons are React's. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The id of the JSON list of a page's island scripts: entry-client first, then what its islands need. */
export const ISLAND_SCRIPTS_ID = 'island-scripts';
/** On a copy button: the id of the element whose text it copies, a link it copies in full, or its text. */
export const COPY_FROM_ATTRIBUTE = 'data-copy-from';
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';
export const COPY_TEXT_ATTRIBUTE = 'data-copy-text';
/** On <html> while a form sent before its island was hydrated waits: the form says it will go. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';
/** The global where the head script keeps what the visitor did before an island was hydrated. */
export const HELD_INPUT = '__heldInput';
/** Around a menu's button and panel: `dropdown` or `list` (src/start/menus.ts). */
export const MENU_ATTRIBUTE = 'data-menu';
/** On a link to a section of the same page (ScrollToButton): the section glides into view. */
export const JUMP_ATTRIBUTE = 'data-jump';
/** On the 404 page's sentence: where the page script writes the address the visitor asked for. */
export const REQUESTED_PATH_ATTRIBUTE = 'data-requested-path';
/** On a portrait: the person's initials, shown instead when the picture fails to load. */
export const INITIALS_ATTRIBUTE = 'data-initials';

/** An island's code, by its name: `event-form` is src/islands/EventFormIsland.tsx, exporting EventFormIsland. */
export function islandFile(name: string): { path: string; component: string } {
  const component = `${name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Island`;
  return { path: `src/islands/${component}.tsx`, component };
}

/** What the visitor did inside islands before they were hydrated, kept by the head script. */
export interface HeldInput {
  /** Each field as the visitor left it: its text, or whether it is ticked. */
  fields: { element: HTMLInputElement | HTMLTextAreaElement; value: string; checked: boolean }[];
  /** Each copy made, and whether the clipboard took the text. */
  copies: { element: Element; done: Promise<boolean> }[];
  clicks: HTMLElement[];
  submits: HTMLFormElement[];
}
