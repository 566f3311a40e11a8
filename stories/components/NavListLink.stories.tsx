import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { NavListLink } from '../../src/components/NavListLink';

const meta = {
  title: 'Components/NavListLink',
  component: NavListLink,
  decorators: [
    (Story) => (
      <Box component="ul" sx={{ listStyle: 'none', p: 2, m: 0, maxWidth: 320 }}>
        <Story />
      </Box>
    ),
  ],
  args: { item: { label: 'Community', href: '/women-love-ai/community' } },
} satisfies Meta<typeof NavListLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Menu: Story = {};
export const Current: Story = {
  args: { item: { label: 'Community', href: '/women-love-ai/community', active: true } },
};
export const Touch: Story = { args: { size: 'touch' } };
export const TouchIndented: Story = { args: { size: 'touch', indent: true } };
export const External: Story = {
  args: {
    item: { label: 'Newsletter', href: 'https://www.linkedin.com/newsletters/the-ai-edit/', external: true },
  },
};
