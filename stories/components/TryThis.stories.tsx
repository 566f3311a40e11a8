import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
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
    guidance: {
      use: [
        'At the end of a playbook section, to turn the idea just explained into one small thing to do with a grown-up or a friend.',
        'Once per section at most, after the section’s points.',
      ],
      avoid: [
        {
          when: 'The text is part of the explanation itself.',
          instead: 'A plain paragraph, or KeyPoints for a set of points.',
        },
        {
          when: 'The visitor should copy a prompt into an assistant.',
          instead: 'PromptCard, which has the copy button and blanks to fill in.',
        },
        {
          when: 'You need to warn or confirm something.',
          instead: 'Notice.',
        },
      ],
      content: [
        'Label it ‘Try this’, as the playbook does: it is the heading readers scan for.',
        'One activity in two or three short sentences (the playbook’s run from about 170 to 215 characters), often with a question to think about (‘Does it make sense?’).',
        'Write for a curious ten-year-old and their parent: concrete, from daily life (a phone’s suggested words, a chatbot, objects on a table), no jargon left unexplained.',
        'Suggest doing it with a grown-up or a friend when it involves a phone or a chatbot.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A pale teal box (teal 50) with a 1 px teal 300 border and large rounded corners (36 px). A teal 700 lightbulb sits left of the text. The label is small and semibold in teal 900; the text is body size in neutral 900. At most about 72 characters a line.',
        },
        {
          name: 'Long text',
          looks: 'The text wraps under the label; the lightbulb stays at the top.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'A note named by its label (‘Try this’), then the label and the text. The lightbulb is hidden. It is a note, not a landmark: a page holds several.',
        contrast:
          'Label teal 900 on teal 50 12.16:1; text neutral 900 on teal 50 17.00:1; the lightbulb teal 700 on teal 50 6.62:1. The teal 300 border is decorative (1.67:1).',
      },
      status: { level: 'Stable', note: 'Used in seven sections of the AI Playbook (/playbook).' },
    } satisfies Guidance,
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
