import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { BackLink } from '../../src/components/BackLink';
import { communityPaths } from '../../src/routing/paths';
import { mainHost } from './communityFixtures';

const meta = {
  title: 'Components/BackLink',
  component: BackLink,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
  args: { href: '/', to: 'Home' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Home' });
    await expect(link).toHaveAttribute('href', '/');
    // A page of this site: same tab.
    await expect(link).not.toHaveAttribute('target');
  },
};

export const ToEvents: Story = {
  args: { href: communityPaths.events(mainHost), to: 'Events' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Events' })).toHaveAttribute(
      'href',
      args.href,
    );
  },
};
