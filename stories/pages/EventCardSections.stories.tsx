import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { EventCardSections } from '../../src/sections/EventCardSections';

const everyEvent = Object.values(eventRecords);

/** The events list's two lists, at moments chosen to show each state. */
const meta = {
  title: 'Pages/EventCardSections',
  component: EventCardSections,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Story />
      </Box>
    ),
  ],
  args: { events: everyEvent, level: 2, featuredFirst: true, pastId: 'past-events' },
} satisfies Meta<typeof EventCardSections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first event: everything ahead, the featured one first, no past events. */
export const AllAhead: Story = {
  parameters: { site: { now: '2025-06-02T09:00:00Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = canvas.getByRole('list', { name: 'Upcoming events' });
    await expect(within(upcoming).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.queryByRole('heading', { name: timing.pastHeading })).not.toBeInTheDocument();
  },
};

/** Some events over: what is ahead, then the past ones under their own heading, latest first. */
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

/** Nothing ahead (here without the monthly Labs): what to do instead, then the past events. */
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
