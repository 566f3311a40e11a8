import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { founderVision } from '../../content/about';
import { FounderNote } from '../../src/components/FounderNote';
import portrait from '../../theme/art/portrait-1.svg';
import { person } from './communityFixtures';

const founder = person(founderVision.signedBy);

const meta = {
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
  parameters: {
    host: { only: 'main', note: 'Shown on the About page, which only the main host has.' },
    guidance: {
      use: [
        'For a personal message from the founder, in the first person, such as why the newsletter exists.',
        'Once on a page, under a section heading that introduces it (“Why I started The AI Edit”).',
      ],
      avoid: [
        {
          when: 'You are introducing who runs the community or an event, in the third person.',
          instead: 'PersonBio (or PeopleBios for several people).',
        },
        {
          when: 'You are quoting a member or a guest in a sentence or two.',
          instead: 'MemberCard, which carries a short quote with the member’s name and company.',
        },
        {
          when: 'The text is the page’s own explanation, not one person speaking.',
          instead: 'Plain paragraphs in a PageSection.',
        },
      ],
      content: [
        'Write as the founder speaks: first person (“I started…”), warm, plain British English, short sentences, no hype.',
        'Three or four short paragraphs, one idea each; the note is capped at about 68 characters a line, so it stays easy to read.',
        'Sign with the name and role exactly as the community content gives them, e.g. “Imogen Hartwell”, “Founder & organiser”.',
        'The people are sample people until the organiser replaces them: use an original portrait shipped with the site, never a stock photo.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A large quotation mark in pink 200 at the top left, the paragraphs in text primary (neutral 900, 18 px from medium screens up), and a signature row: a 56 px round portrait with a white rim and a soft pink glow, the name in semibold and the role in text secondary (neutral 600).',
        },
        {
          name: 'Without portrait',
          looks:
            'The portrait’s circle shows the initials (“IH”) in link pink (pink 700) on brand tint (pink 50).',
        },
        {
          name: 'Portrait loading',
          looks:
            'The pink 50 circle shows empty until the picture arrives; if it never does, the initials take its place.',
        },
        {
          name: 'Long text',
          looks:
            'More paragraphs simply make the note taller; lines wrap at about 68 characters and never run wider.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'A figure holding a block quote: each paragraph is read in turn, then the caption with the name and role. The quotation mark and the portrait are decorative and skipped; the initials are hidden too, as the name is printed beside them.',
        contrast:
          'Note text (neutral 900) on white is 18.04:1 and the role (neutral 600) is 7.58:1, both AAA. The quotation mark (pink 200) is decoration only.',
      },
      status: { level: 'Stable', note: 'Used once, on the About page.' },
    } satisfies Guidance,
  },
} satisfies Meta<typeof FounderNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The note as the About page shows it: check the paragraphs read easily and the signature sits below them. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const note = within(canvasElement);
    await expect(note.getByText(args.name)).toBeVisible();
    await expect(canvasElement.querySelectorAll('blockquote p')).toHaveLength(args.paragraphs.length);
  },
};

/** Before the portrait ships: check the initials stand in neatly in the pink circle. */
export const WithoutPortrait: Story = { args: { portrait: undefined } };
