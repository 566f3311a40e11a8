import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect, userEvent } from 'storybook/test';
import { hovered } from '../../.storybook/states';
import { SkipLink } from '../../src/components/SkipLink';

const meta = preview.meta({
  title: 'Navigation/SkipLink',
  id: 'components-skiplink',
  component: SkipLink,
  args: { targetId: 'main-content' },
  decorators: [
    (Story) => (
      <Box sx={{ position: 'relative', minHeight: 120 }}>
        <Story />
        <Box component="main" id="main-content" sx={{ pt: 10, px: 2 }}>
          Main content
        </Box>
      </Box>
    ),
  ],
  parameters: { host: 'same' },
});

/** At rest: nothing shows above the page's content. */
export const Hidden = meta.story();

/** After the first Tab: judge the pink box over the top left of the page and its outline. */
export const Focused = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
  },
});

/** Shown by the first Tab, with the pointer over it: judge the underline on the white words. */
export const Hover = meta.story({
  tags: ['desktop-only'],
  ...hovered('a'),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
});
