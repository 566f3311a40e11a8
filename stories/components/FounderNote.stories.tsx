import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { founderVision } from '../../content/about';
import { FounderNote } from '../../src/components/FounderNote';
import portrait from '../../theme/art/portrait-1.svg';
import { person } from './communityFixtures';

const founder = person(founderVision.signedBy);

const meta = {
  title: 'Components/FounderNote',
  component: FounderNote,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 3, md: 5 }, maxWidth: 820 }}>
        <Story />
      </Box>
    ),
  ],
  args: { paragraphs: founderVision.paragraphs, name: founder.name, role: founder.role, portrait },
} satisfies Meta<typeof FounderNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const note = within(canvasElement);
    await expect(note.getByText(args.name)).toBeVisible();
    await expect(canvasElement.querySelectorAll('blockquote p')).toHaveLength(args.paragraphs.length);
  },
};

/** Before the portrait ships: the initials stand in. */
export const WithoutPortrait: Story = { args: { portrait: undefined } };
