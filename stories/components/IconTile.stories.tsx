import type { Meta, StoryObj } from '@storybook/react-vite';
import AutoStoriesRounded from '@mui/icons-material/AutoStoriesRounded';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { IconTile } from '../../src/components/IconTile';

const meta = {
  title: 'Components/IconTile',
  component: IconTile,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, display: 'flex', gap: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { children: <AutoStoriesRounded /> },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Behind a feature's icon: decorative, hidden from screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

/** The smaller size the resource cards use. */
export const Small: Story = { args: { size: 44 } };

/** A monogram instead of an icon (the tools page's tiles). */
export const Monogram: Story = {
  args: {
    children: (
      <Box component="span" sx={{ typography: 'h6' }}>
        NA
      </Box>
    ),
  },
};
