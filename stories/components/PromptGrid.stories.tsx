import Box from '@mui/material/Box';
import { assistants } from '../../content/assistants';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { PromptEmptyState } from '../../src/components/PromptEmptyState';
import { PromptGrid } from '../../src/components/PromptGrid';
import { acceptingClipboard, gridItems } from '../promptFixtures';

const meta = {
  title: 'Content cards/PromptGrid',
  id: 'components-promptgrid',
  component: PromptGrid,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Story />
      </Box>
    ),
  ],
  args: { prompts: gridItems(6), writeClipboard: acceptingClipboard, assistants },
  parameters: {
    host: {
      only: 'main',
      note: 'Shown only in the prompt library (/find-prompt), which the main host serves.',
    },
    guidance: {
      use: [
        'To lay out prompt cards, in the prompt library: the grid gives every card the same width and each row the same height.',
        'With an empty state (PromptEmptyState) for when a search or filter leaves nothing to show.',
      ],
      avoid: [
        {
          when: 'Visitors need to search, filter by tag or show more.',
          instead: 'PromptLibrary, which puts PromptGrid under the search, the tags and the count.',
        },
        {
          when: 'The cards are not prompts (resources, tools, events).',
          instead: 'CardGrid with the card for the job: ResourceCard, ToolTile or EventCard.',
        },
      ],
      content: [
        'Give the prompts in the order they should be read: the library keeps the prompt a shared link opened first, then prompt number order.',
        'Six cards before Show More, as the library shows them; the grid itself takes any number.',
        'Always give an empty state: with none, a search that matches nothing leaves a blank space.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'Cards in equal columns: one on a phone, two from 600 px, three from 900 px, four from 1200 px, five from 1536 px. Gaps of 16 px, 24 px from 900 px. Cards in a row share the tallest card’s height.',
        },
        { name: 'Many', looks: 'The same columns, row after row; the page scrolls.' },
        {
          name: 'Empty',
          looks:
            'No list at all: the empty state given takes its place (‘No prompts found’ and Clear filters).',
        },
      ],
      accessibility: {
        keyboard:
          'The grid itself takes no focus; Tab moves through each card’s controls in reading order, left to right and then down.',
        screenReader:
          'A list named ‘Prompts’ with the number of items, each item a card (an article named by its title). With nothing to show, only the empty state is read.',
        contrast: 'The grid adds no colour of its own: see PromptCard for the cards.',
      },
      status: { level: 'Internal', note: 'Used only inside PromptLibrary, on /find-prompt.' },
      engineering: [
        'Each list item carries data-prompt-id, the prompt’s number.',
        'The columns come from gridListSx({ xs: 1, sm: 2, md: 3, lg: 4, xl: 5 }).',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof PromptGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six cards, as the library shows them at first: check the columns and that each row’s cards share one height. */
export const Six: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Prompts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Twenty-four cards: check the rows stay even as the grid grows. */
export const Many: Story = { args: { prompts: gridItems(24) } };

/** Nothing to show: check the empty state stands in place of the grid. */
export const None: Story = {
  args: { prompts: [], empty: <PromptEmptyState onClearFilters={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(within(canvasElement).getByText('No prompts found')).toBeVisible();
  },
};
