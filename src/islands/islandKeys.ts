/** The attributes a prerendered page and its islands agree on (see Island.tsx, hydrateIslands.tsx). */

/** On an island's element (ISLAND_ATTRIBUTE, src/early/earlyKeys.ts): the island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * The file of an island's code, from its name: `event-form` is src/islands/EventFormIsland.tsx,
 * which exports EventFormIsland. The browser loads it by this name; the build lists its chunks.
 */
export function islandFile(name: string): { path: string; component: string } {
  const component = `${name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Island`;
  return { path: `src/islands/${component}.tsx`, component };
}

/** The attribute on the root element that holds when the page was rendered (milliseconds since 1970). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** When a prerendered root was rendered, for hydrating what depends on the time; 0 when it does not say. */
export function readRenderedAt(root: HTMLElement): number {
  const value = Number(root.getAttribute(RENDERED_AT_ATTRIBUTE));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
