import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { founderVision } from '../../content/about';
import { FounderNote } from '../../src/components/FounderNote';
import portrait from '../../theme/art/portrait-1.svg';
import { person } from './communityFixtures';

const founder = person(founderVision.signedBy);

const meta = preview.meta({
  title: 'Content cards/FounderNote',
  id: 'components-foundernote',
  component: FounderNote,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 3, md: 5 }, maxWidth: 820 }}>
        <Story />
      </Box>
    ),
  ],
  args: { paragraphs: founderVision.paragraphs, name: founder.name, role: founder.role, portrait },
  parameters: { host: 'main-only' },
});

/** The note as the About page shows it: check the paragraphs read easily and the signature sits below them. */
export const Default = meta.story({
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByText(args.name)).toBeVisible();
    await expect(canvasElement.querySelectorAll('blockquote p')).toHaveLength(args.paragraphs.length);
  },
});

/** Before the portrait ships: check the initials stand in neatly in the pink circle. */
export const WithoutPortrait = meta.story({ args: { portrait: undefined } });
