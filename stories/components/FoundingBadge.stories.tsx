import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { FoundingBadge } from '../../src/components/badge/FoundingBadge';

const meta = {
  title: 'Content cards/FoundingBadge',
  id: 'components-foundingbadge',
  component: FoundingBadge,
  decorators: [
    (Story) => (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center', bgcolor: 'brand.tint' }}>
        <Story />
      </Box>
    ),
  ],
  args: { size: 400 },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'To show the founding member badge itself, as the preview in BadgePanel on the Founding 20 page.',
        'Where a founding member’s status deserves a celebratory mark, on a plain or pale pink surface with room for its glow.',
      ],
      avoid: [
        {
          when: 'Members should also be able to download or embed the badge.',
          instead: 'BadgePanel, which adds the three actions.',
        },
        {
          when: 'You need a small status label, such as a level or “Featured”.',
          instead: 'A Chip, or LevelBadge for a course’s level.',
        },
      ],
      content: [
        'The words are fixed and read exactly “Founding Member”, “The First 20” and “Est. 2025”, as the specification gives them: the badge takes no text of its own.',
        'Show it at 300 px (the page’s preview) or 400 px (the default, and the size of the downloads); never squash it out of its circle.',
        'Leave room around it for its pink glow, which spreads well beyond the edge, most of all below.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A 400 px circle: a rim shading from pink 500 to pink 800, a face from pink 600 to pink 700 with a dotted pink 200 ring, three pale pink sparkles, “Founding Member” and “Est. 2025” in pink 100, “The First 20” large in white, and a strong pink glow.',
        },
        { name: 'Preview', looks: 'The same at 300 px, as the Founding 20 page shows it.' },
        {
          name: 'Narrow space',
          looks: 'In a space narrower than its size it shrinks to fit, staying round.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'One image, read once: “Founding Member badge: The First 20, Est. 2025”. The words drawn inside it are not read again.',
        contrast:
          '“The First 20” in white on the pink 600 to 700 face is 5.60:1 to 7.59:1; “Founding Member” and “Est. 2025” in pink 100 are 4.56:1 to 6.19:1, all at least AA.',
      },
      status: {
        level: 'Stable',
        note: 'Shown in BadgePanel on the Founding 20 page; the downloads are drawn from the same picture.',
      },
      engineering: [
        'Drawn from the same SVG markup as the PNG and SVG downloads (src/badge/foundingBadgeSvg.ts), so the three always match; its colours come from theme/badge.ts, not the page theme, because the file is also used on other sites.',
        'The markup is the site’s own constant drawing (no visitor text goes into it), so it is placed as it is; its gradient ids are made unique per badge, so several can share a page.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof FoundingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge has one accessible name, read once: screen readers hear what it says. */
const expectNamedBadge = async (canvasElement: HTMLElement, size: number) => {
  const badge = within(canvasElement).getByRole('img', { name: /Founding Member badge/ });
  await expect(badge).toHaveAccessibleName('Founding Member badge: The First 20, Est. 2025');
  await expect(badge).toHaveAttribute('width', String(size));
};

/** The badge at its full 400 px: check the words are crisp and centred and the glow is even all round. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectNamedBadge(canvasElement, 400);
  },
};

/** At 300 px, the size the Founding 20 page shows it at: check the small words still read clearly. */
export const Preview: Story = {
  args: { size: 300 },
  play: async ({ canvasElement }) => {
    await expectNamedBadge(canvasElement, 300);
  },
};
