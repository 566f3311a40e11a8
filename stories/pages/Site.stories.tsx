import type { DocsFrame } from '../../.storybook/DocsPage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Guidance } from '../../.storybook/guidance';
import type { HostKind } from '../../src/routing/host';
import { leftToPageWalk } from '../../.storybook/modes';
import { SitePage } from '../sitePage';

const pathOf = (parameters: { path?: unknown }) => String(parameters.path ?? '/');
const hostOf = (globals: { host?: unknown }): HostKind =>
  globals.host === 'community' ? 'community' : 'main';

// Whole pages inside the site shell, as a visitor sees them. A story tagged `route` is a page exactly
// as one of the site's addresses shows it (same host, same moment): the page walk
// (tests/e2e/pageWalk.spec.ts) screenshots it there, so the story screenshots leave it out.
const meta = {
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
    guidance: {
      use: [
        'Every new page of the site: it goes inside the shell, so visitors always find the same header, footer and skip link.',
        "A page with a heading, an introduction and sections: use StandardPage, with the page's words in content/pages.ts, and a PageSection for each section.",
        'A new event: add its record to the events content; EventPage lays it out the same way on both hosts.',
      ],
      avoid: [
        {
          when: 'Showing an error or a missing page.',
          instead: 'Nothing to build: the shell shows ErrorScreen or NotFound for you.',
        },
        {
          when: 'A part of a page that wants its own big heading band.',
          instead: 'PageSection inside the page: one PageHeader, and one level 1 heading, per page.',
        },
        {
          when: 'Content that belongs on a page that already exists (another resource, another episode).',
          instead: "Add it to that page's content in content/ rather than making a new page.",
        },
      ],
      content: [
        "Each page's words live in content/pages.ts: heading (the page's one level 1 heading, e.g. 'Courses'), an optional eyebrow (a short label above it, e.g. 'Learn'), intro (one or two sentences), title (the tab's title; the site's name is added: 'Courses · The AI Edit') and description (for search results and shared links).",
        "British English; friendly, warm and visual; short sentences; speak to the visitor ('you'); confident, never hype; emoji sparingly.",
        "Dates as a London audience reads them, 'Friday 29 August 2025'; times as the specification gives them, '6:00–9:00 PM' (London time).",
        "People on the pages are sample people with fictional names, and every picture is the site's own artwork: no stock photos, never a real private person.",
        'Links to other sites (newsletter, Slack, course enrolment) open in a new tab and say so; a link whose address is not set yet is hidden, never left dead.',
      ],
      states: [
        {
          name: 'Main host',
          looks:
            "The AI Edit's site: community pages sit under /women-love-ai/, and the community and event pages have a 'Back to Home' link above their heading.",
        },
        {
          name: 'Community host',
          looks:
            "The community's pages at short addresses (/, /events, /founding-20), with no 'Back to Home' link; header and footer links to main-host pages such as Courses lead across to the main host.",
        },
        {
          name: 'Before and after an event',
          looks:
            'After an event, its page says it has taken place, drops the calendar button and turns the form into interest in the next one; a monthly event shows its next session instead. On the events list, events that have taken place move below the ones still ahead.',
        },
        {
          name: 'Loading',
          looks:
            'Every page arrives whole, as HTML: there is no loading state. Moving to another page, the browser fades from one to the next where it can.',
        },
        {
          name: 'Not found',
          looks:
            'Any other address shows NotFound inside the shell. On the community host, main-host addresses such as /courses are not found either.',
        },
        {
          name: 'Error',
          looks: 'A page that fails to draw is replaced by ErrorScreen; the header and footer stay.',
        },
      ],
      accessibility: {
        keyboard:
          "The first Tab shows the 'Skip to main content' link, which jumps past the header to the page. Then come the header's links, the page's links and controls in reading order, and the footer.",
        screenReader:
          "Landmarks: the header (banner), main and the footer (contentinfo). Each page has one level 1 heading, in its header band, and sections with level 2 headings. The tab's title names the page and the site: 'Courses · The AI Edit', or 'Women Love AI' on the community host.",
        contrast:
          'In the header band (gradient from pink 50 through white to teal 50): heading neutral 900 at least 16.46:1, intro neutral 600 at least 6.92:1, eyebrow pink 700 at least 6.93:1. On white: body text neutral 900 18.04:1, quieter text neutral 600 7.58:1. Filled buttons: white on pink 600 5.60:1.',
      },
      status: {
        level: 'Stable',
        note: 'Every page of both hosts uses the shell; all except the event pages, the 404 page and the error page use StandardPage.',
      },
      engineering: [
        "A story tagged `route` is a page exactly as one of the site's addresses shows it (same host, same moment): the page walk (tests/e2e/pageWalk.spec.ts) screenshots it there, so the story screenshots leave it out (leftToPageWalk).",
        'parameters.path is the address a story opens; parameters.site.now fixes the moment for pages that depend on the date.',
        'Adding a screen is its file in src/pages/ and one entry in content/pages.ts: route tables, sitemap, bundle budgets and test walks are made from those entries.',
      ],
    } satisfies Guidance,
  },
  render: (_args, { globals, parameters }) => <SitePage kind={hostOf(globals)} path={pathOf(parameters)} />,
} satisfies Meta;

export default meta;

type Story = StoryObj<typeof meta>;

/** The home page: the welcome band with the newsletter and Find A Prompt buttons, then three feature cards; judge the page's opening and its calls to action. */
export const Home: Story = { tags: ['route'], parameters: { path: '/', chromatic: leftToPageWalk } };
/** The community page at the community host's front page (/): no 'Back to Home' link above the heading. */
export const CommunityOnCommunityHost: Story = {
  tags: ['route'],
  globals: { host: 'community' },
  parameters: { path: '/', chromatic: leftToPageWalk },
};
/** The courses page: the standard header band, the featured free course and the panel on what comes next. */
export const Courses: Story = {
  tags: ['route'],
  parameters: { path: '/courses', chromatic: leftToPageWalk },
};
/** The podcast page: the header band, the show and where to listen, then its episodes, two to a row on wider screens. */
export const Podcast: Story = {
  tags: ['route'],
  parameters: { path: '/podcast', chromatic: leftToPageWalk },
};
/** The partner tools page: nine tool tiles, a disclosure line under them, and the partnership enquiry form. */
export const Tools: Story = { tags: ['route'], parameters: { path: '/tools', chromatic: leftToPageWalk } };
/** The Waves & AI event page as it reads on the day the story is viewed: the event template with facts, agenda, timeline, hosts and form. */
export const EventPage: Story = {
  tags: ['route'],
  parameters: { path: '/women-love-ai/events/waves-ai', chromatic: leftToPageWalk },
};
/** The same page once the evening has taken place: it says so, offers no calendar, and its form is for the next one. */
export const EventPageAfterTheEvent: Story = {
  tags: ['route'],
  parameters: {
    path: '/women-love-ai/events/waves-ai',
    site: { now: '2026-11-25T09:00:00Z' },
    chromatic: leftToPageWalk,
  },
};
/** The monthly Labs, with its next session counted from the day it is viewed. */
export const LeadershipLabs: Story = {
  tags: ['route'],
  parameters: {
    path: '/women-love-ai/events/leadership-labs',
    site: { now: '2026-11-25T09:00:00Z' },
    chromatic: leftToPageWalk,
  },
};
/** The events list in June 2025, before the events: every event still ahead, the featured one leading. */
export const EventsBeforeTheEvents: Story = {
  tags: ['route'],
  parameters: {
    path: '/women-love-ai/events',
    site: { now: '2025-06-02T09:00:00Z' },
    chromatic: leftToPageWalk,
  },
};
/** The events list in November 2026: the dated events have moved to the list of past events, and the monthly Labs is still ahead. */
export const EventsAfterTheEvents: Story = {
  tags: ['route'],
  parameters: {
    path: '/women-love-ai/events',
    site: { now: '2026-11-25T09:00:00Z' },
    chromatic: leftToPageWalk,
  },
};
/** An address the site does not have: the 404 page inside the shell. */
export const NotFound: Story = { parameters: { path: '/no-such-page' } };
/** /courses on the community host, which only the main host has: the same 404 page in the community host's shell. */
export const NotFoundOnCommunityHost: Story = {
  globals: { host: 'community' },
  parameters: { path: '/courses' },
};
