import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '../../src/components/SkipLink';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { targetId: 'main-content' },
  decorators: [
    (Story) => (
      <Box sx={{ position: 'relative', minHeight: 120 }}>
        <Story />
        <Box component="main" id="main-content" sx={{ pt: 10, px: 2 }}>
          Main content
        </Box>
      </Box>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
  },
};
