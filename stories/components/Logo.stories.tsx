import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { keyboardFocused } from '../../.storybook/states';
import { Logo } from '../../src/components/Logo';

const meta = preview.meta({
  title: 'Navigation/Logo',
  id: 'components-logo',
  component: Logo,
  args: { href: '/', siteName: 'The AI Edit' },
  decorators: [
    (Story, { args }) => (
      <Box sx={{ p: 3, bgcolor: args.inverse ? 'surface.inverse' : 'background.paper' }}>
        <Story />
      </Box>
    ),
  ],
  parameters: { host: 'same' },
});

/** The logo on white, as the Header shows it: judge the mark, the name and the gap between them. */
export const Default = meta.story();
/** The logo on the dark surface, as the Footer shows it: judge the white name beside the pink mark. */
export const Inverse = meta.story({ args: { inverse: true } });

/** The logo reached with the keyboard: judge the pink 600 outline on white. */
export const FocusVisible = meta.story({ tags: ['desktop-only'], ...keyboardFocused('a') });

/** The inverse logo reached with the keyboard: judge the pink 600 outline on the dark surface. */
export const FocusVisibleInverse = meta.story({
  tags: ['desktop-only'],
  ...keyboardFocused('a'),
  args: { inverse: true },
});
