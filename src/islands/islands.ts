import { EventFormIsland } from './EventFormIsland';
import { EventWhenIsland } from './EventWhenIsland';
import { FoundingBadgeIsland } from './FoundingBadgeIsland';
import { PromptLibraryIsland } from './PromptLibraryIsland';
import { ToolsFormIsland } from './ToolsFormIsland';

/**
 * The parts of a page that respond to the visitor, and so are hydrated in the browser: each is
 * rendered with the page, then hydrated on its own root (src/start/entry-client.tsx loads its
 * code, from the file its name gives: islandFile). Everything else on a page is HTML that needs no app.
 */
export const islands = {
  'event-form': EventFormIsland,
  'event-when': EventWhenIsland,
  'tools-form': ToolsFormIsland,
  'prompt-library': PromptLibraryIsland,
  'founding-badge': FoundingBadgeIsland,
};

export type IslandName = keyof typeof islands;

/** The props an island is given in the page, written into it as JSON. */
export type IslandProps<N extends IslandName> = Parameters<(typeof islands)[N]>[0] extends infer P extends
  object
  ? P
  : Record<string, never>;
