import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { EventCardSections } from '../../src/sections/EventCardSections';

const everyEvent = Object.values(eventRecords);

/** A moment before the first event, when every card is in the upcoming list. */
const beforeAllEvents = { site: { now: '2025-06-02T09:00:00Z' } };

/** The events list's two lists, at moments chosen to show each state. */
const meta = {
  title: 'Content cards/Layout/EventCardSections',
  id: 'pages-eventcardsections',
  component: EventCardSections,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Story />
      </Box>
    ),
  ],
  args: { events: everyEvent, level: 2, featuredFirst: true, pastId: 'past-events' },
  parameters: {
    host: 'varies',
    guidance: {
      use: [
        'On the events page, for every event: what is coming up first (the featured one leading), then what has taken place.',
        'On the community page, inside its events section, for a chosen few events.',
      ],
      avoid: [
        {
          when: 'You want to show one event on its own.',
          instead: 'EventCard.',
        },
        {
          when: 'You are on an event’s own page, saying it is over or under way.',
          instead: 'EventStatus.',
        },
      ],
      content: [
        'Each card’s words come from the event’s record (content/events.ts): a short card title and a one or two sentence description; date, time, place and spots are worded for you (“Friday 29 August 2025”, “6:00–9:00 PM”, “40 spots”).',
        'Mark at most one event as featured: it gets the “Featured” label, a pink border and a filled button, and leads the upcoming list.',
        'The headings and the “nothing ahead” panel’s words are fixed in content/eventTiming.ts (“Past events”, “Nothing on the calendar just yet”, “See past events”): keep them short and friendly.',
      ],
      states: [
        {
          name: 'All ahead',
          looks:
            'Only the upcoming cards, soonest first (on the events page the featured one first, in three columns); no “Past events” block.',
        },
        {
          name: 'Some past',
          looks:
            'The upcoming cards, then “Past events” with a short grey intro and the past cards, latest first, each with an outlined button and no “Featured” label.',
        },
        {
          name: 'Nothing ahead',
          looks:
            'In place of the upcoming cards, a white panel with rounded corners and a neutral 200 border: “Nothing on the calendar just yet”, a grey sentence, a filled “Join our Slack Community” button and an outlined “See past events” button with a down arrow; then the past events.',
        },
        {
          name: 'Button hover',
          looks:
            'A filled Learn More darkens from pink 600 to pink 800 and its glow grows; an outlined one gets a solid pink 600 border and a faint pink wash.',
        },
        {
          name: 'Button focus',
          looks:
            'The focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the focused button. On a filled button it takes the place of the soft glow.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab moves through each card’s Learn More in reading order; Enter opens the event’s page. In the nothing-ahead panel, Tab reaches Join our Slack Community, which opens in a new tab, and See past events, which jumps down to the past events.',
        screenReader:
          'The upcoming cards are a list named “Upcoming events”, and the past cards a list named “Past events” inside a region of the same name. Each card is an article named by its title, whose Learn More link is described by that title. Only the cards in their right list are read: the others are hidden.',
        contrast:
          'On white: headings (neutral 900) 18.04:1, intros and card descriptions (neutral 600) 7.58:1; filled buttons (white on pink 600) and outlined labels (pink 600) 5.60:1. On the community page’s tinted band (neutral 50) the intros are 7.18:1. The focus ring, pink 600, is 5.60:1 against white.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the events page and in the community page’s events section, on both hosts.',
      },
      engineering: [
        'Every card is rendered in both lists, and the phases a head script writes on <html> before the first paint (e.g. “waves-ai:past”) show each where it belongs, so a prerendered page is right when it is viewed, not only when it was built. The story parameter `site.now` sets that moment.',
        'The cards link to each event’s page on the current host (/events/… on the community host, /women-love-ai/events/… on the main host).',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof EventCardSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first event: check everything is ahead, the featured card leads, and there is no past block. */
export const AllAhead: Story = {
  parameters: beforeAllEvents,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = canvas.getByRole('list', { name: 'Upcoming events' });
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.queryByRole('heading', { name: timing.pastHeading })).not.toBeInTheDocument();
  },
};

/** Some events over: check what is ahead comes first, then the past ones under their own heading, latest first. */
export const SomePast: Story = {
  parameters: { site: { now: '2025-10-01T09:00:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Upcoming events' })).getAllByRole('article'),
    ).toHaveLength(3);
    const past = within(canvas.getByRole('list', { name: timing.pastHeading })).getAllByRole('article');
    await expect(past.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Women Leading In AI',
      'Waves & AI Summer Boat Party',
      'AI Power Circle July Meetup',
    ]);
  },
};

/** Nothing ahead (here without the monthly Labs): check the panel says what to do instead, above the past events. */
export const NothingAhead: Story = {
  args: { events: everyEvent.filter((event) => event.slug !== 'leadership-labs') },
  parameters: { site: { now: '2026-11-25T09:00:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: timing.noneAheadHeading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: timing.noneAheadPastLink })).toHaveAttribute(
      'href',
      '#past-events',
    );
    await expect(canvas.queryByRole('list', { name: 'Upcoming events' })).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: timing.pastHeading })).getAllByRole('article'),
    ).toHaveLength(5);
  },
};

const hoverFeatured = hovered('ul[aria-label="Upcoming events"] > li:first-of-type a');

/** The pointer over the featured card's Learn More: check the button darkens and its glow grows. */
export const Hover: Story = {
  tags: ['desktop-only'],
  parameters: { ...hoverFeatured.parameters, ...beforeAllEvents },
};

/** The featured card's Learn More reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  parameters: { ...desktopState.parameters, ...beforeAllEvents },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const upcoming = within(canvasElement).getByRole('list', { name: 'Upcoming events' });
    const [featured] = within(upcoming).getAllByRole('link', { name: 'Learn More' });
    await expect(featured).toHaveFocus();
  },
};
