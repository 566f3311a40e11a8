import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { Logo } from '../../src/components/Logo';

const meta = {
  title: 'Components/Logo',
  component: Logo,
  args: { href: '/', siteName: 'The AI Edit' },
  decorators: [
    (Story, { args }) => (
      <Box sx={{ p: 3, bgcolor: args.inverse ? 'surface.inverse' : 'background.paper' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Inverse: Story = { args: { inverse: true } };
