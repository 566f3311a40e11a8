import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { desktopState, hovered } from '../../.storybook/states';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { EventCardSections } from '../../src/sections/EventCardSections';

const everyEvent = Object.values(eventRecords);

/** A moment before the first event, when every card is in the upcoming list. */
const beforeAllEvents = { site: { now: '2025-06-02T09:00:00Z' } };

/** The events list's two lists, at moments chosen to show each state. */
const meta = preview.meta({
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
  args: { events: everyEvent, level: 2 as const, featuredFirst: true, pastId: 'past-events' },
  parameters: { host: 'varies' },
});

/** Before the first event: check everything is ahead, the featured card leads, and there is no past block. */
export const AllAhead = meta.story({
  parameters: beforeAllEvents,
  play: async ({ canvas }) => {
    const upcoming = canvas.getByRole('list', { name: 'Upcoming events' });
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.queryByRole('heading', { name: timing.pastHeading })).not.toBeInTheDocument();
  },
});

/** Some events over: check what is ahead comes first, then the past ones under their own heading, latest first. */
export const SomePast = meta.story({
  parameters: { site: { now: '2025-10-01T09:00:00Z' } },
  play: async ({ canvas }) => {
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
});

/** Nothing ahead (here without the monthly Labs): check the panel says what to do instead, above the past events. */
export const NothingAhead = meta.story({
  args: { events: everyEvent.filter((event) => event.slug !== 'leadership-labs') },
  parameters: { site: { now: '2026-11-25T09:00:00Z' } },
  play: async ({ canvas }) => {
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
});

const hoverFeatured = hovered('ul[aria-label="Upcoming events"] > li:first-of-type a');

/** The pointer over the featured card's Learn More: check the button darkens and its glow grows. */
export const Hover = meta.story({
  tags: ['desktop-only'],
  ...hoverFeatured,
  parameters: { ...hoverFeatured.parameters, ...beforeAllEvents },
});

/** The featured card's Learn More reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  parameters: { ...desktopState.parameters, ...beforeAllEvents },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const upcoming = canvas.getByRole('list', { name: 'Upcoming events' });
    const [featured] = within(upcoming).getAllByRole('link', { name: 'Learn More' });
    await expect(featured).toHaveFocus();
  },
});
