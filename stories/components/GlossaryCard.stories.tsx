import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { GlossaryCard } from '../../src/components/GlossaryCard';
import { gridListSx } from '../../src/ui/gridList';
import { glossaryArt } from '../../src/art/glossaryArt';
import { glossaryTerms } from './contentFixtures';

const first = glossaryTerms[0];
if (!first) throw new Error('The glossary is empty');

const meta = {
  title: 'Content cards/GlossaryCard',
  id: 'components-glossarycard',
  component: GlossaryCard,
  args: { term: first.term, meaning: first.meaning, art: glossaryArt[first.art], artAlt: first.artAlt },
  parameters: {
    layout: 'padded',
    maxWidth: 512,
    host: {
      only: 'main',
      note: 'Shown only in the AI Playbook’s glossary (/playbook#glossary), which the main host serves.',
    },
    guidance: {
      use: [
        'In the AI Playbook’s glossary: one card per term, two columns from 900 px.',
        'For a word a reader needs before the rest of the playbook makes sense, with a picture that helps it stick.',
      ],
      avoid: [
        {
          when: 'The idea needs more than one line, or examples.',
          instead: 'A playbook section, with KeyPoints for its points.',
        },
        {
          when: 'You are showing a benefit or a reason with an icon.',
          instead: 'FeatureCard.',
        },
      ],
      content: [
        'Term: the word as a reader meets it, with a capital letter (‘Algorithm’, ‘Deepfake’).',
        'Meaning: one line a curious ten-year-old understands (78 to 99 characters today), with a comparison from daily life where it helps (‘like a recipe for making pancakes’). No jargon left unexplained.',
        'Illustration: the term’s own original picture in the brand’s colours, never a stock image; one per term.',
        'Alt text: say what the picture shows, in a sentence (‘A recipe card with three numbered steps and a tick beside each one.’).',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A white card with a 1 px neutral 200 border and 20 px corners. From 600 px, the illustration sits on the left at 132 px wide with rounded corners, and the term (Fredoka, 17 px, semibold) and its meaning (neutral 600, 14 px) on the right, centred on it.',
        },
        {
          name: 'Phone',
          looks: 'Under 600 px the illustration sits on top, up to 240 px wide, with the words under it.',
        },
        {
          name: 'In the glossary',
          looks: 'Two columns from 900 px; cards in a row share one height.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'The illustration is an image read by its alt text, then the term as a heading (level 3 unless set) and its meaning.',
        contrast: 'Term neutral 900 on white 18.04:1; meaning neutral 600 on white 7.58:1.',
      },
      status: { level: 'Stable', note: 'Used in the AI Playbook’s glossary for its eight terms.' },
      engineering: [
        'The image has width 240 and height 160 set, so it keeps its space while it loads (no layout shift), and decodes off the main thread (decoding="async").',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof GlossaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first term, Algorithm: check the picture and the words sit side by side, centred on each other. */
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
