import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import type { Guidance } from '../../.storybook/guidance';
import { keyboardFocused } from '../../.storybook/states';
import { Logo } from '../../src/components/Logo';

const meta = {
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
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'At the start of the Header, on white, linking to the home page of the site being visited.',
        "In the Footer's dark band, inverse, above the tagline.",
      ],
      avoid: [
        {
          when: 'On a pink or dark surface without `inverse`.',
          instead: 'Set inverse on dark surfaces; keep the logo off pink fills.',
        },
        {
          when: 'A picture of the brand inside page content, such as a badge.',
          instead: 'FoundingBadge, or an illustration: the logo is always a link home.',
        },
      ],
      content: [
        "The name is the site's, exactly as content/site.ts spells it: 'The AI Edit', on both hosts.",
        'Never shorten or rewrap the name: it stays on one line.',
        'The mark is fixed: a white sparkle in a pink 600 speech bubble, 32 px. Do not recolour it.',
      ],
      states: [
        {
          name: 'Default',
          looks: 'The pink 600 mark, then the name in neutral 900, 22 px, in the semibold display face.',
        },
        {
          name: 'Inverse',
          looks: 'The name turns white for a neutral 900 surface; the mark stays pink 600.',
        },
        {
          name: 'Hover',
          looks: 'No change: the logo shows no underline or colour change under the pointer.',
        },
        { name: 'Focus', looks: 'A 3 px solid pink 600 outline, 2 px off, with rounded corners.' },
      ],
      accessibility: {
        keyboard: 'Reached with Tab, first in the Header; Enter goes to the home page.',
        screenReader: "Announced as a link, 'The AI Edit home'. The mark is hidden.",
        contrast:
          'The name, neutral 900 on white, 18.04:1; inverse, white on neutral 900, 18.04:1. The mark, pink 600, is 5.60:1 on white and 3.22:1 on neutral 900. The pink 600 focus outline is 5.60:1 on white and 3.22:1 on neutral 900, over the 3:1 asked of a focus indicator.',
      },
      status: { level: 'Stable', note: 'In the Header and the Footer of every page, on both hosts.' },
    } satisfies Guidance,
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo on white, as the Header shows it: judge the mark, the name and the gap between them. */
export const Default: Story = {};
/** The logo on the dark surface, as the Footer shows it: judge the white name beside the pink mark. */
export const Inverse: Story = { args: { inverse: true } };

/** The logo reached with the keyboard: judge the pink 600 outline on white. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('a') };

/** The inverse logo reached with the keyboard: judge the pink 600 outline on the dark surface. */
export const FocusVisibleInverse: Story = {
  tags: ['desktop-only'],
  ...keyboardFocused('a'),
  args: { inverse: true },
};
