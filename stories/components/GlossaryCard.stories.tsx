import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { GlossaryCard } from '../../src/components/GlossaryCard';
import { gridListSx } from '../../src/ui/gridList';
import { glossaryArt } from '../../src/art/glossaryArt';
import { glossaryTerms } from './contentFixtures';

const first = glossaryTerms[0];
if (!first) throw new Error('The glossary is empty');

const meta = {
  title: 'Components/GlossaryCard',
  component: GlossaryCard,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, maxWidth: 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: { term: first.term, meaning: first.meaning, art: glossaryArt[first.art], artAlt: first.artAlt },
} satisfies Meta<typeof GlossaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 3, name: args.term })).toBeVisible();
    const art = card.getByRole('img', { name: args.artAlt });
    await expect(art).toHaveAttribute('width', '240');
    await expect(art).toHaveAttribute('height', '160');
  },
};

/** All eight terms in the playbook's two columns: the illustrations side by side. */
export const AllTerms: Story = {
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 1100 }}>
        <Story />
      </Box>
    ),
  ],
  render: () => (
    <Box component="ul" sx={gridListSx({ xs: 1, md: 2 })}>
      {glossaryTerms.map((term) => (
        <li key={term.term}>
          <GlossaryCard
            term={term.term}
            meaning={term.meaning}
            art={glossaryArt[term.art]}
            artAlt={term.artAlt}
          />
        </li>
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images).toHaveLength(8);
    // Each illustration is its own picture.
    await expect(new Set(images.map((img) => img.getAttribute('src'))).size).toBe(8);
  },
};
