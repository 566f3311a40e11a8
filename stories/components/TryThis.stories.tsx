import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { playbookText } from '../../content/playbook';
import { TryThis } from '../../src/components/TryThis';
import { playbookSection } from './contentFixtures';

const meta = {
  title: 'Components/TryThis',
  component: TryThis,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
  args: { label: playbookText.tryThisLabel, text: playbookSection('what-is-ai').tryThis ?? '' },
} satisfies Meta<typeof TryThis>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('note', { name: args.label })).toBeVisible();
  },
};
