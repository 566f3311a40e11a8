import Box from '@mui/material/Box';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview, type Decorator } from '@storybook/react-vite';
import addonPseudoStates from 'storybook-addon-pseudo-states';
import { definePreviewAddon } from 'storybook/internal/csf';
import { MemoryRouter } from 'react-router-dom';
import { site } from '../content/site';
import { AppProviders } from '../src/app/AppProviders';
import { forgetAllBlanks } from '../src/prompts/blankStore';
import { markEventPhases } from '../src/events/phases';
import type { HostInfo, HostKind } from '../src/routing/host';
import { viewports, type ViewportName } from '../theme/breakpoints';
import '../theme/fonts';
// The page script every page runs: the header's menus and the jump links are markup, and it gives them
// their behaviour.
import '../src/start/pageScript';
import { DocsPage, type DocsFrame } from './DocsPage';
import type { HostRelevance } from './guidance';
import { allModes } from './modes';

// On the site a link to one of its pages loads that page. A story shows one component: a link chosen in
// it (a menu's row, say) must not take the canvas away to an address Storybook does not have.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  const href = link?.getAttribute('href');
  if (!link || !href?.startsWith('/') || href.startsWith('//') || link.hasAttribute('download')) return;
  if (link.getAttribute('target') === '_blank') return;
  event.preventDefault();
});

/** Story parameters the decorators read. */
export interface SiteParameters {
  /** The path the story's router starts at. */
  route?: string;
  /** The story renders its own router (whole-page stories). */
  ownRouter?: boolean;
  /** The moment the story is viewed at (ISO), for what depends on the date: the events' phases and next sessions. */
  now?: string;
}

/** The parameters this project's stories set, beside the addons' own. */
interface SiteStoryTypes {
  parameters: {
    site?: SiteParameters;
    /** See `withWidth`. */
    maxWidth?: number;
    /** Whether the story looks different on the community host (the Host toolbar and the Docs page). */
    host?: HostRelevance;
    docs?: { frame?: DocsFrame };
  };
}

/**
 * How wide the canvas lets a story be, in px (the `maxWidth` parameter): a card or a field at the width
 * of the column the site puts it in, on any screen. With `layout: 'padded'`, stories sit 24 px from the
 * canvas edge (preview-head.html), the gutter the site's own columns keep.
 */
const withWidth: Decorator = (Story, context) => {
  const maxWidth = context.parameters.maxWidth as number | undefined;
  return maxWidth === undefined ? (
    <Story />
  ) : (
    <Box sx={{ maxWidth }}>
      <Story />
    </Box>
  );
};

const hostOf = (value: unknown): HostInfo => ({
  kind: (value === 'community' ? 'community' : 'main') satisfies HostKind,
  origins: site.origins,
});

const withSite: Decorator = (Story, context) => {
  const params = (context.parameters.site ?? {}) as SiteParameters;
  const host = hostOf(context.globals.host);
  const now = params.now ? Date.parse(params.now) : undefined;
  // What the page's head script does before a prerendered page is painted.
  markEventPhases(document.documentElement, now ?? Date.now());
  const story = <Story />;
  return (
    // A notice stays until it is closed, so that it can be looked at (and screenshot) at leisure.
    <AppProviders host={host} now={now} autoHideDuration={null}>
      {params.ownRouter ? story : <MemoryRouter initialEntries={[params.route ?? '/']}>{story}</MemoryRouter>}
    </AppProviders>
  );
};

/**
 * What this project adds to every story, as an addon: the decorators above, and the types of the
 * parameters they read, so that a story setting one is checked like the addons' own.
 */
const siteAddon = definePreviewAddon<SiteStoryTypes>({ decorators: [withWidth, withSite] });

/**
 * The project's Storybook: every story file starts from it (`preview.meta`, then `meta.story`), so its
 * stories are typed with every addon's parameters, this project's included.
 */
const preview = definePreview({
  addons: [addonDocs(), addonA11y(), addonPseudoStates(), siteAddon],
  // Blanks typed into a prompt are kept for the tab: each story starts with none.
  beforeEach: () => forgetAllBlanks(),
  // Every face of the site's fonts is loaded before a story first renders (from the cache after the
  // first story): a face that arrived after the first paint would move the text, and what was measured
  // from it (an open tooltip's place, a blank's width) would be left where the fallback put it.
  loaders: [
    async () => {
      await Promise.all(Array.from(document.fonts, (face) => face.load()));
      return {};
    },
  ],
  tags: ['autodocs'],
  // Switched by the Host tool in the toolbar (hostTool.tsx), which says when a story does not depend on it.
  globalTypes: {
    host: { description: 'Which host the site is served from: main or community' },
  },
  initialGlobals: { host: 'main' },
  parameters: {
    layout: 'fullscreen',
    docs: { page: DocsPage },
    options: {
      // By kind, as a designer looks for things; Storybook opens on the first entry, the welcome page.
      storySort: {
        order: [
          'Welcome',
          'Status',
          'Foundations',
          ['Colour', 'Typography', 'Spacing and shape', 'Token usage'],
          'Navigation',
          'Content cards',
          'Forms and inputs',
          'Feedback',
          'Pages',
          'Internal',
        ],
      },
    },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: Object.fromEntries(
        (Object.keys(viewports) as ViewportName[]).map((key) => {
          const { name, width, height } = viewports[key];
          const type = key === 'mobile' || key === 'tablet' ? key : ('desktop' as const);
          return [
            key,
            { name: `${name} (${width}px)`, styles: { width: `${width}px`, height: `${height}px` }, type },
          ];
        }),
      ),
    },
    // Chromatic shoots every story at the screenshot widths, on each host; stories shown at one width narrow it.
    chromatic: { modes: allModes },
  },
});

export default preview;
