import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromptEmptyState } from '../../src/components/PromptEmptyState';

const meta = {
  title: 'Components/PromptEmptyState',
  component: PromptEmptyState,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
  args: { onClearFilters: fn() },
} satisfies Meta<typeof PromptEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await expect(view.getByText('Try adjusting your search, category, or tag filter')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};
