import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { FoundingBadge } from '../../src/components/badge/FoundingBadge';

const meta = preview.meta({
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
  parameters: { host: 'same' },
});

/** The badge has one accessible name, read once: screen readers hear what it says. */
const expectNamedBadge = async (canvasElement: HTMLElement, size: number) => {
  const badge = within(canvasElement).getByRole('img', { name: /Founding Member badge/ });
  await expect(badge).toHaveAccessibleName('Founding Member badge: The First 20, Est. 2025');
  await expect(badge).toHaveAttribute('width', String(size));
};

/** The badge at its full 400 px: check the words are crisp and centred and the glow is even all round. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expectNamedBadge(canvasElement, 400);
  },
});

/** At 300 px, the size the Founding 20 page shows it at: check the small words still read clearly. */
export const Preview = meta.story({
  args: { size: 300 },
  play: async ({ canvasElement }) => {
    await expectNamedBadge(canvasElement, 300);
  },
});
