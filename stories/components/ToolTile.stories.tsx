import type { Meta, StoryObj } from '@storybook/react-vite';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { partnersText } from '../../content/partners';
import { ToolTile } from '../../src/components/ToolTile';
import { tool } from './contentFixtures';

const chatgpt = tool('ChatGPT');

const meta = {
  title: 'Components/ToolTile',
  component: ToolTile,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 380 }}>
        <Story />
      </Box>
    ),
  ],
  args: { ...chatgpt, visitLabel: partnersText.visitLabel },
} satisfies Meta<typeof ToolTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement);
    await expect(tile.getByRole('heading', { level: 3, name: args.name })).toBeVisible();
    const visit = tile.getByRole('link', { name: `Visit ${args.name} (opens in a new tab)` });
    await expect(visit).toHaveAttribute('href', args.url);
    for (const [name, value] of Object.entries(externalLinkProps))
      await expect(visit).toHaveAttribute(name, value);
  },
};

/** A two-word name: the monogram takes both initials. */
export const TwoWordName: Story = { args: { ...tool('Notion AI'), visitLabel: partnersText.visitLabel } };
