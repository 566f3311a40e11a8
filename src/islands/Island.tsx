import Box from '@mui/material/Box';
import { createContext, useContext, type ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../start/markup';
import { ISLAND_PROPS_ATTRIBUTE } from '../start/markup';
import { islands, type IslandName, type IslandProps } from './islands';

/**
 * Renders an island on its own, as the browser will hydrate it (its own root: React's ids, the
 * providers): given by the prerenderer (src/ssr/renderPage.tsx).
 */
export type RenderIsland = <N extends IslandName>(name: N, props: IslandProps<N>) => string;

export const RenderIslandContext = createContext<RenderIsland | null>(null);

/**
 * A part of the page that responds to the visitor (a form, the prompt library, the badge). The
 * prerendered page has it in full, inside an element that names it and holds its props; in the
 * browser only the islands are hydrated, each on its own. Outside the prerenderer (stories, tests)
 * it is drawn in place.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const renderIsland = useContext(RenderIslandContext);
  const marks = {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
  };
  if (renderIsland) {
    return (
      <Box
        sx={{ display: 'contents' }}
        {...marks}
        dangerouslySetInnerHTML={{ __html: renderIsland(name, props) }}
      />
    );
  }
  // Drawn in place, it is live at once: the head script (on the development server) leaves it be.
  const Component = islands[name] as ComponentType<object>;
  return (
    <Box sx={{ display: 'contents' }} {...marks} {...{ [HYDRATED_ATTRIBUTE]: '' }}>
      <Component {...props} />
    </Box>
  );
}
