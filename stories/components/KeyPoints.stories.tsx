import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { playbookText } from '../../content/playbook';
import { KeyPoints } from '../../src/components/KeyPoints';
import { playbookSection } from './contentFixtures';

const meta = {
  title: 'Content cards/KeyPoints',
  id: 'components-pointlist',
  component: KeyPoints,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    points: playbookSection('how-ai-learns').points,
    variant: 'cards',
    exampleLabel: playbookText.exampleLabel,
  },
  parameters: {
    host: { only: 'main', note: 'Shown on the Playbook page, which only the main host has.' },
    guidance: {
      use: [
        'Cards: for two to six ideas of equal weight that a reader compares, such as the three ways AI learns.',
        'Checklist: for questions or tests a reader can tick off, such as the four questions of ethical AI.',
        'List: for a longer run of examples read one after another, such as the places you already use AI.',
      ],
      avoid: [
        {
          when: 'The items are parts of an event’s programme, with a length each.',
          instead: 'AgendaList.',
        },
        {
          when: 'Each item is a benefit or a reason with an icon.',
          instead: 'FeatureCards in a CardGrid.',
        },
        {
          when: 'You are defining terms, a word and its meaning.',
          instead: 'GlossaryCard.',
        },
      ],
      content: [
        'Write for a curious ten-year-old and their parent: one idea per point, no jargon left unexplained.',
        'Title: a few words, or a short question in the checklist (“Is it safe?”).',
        'Text: one or two short sentences. Example: a concrete moment from daily life (“Typing ‘teh’ and watching it turn into ‘the’ by itself.”).',
        'The example’s label is “For example” unless a point needs its own (“How to spot it”, “You can take control”).',
        'Cards sit three to a row when their number divides by three, otherwise two: prefer 2, 3, 4 or 6 points.',
      ],
      states: [
        {
          name: 'Cards',
          looks:
            'White outlined cards (neutral 200 border, rounded corners, a low shadow): the title in text primary (neutral 900), the text in neutral 900 at the small body size, and the example at the foot of the card in text secondary (neutral 600) after its label in semibold link pink (pink 700). One column on phones, two from tablet width, then two or three.',
        },
        {
          name: 'Checklist',
          looks:
            'A single column, at most about 72 characters wide; each point has a tick in accent teal (teal 700) in a 36 px teal 50 circle, then its title, text and example.',
        },
        {
          name: 'List',
          looks: 'The same column, each point numbered in brand pink (pink 600) in a 36 px pink 50 circle.',
        },
        {
          name: 'Without example',
          looks:
            'The point ends with its text; in cards, the card keeps the row’s height with space at the foot.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'A list, with one item per point; each title is a heading (h3 unless set to h4), so readers can jump between points. The ticks and numbers are decorative and hidden, so the list is announced without numbers.',
        contrast:
          'On white: title 18.04:1, example label (pink 700) 7.59:1, example (neutral 600) 7.58:1; on the tinted band (neutral 50) 17.10:1, 7.20:1 and 7.18:1. Numbers (pink 600 on pink 50) 5.11:1; ticks (teal 700 on teal 50) 6.62:1.',
      },
      status: {
        level: 'Stable',
        note: 'Used in every section of the Playbook page; each section picks its variant in content/playbook.ts.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof KeyPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three ideas side by side, each with an everyday example: check the examples line up at the foot of the cards. */
export const Cards: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement);
    await expect(list.getAllByRole('heading', { level: 3 })).toHaveLength(args.points.length);
    await expect(list.getAllByText(`${playbookText.exampleLabel}:`)).toHaveLength(args.points.length);
  },
};

/** Examples with their own label ('How to spot it'): check the longer label wraps cleanly. */
export const CardsWithOwnLabels: Story = { args: { points: playbookSection('robot-lies').points } };

/** The ethical AI questions, ticked: check the teal ticks align with each title. */
export const Checklist: Story = {
  args: { points: playbookSection('ethical-ai').points, variant: 'checklist' },
};

/** Where AI already is, a numbered list of six: check the numbers align with each title. */
export const List: Story = {
  args: { points: playbookSection('ai-usage').points, variant: 'list' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(args.points.length);
  },
};
