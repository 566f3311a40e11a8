import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, within } from 'storybook/test';
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
  title: 'Components/LevelBadge',
  component: LevelBadge,
  args: { level: 'Beginner' },
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

/** Green. */
export const Beginner: Story = { play: expectTone('beginner') };
/** Blue. */
export const Intermediate: Story = { args: { level: 'Intermediate' }, play: expectTone('intermediate') };
/** Red. */
export const Advanced: Story = { args: { level: 'Advanced' }, play: expectTone('advanced') };
/** Any other level is grey. */
export const OtherLevel: Story = { args: { level: 'All levels' }, play: expectTone('other') };

/** The four side by side, as a designer compares them. */
export const AllLevels: Story = {
  render: () => (
    <Stack direction="row" spacing={1} sx={{ p: 2, flexWrap: 'wrap' }}>
      {['Beginner', 'Intermediate', 'Advanced', 'All levels'].map((level) => (
        <LevelBadge key={level} level={level} />
      ))}
    </Stack>
  ),
};
