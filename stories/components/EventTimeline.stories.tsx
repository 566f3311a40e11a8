import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { EventTimeline } from '../../src/components/EventTimeline';
import { timelineText } from '../../src/events/eventText';

const meta = {
  title: 'Components/EventTimeline',
  component: EventTimeline,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
  args: { entries: timelineText(eventRecords['waves-ai']) },
} satisfies Meta<typeof EventTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BoatParty: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Timeline' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const [first] = items;
    await expect(first).toHaveTextContent(/^6:00 PM/);
    await expect(first).toHaveTextContent('Boarding, welcome and Visibility Lab');
    await expect(items.at(-1)).toHaveTextContent('9:00 PM');
  },
};

export const WomenLeading: Story = {
  args: { entries: timelineText(eventRecords['women-leading-ai']), label: 'The evening' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'The evening' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('8:15 PM')).toBeVisible();
  },
};
