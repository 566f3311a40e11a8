import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { NavDropdown } from '../../src/components/NavDropdown';

const meta = {
  title: 'Components/NavDropdown',
  component: NavDropdown,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, minHeight: 200 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    menu: {
      label: 'Women Love AI',
      active: false,
      items: [{ label: 'Community', href: '/women-love-ai/community' }],
    },
  },
} satisfies Meta<typeof NavDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const ActiveSection: Story = {
  args: {
    defaultOpen: true,
    menu: {
      label: 'Women Love AI',
      active: true,
      items: [{ label: 'Community', href: '/women-love-ai/community', active: true }],
    },
  },
};

export const ClickToToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Women Love AI' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Community' })).toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
