import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playbookText } from '../../content/playbook';
import { TryThis } from '../../src/components/TryThis';
import { playbookSection } from './contentFixtures';

const meta = {
  title: 'Content cards/TryThis',
  id: 'components-trythis',
  component: TryThis,
  args: { label: playbookText.tryThisLabel, text: playbookSection('what-is-ai').tryThis ?? '' },
  parameters: {
    layout: 'padded',
    host: {
      only: 'main',
      note: 'Shown only in the AI Playbook (/playbook), which the main host serves.',
    },
  },
} satisfies Meta<typeof TryThis>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ‘Try this’ from ‘What is AI?’: check the teal box, the lightbulb, and that the text reads easily at its width. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('note', { name: args.label })).toBeVisible();
  },
};
