import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { NavListLink } from '../../src/components/NavListLink';

const meta = preview.meta({
  title: 'Navigation/NavListLink',
  id: 'components-navlistlink',
  component: NavListLink,
  decorators: [
    (Story) => (
      <Box component="ul" sx={{ listStyle: 'none', p: 2, m: 0, maxWidth: 320 }}>
        <Story />
      </Box>
    ),
  ],
  args: { item: { label: 'Community', href: '/women-love-ai/community' } },
  parameters: { host: 'same' },
});

/** A row at the dropdown's `menu` size: judge the words and the padding. */
export const Menu = meta.story();
/** The current page's row: judge the pink 50 fill and pink 800 words. */
export const Current = meta.story({
  args: { item: { label: 'Community', href: '/women-love-ai/community', active: true } },
});
/** A row at the small-screen menu's `touch` size: taller, with semibold words. */
export const Touch = meta.story({ args: { size: 'touch' } });
/** A `touch` row indented under a group label, as Community sits under Women Love AI. */
export const TouchIndented = meta.story({ args: { size: 'touch', indent: true } });
/** A row that leaves the site: it looks like any other and opens in a new tab. */
export const External = meta.story({
  args: {
    item: { label: 'Newsletter', href: 'https://www.linkedin.com/newsletters/the-ai-edit/', external: true },
  },
});

/** The pointer over the row: judge the neutral 100 fill. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** The row reached with the keyboard: judge the pink 600 outline. */
export const FocusVisible = meta.story({ tags: ['desktop-only'], ...keyboardFocused('a') });
