import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromptText } from '../../src/components/PromptText';
import { longest, mostBlanks } from '../promptFixtures';

const meta = {
  title: 'Components/PromptText',
  component: PromptText,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
  args: { text: mostBlanks.prompt, label: `Prompt: ${mostBlanks.title}` },
} satisfies Meta<typeof PromptText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBlanks: Story = {
  play: async ({ canvasElement, args }) => {
    const marks = [...canvasElement.querySelectorAll('mark')].map((m) => m.textContent ?? '');
    await expect(marks.length).toBeGreaterThanOrEqual(2);
    for (const mark of marks) await expect(mark).toMatch(/^(\[.+\]|_{3,})$/);
    await expect(within(canvasElement).getByRole('group').textContent).toBe(args.text);
  },
};
export const WithoutBlanks: Story = {
  args: {
    text: 'Act as my coach. Ask me five questions, one at a time, about what went well this week and what I would change. Don’t give advice until I have answered all five.',
    label: 'Prompt: weekly reflection',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(0);
  },
};
export const Underscores: Story = {
  args: {
    text: 'You are a career coach. My role is ________ and I want to move into ________ within a year. Suggest three small steps for this month. Avoid generic advice.',
    label: 'Prompt: next career move',
  },
};
export const Long: Story = { args: { text: longest.prompt, label: `Prompt: ${longest.title}` } };
