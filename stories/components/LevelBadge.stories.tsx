import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { LevelBadge } from '../../src/components/LevelBadge';
import { roles } from '../../theme';

/** The colour a badge should wear, in the form the browser reports computed colours. */
function rgbOf(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color;
  probe.remove();
  return rgb;
}

const meta = {
  title: 'Content cards/LevelBadge',
  id: 'components-levelbadge',
  component: LevelBadge,
  args: { level: 'Beginner' },
  parameters: {
    host: {
      only: 'main',
      note: 'Shown on the course card of the Courses page, which only the main host has.',
    },
    guidance: {
      use: [
        'To say how much a course expects of the learner, next to its title on a CourseCard.',
        'Once per course: one level, one badge.',
      ],
      avoid: [
        {
          when: 'The label is not a level, such as “Featured” or “Free”.',
          instead: 'A Chip (CourseCard uses an outlined primary Chip for “Featured”).',
        },
        {
          when: 'You are labelling a prompt’s category or a tag.',
          instead: 'The category label or tag chips of PromptCard.',
        },
      ],
      content: [
        'Use the level words of the specification, in title case: “Beginner”, “Intermediate”, “Advanced”. They are matched whatever their case or spaces, and shown as written.',
        'Any other level (“All levels”) is allowed and shows in grey.',
        'Keep it to one or two words: it is a small pill, not a sentence.',
      ],
      states: [
        { name: 'Beginner', looks: 'A small pill in success green with white semibold text.' },
        { name: 'Intermediate', looks: 'The same pill in info blue.' },
        { name: 'Advanced', looks: 'The same pill in error red.' },
        { name: 'Other level', looks: 'The same pill in grey (neutral 600).' },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'Read as plain text, the level’s word (“Beginner”); the colour adds nothing a listener misses.',
        contrast: 'White on green is 5.38:1, on blue 6.09:1, on red 6.54:1 and on grey 7.58:1: all AA.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the CourseCard of the Courses page; the four colours follow the specification.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof LevelBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectTone =
  (tone: keyof typeof roles.level) =>
  async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { level: string } }) => {
    const badge = within(canvasElement).getByText(args.level).closest('.MuiChip-root');
    if (!(badge instanceof HTMLElement)) throw new Error('no badge');
    await expect(getComputedStyle(badge).backgroundColor).toBe(rgbOf(roles.level[tone]));
  };

/** Beginner: check the pill is green with white text. */
export const Beginner: Story = { play: expectTone('beginner') };
/** Intermediate: check the pill is blue with white text. */
export const Intermediate: Story = { args: { level: 'Intermediate' }, play: expectTone('intermediate') };
/** Advanced: check the pill is red with white text. */
export const Advanced: Story = { args: { level: 'Advanced' }, play: expectTone('advanced') };
/** Any other level ('All levels'): check the pill is grey. */
export const OtherLevel: Story = { args: { level: 'All levels' }, play: expectTone('other') };

/** The four side by side: check the colours are told apart easily and the pills match in size. */
export const AllLevels: Story = {
  render: () => (
    <Stack direction="row" spacing={1} sx={{ p: 2, flexWrap: 'wrap' }}>
      {['Beginner', 'Intermediate', 'Advanced', 'All levels'].map((level) => (
        <LevelBadge key={level} level={level} />
      ))}
    </Stack>
  ),
};
