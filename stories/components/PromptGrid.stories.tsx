import Box from '@mui/material/Box';
import { assistants } from '../../content/assistants';
import preview from '../../.storybook/preview';
import { expect, fn, within } from 'storybook/test';
import { PromptEmptyState } from '../../src/components/PromptEmptyState';
import { PromptGrid } from '../../src/components/PromptGrid';
import { acceptingClipboard, gridItems } from '../promptFixtures';

const meta = preview.meta({
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
  parameters: { host: 'main-only' },
});

/** Six cards, as the library shows them at first: check the columns and that each row’s cards share one height. */
export const Six = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Prompts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
});

/** Twenty-four cards: check the rows stay even as the grid grows. */
export const Many = meta.story({ args: { prompts: gridItems(24) } });

/** Nothing to show: check the empty state stands in place of the grid. */
export const None = meta.story({
  args: { prompts: [], empty: <PromptEmptyState onClearFilters={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('No prompts found')).toBeVisible();
  },
});
