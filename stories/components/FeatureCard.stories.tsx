import type { Meta, StoryObj } from '@storybook/react-vite';
import EventRounded from '@mui/icons-material/EventRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { FeatureCard } from '../../src/components/FeatureCard';
import { joinReason } from './communityFixtures';

const meta = {
  title: 'Components/FeatureCard',
  component: FeatureCard,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  args: { title: joinReason('events').title, text: joinReason('events').text, icon: <EventRounded /> },
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 3, name: args.title })).toBeVisible();
    await expect(card.getByText(args.text)).toBeVisible();
    // The icon illustrates the title: screen readers skip it.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Mentoring: Story = {
  args: {
    title: joinReason('mentoring').title,
    text: joinReason('mentoring').text,
    icon: <HandshakeRounded />,
  },
};

/** Where the card is the first thing under a page's title. */
export const HeadingLevelTwo: Story = {
  args: { headingLevel: 'h2' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: args.title })).toBeVisible();
  },
};
