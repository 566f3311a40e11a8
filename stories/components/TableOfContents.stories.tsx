import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { playbook, playbookText } from '../../content/playbook';
import { TableOfContents } from '../../src/components/TableOfContents';

const meta = {
  title: 'Components/TableOfContents',
  component: TableOfContents,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 760 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    heading: playbookText.contentsHeading,
    items: [
      { id: 'glossary', label: playbook.glossary.heading },
      ...playbook.sections.map((s) => ({ id: s.id, label: s.heading })),
      { id: 'author', label: playbook.author.heading },
    ],
  },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.heading });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(args.items.map((i) => `#${i.id}`));
  },
};

/** A short page: three sections. */
export const Short: Story = {
  args: {
    items: [
      { id: 'what-is-ai', label: 'What is AI?' },
      { id: 'how-ai-learns', label: 'How AI learns' },
      { id: 'author', label: 'About the author' },
    ],
  },
};
