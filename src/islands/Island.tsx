import Box from '@mui/material/Box';
import { createContext, useContext, type ComponentType } from 'react';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../ui/heldInput';
import { EventFormIsland } from './EventFormIsland';
import { EventWhenIsland } from './EventWhenIsland';
import { FoundingBadgeIsland } from './FoundingBadgeIsland';
import { PromptLibraryIsland } from './PromptLibraryIsland';
import { ToolsFormIsland } from './ToolsFormIsland';

/**
 * The parts of a page that respond to the visitor, each hydrated on its own root (entry-client loads
 * each from the file its name gives: islandFile). Everything else on a page is HTML.
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

/** Renders an island to HTML on a root of its own, as the browser will hydrate it (src/start/entry-server.tsx). */
export type RenderIsland = <N extends IslandName>(name: N, props: IslandProps<N>) => string;

export const RenderIslandContext = createContext<RenderIsland | null>(null);

/**
 * An island in a page: prerendered, it is its own root's HTML inside an element that names it and
 * holds its props. Outside the prerenderer (the development server, stories, tests) it is drawn in
 * place and live at once, so the head script leaves it be.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const renderIsland = useContext(RenderIslandContext);
  const marks = { [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) };
  if (renderIsland) {
    const html = renderIsland(name, props);
    return <Box sx={{ display: 'contents' }} {...marks} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  const Component = islands[name] as ComponentType<object>;
  return (
    <Box sx={{ display: 'contents' }} {...marks} {...{ [HYDRATED_ATTRIBUTE]: '' }}>
      <Component {...props} />
    </Box>
  );
}
