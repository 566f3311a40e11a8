import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { GlossaryCard } from '../../src/components/GlossaryCard';
import { gridListSx } from '../../src/ui/gridList';
import { glossaryArt } from '../../src/art/glossaryArt';
import { glossaryTerms } from './contentFixtures';

const first = glossaryTerms[0];
if (!first) throw new Error('The glossary is empty');

const meta = preview.meta({
  title: 'Content cards/GlossaryCard',
  id: 'components-glossarycard',
  component: GlossaryCard,
  args: { term: first.term, meaning: first.meaning, art: glossaryArt[first.art], artAlt: first.artAlt },
  parameters: { layout: 'padded', maxWidth: 512, host: 'main-only' },
});

/** The first term, Algorithm: check the picture and the words sit side by side, centred on each other. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.term })).toBeVisible();
    const art = canvas.getByRole('img', { name: args.artAlt });
    await expect(art).toHaveAttribute('width', '240');
    await expect(art).toHaveAttribute('height', '160');
  },
});

/** All eight terms in the playbook's two columns: the illustrations side by side. */
export const AllTerms = meta.story({
  parameters: { maxWidth: 1100 },
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
});
