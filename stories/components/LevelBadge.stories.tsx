import preview from '../../.storybook/preview';
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

const meta = preview.meta({
  title: 'Content cards/LevelBadge',
  id: 'components-levelbadge',
  component: LevelBadge,
  args: { level: 'Beginner' },
  parameters: { host: 'main-only' },
});

const expectTone =
  (tone: keyof typeof roles.level) =>
  async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { level: string } }) => {
    const badge = within(canvasElement).getByText(args.level).closest('.MuiChip-root');
    if (!(badge instanceof HTMLElement)) throw new Error('no badge');
    await expect(getComputedStyle(badge).backgroundColor).toBe(rgbOf(roles.level[tone]));
  };

/** Beginner: check the pill is green with white text. */
export const Beginner = meta.story({ play: expectTone('beginner') });
/** Intermediate: check the pill is blue with white text. */
export const Intermediate = meta.story({ args: { level: 'Intermediate' }, play: expectTone('intermediate') });
/** Advanced: check the pill is red with white text. */
export const Advanced = meta.story({ args: { level: 'Advanced' }, play: expectTone('advanced') });
/** Any other level ('All levels'): check the pill is grey. */
export const OtherLevel = meta.story({ args: { level: 'All levels' }, play: expectTone('other') });

/** The four side by side: check the colours are told apart easily and the pills match in size. */
export const AllLevels = meta.story({
  render: () => (
    <Stack direction="row" spacing={1} sx={{ p: 2, flexWrap: 'wrap' }}>
      {['Beginner', 'Intermediate', 'Advanced', 'All levels'].map((level) => (
        <LevelBadge key={level} level={level} />
      ))}
    </Stack>
  ),
});
