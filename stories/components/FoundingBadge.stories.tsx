import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { FoundingBadge } from '../../src/components/badge/FoundingBadge';

const meta = {
  title: 'Components/FoundingBadge',
  component: FoundingBadge,
  decorators: [
    (Story) => (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center', bgcolor: 'brand.tint' }}>
        <Story />
      </Box>
    ),
  ],
  args: { size: 400 },
} satisfies Meta<typeof FoundingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge has one accessible name, read once: screen readers hear what it says. */
const expectNamedBadge = async (canvasElement: HTMLElement, size: number) => {
  const badge = within(canvasElement).getByRole('img', { name: /Founding Member badge/ });
  await expect(badge).toHaveAccessibleName('Founding Member badge: The First 20, Est. 2025');
  await expect(badge).toHaveAttribute('width', String(size));
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectNamedBadge(canvasElement, 400);
  },
};

/** The size the Founding 20 page shows it at. */
export const Preview: Story = {
  args: { size: 300 },
  play: async ({ canvasElement }) => {
    await expectNamedBadge(canvasElement, 300);
  },
};
