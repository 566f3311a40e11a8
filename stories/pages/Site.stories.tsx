import type { DocsFrame } from '../../.storybook/DocsPage';
import preview from '../../.storybook/preview';
import type { HostKind } from '../../src/routing/host';
import { leftToPageWalk } from '../../.storybook/modes';
import { SitePage } from '../sitePage';

const pathOf = (parameters: { path?: unknown }) => String(parameters.path ?? '/');
const hostOf = (globals: { host?: unknown }): HostKind =>
  globals.host === 'community' ? 'community' : 'main';

// Whole pages inside the site shell, as a visitor sees them. A story tagged `route` is a page exactly
// as one of the site's addresses shows it (same host, same moment): the page walk
// (tests/e2e/pageWalk.spec.ts) screenshots it there, so the story screenshots leave it out.
const meta = preview.meta({
  title: 'Pages/Site',
  id: 'pages-site',
  parameters: {
    site: { ownRouter: true },
    host: 'varies',
    docs: {
      // A whole page in a frame of its own on the Docs page, so its layout follows the frame's width.
      frame: { height: 900, reason: "a whole page, laid out for the frame's width" } satisfies DocsFrame,
      description: {
        component:
          "Whole pages of the site, as a visitor sees them. Every page sits in the same shell: the 'Skip to main content' link, the Header, the page, and the Footer. Most pages follow one template (StandardPage): a header band on the soft brand gradient (PageHeader) with an optional eyebrow, the page's one heading and a short introduction, sometimes breadcrumbs or a back link above and buttons below, then the page's sections (PageSection). Event pages have a template of their own (EventPage) in the same shell. Use the Host toolbar to see a page as the community host (Women Love AI) serves it.",
      },
    },
  },
  render: (_args, { globals, parameters }) => <SitePage kind={hostOf(globals)} path={pathOf(parameters)} />,
});

/** The day the event pages and the events list are seen as, after the dated events have taken place. */
const afterTheEvents = '2026-11-25T09:00:00Z';

/** A `route` story's parameters: the page at `path`, seen on the day `now` when given, left to the page walk. */
const routeAt = (path: string, now?: string) => ({
  path,
  ...(now ? { site: { now } } : {}),
  chromatic: leftToPageWalk,
});

/** The home page: the welcome band with the newsletter and Find A Prompt buttons, then three feature cards; judge the page's opening and its calls to action. */
export const Home = meta.story({ tags: ['route'], parameters: routeAt('/') });
/** The community page at the community host's front page (/): no 'Back to Home' link above the heading. */
export const CommunityOnCommunityHost = meta.story({
  tags: ['route'],
  globals: { host: 'community' },
  parameters: routeAt('/'),
});
/** The courses page: the standard header band, the featured free course and the panel on what comes next. */
export const Courses = meta.story({ tags: ['route'], parameters: routeAt('/courses') });
/** The podcast page: the header band, the show and where to listen, then its episodes, two to a row on wider screens. */
export const Podcast = meta.story({ tags: ['route'], parameters: routeAt('/podcast') });
/** The partner tools page: nine tool tiles, a disclosure line under them, and the partnership enquiry form. */
export const Tools = meta.story({ tags: ['route'], parameters: routeAt('/tools') });
/** The Waves & AI event page as it reads on the day the story is viewed: the event template with facts, agenda, timeline, hosts and form. */
export const EventPage = meta.story({
  tags: ['route'],
  parameters: routeAt('/women-love-ai/events/waves-ai'),
});
/** The same page once the evening has taken place: it says so, offers no calendar, and its form is for the next one. */
export const EventPageAfterTheEvent = meta.story({
  tags: ['route'],
  parameters: routeAt('/women-love-ai/events/waves-ai', afterTheEvents),
});
/** The monthly Labs, with its next session counted from the day it is viewed. */
export const LeadershipLabs = meta.story({
  tags: ['route'],
  parameters: routeAt('/women-love-ai/events/leadership-labs', afterTheEvents),
});
/** The events list in June 2025, before the events: every event still ahead, the featured one leading. */
export const EventsBeforeTheEvents = meta.story({
  tags: ['route'],
  parameters: routeAt('/women-love-ai/events', '2025-06-02T09:00:00Z'),
});
/** The events list in November 2026: the dated events have moved to the list of past events, and the monthly Labs is still ahead. */
export const EventsAfterTheEvents = meta.story({
  tags: ['route'],
  parameters: routeAt('/women-love-ai/events', afterTheEvents),
});
/** An address the site does not have: the 404 page inside the shell. */
export const NotFound = meta.story({ parameters: { path: '/no-such-page' } });
/** /courses on the community host, which only the main host has: the same 404 page in the community host's shell. */
export const NotFoundOnCommunityHost = meta.story({
  globals: { host: 'community' },
  parameters: { path: '/courses' },
});
