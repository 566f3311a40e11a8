import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { hovered } from '../../.storybook/states';
import { SkipLink } from '../../src/components/SkipLink';

const meta = {
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
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'Once, as the very first thing on every page, before the Header: the site layout puts it there.',
        "To let keyboard and switch users jump past the header's links straight to the page's content.",
      ],
      avoid: [
        {
          when: 'Jumping to a section further down a page.',
          instead: 'TableOfContents, or a ScrollToButton for one action.',
        },
        {
          when: 'A second skip link on the same page.',
          instead: 'Nothing: one is enough, and the page layout already has it.',
        },
      ],
      content: [
        "Say where it goes, starting with the verb: 'Skip to main content'.",
        'Keep it to one short line: a label that wraps grows taller than the space it hides in, and its foot shows at the top of the page.',
      ],
      states: [
        { name: 'Hidden', looks: 'Above the top of the window, out of sight, until it receives focus.' },
        {
          name: 'Focus',
          looks:
            'Drops in 12 px from the top and 16 px from the left, over the header: white semibold words on a pink 600 box with 24 px rounded corners, and a 3 px solid pink 600 outline 2 px off it.',
        },
        { name: 'Hover', looks: 'When shown, the words are underlined.' },
      ],
      accessibility: {
        keyboard:
          'The first Tab on a page focuses it and shows it; Enter moves focus to the main content, so the next Tab continues inside the page. Tab again without Enter moves on to the Header and hides it.',
        screenReader:
          "Announced as a link, 'Skip to main content'. Screen-reader users can reach it as the page's first link.",
        contrast: 'White on pink 600, 5.60:1. The pink 600 outline is 5.60:1 against a white page.',
      },
      status: { level: 'Stable', note: 'On every page of both hosts, before the Header.' },
      engineering: [
        'It links to #main-content (MAIN_CONTENT_ID in SiteLayout); the main element carries tabIndex -1 so it takes focus when the link is followed, without showing an outline.',
        'It shows on :focus as well as :focus-visible, so a focus placed by script shows it too.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: nothing shows above the page's content. */
export const Hidden: Story = {};

/** After the first Tab: judge the pink box over the top left of the page and its outline. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
  },
};

/** Shown by the first Tab, with the pointer over it: judge the underline on the white words. */
export const Hover: Story = {
  tags: ['desktop-only'],
  ...hovered('a'),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};
