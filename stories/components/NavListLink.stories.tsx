import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import type { Guidance } from '../../.storybook/guidance';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { NavListLink } from '../../src/components/NavListLink';

const meta = {
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
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'As a row of the NavDropdown panel, at the `menu` size.',
        'As a row of the MobileNav list, at the `touch` size, indented under a group label where it belongs to one.',
      ],
      avoid: [
        {
          when: 'A link inside running text.',
          instead: 'A plain link (MUI Link), pink 700 and underlined on hover.',
        },
        { when: 'A link in the Header bar itself.', instead: "The Header's pill-shaped text links." },
        {
          when: "A link in the Footer's columns.",
          instead: 'The Footer, which styles its own links for the dark band.',
        },
      ],
      content: [
        "A page's name as its heading or menu item reads, in Title Case, one to three words: 'Community', 'Courses'.",
        'One line: the row is full width, and a name that wraps makes the list hard to scan.',
        'Mark at most one row as the current page.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'Neutral 900 words, medium weight (semibold at `touch` size), no underline, across the full width of the list, with 24 px rounded corners.',
        },
        { name: 'Hover', looks: 'A neutral 100 fill behind the row.' },
        { name: 'Focus', looks: 'A 3 px solid pink 600 outline, 2 px off the row.' },
        { name: 'Current page', looks: 'A pink 50 fill, pink 800 words, semibold.' },
        {
          name: 'Touch and indented',
          looks:
            '`touch` rows have 12 px above and below the words, against 10 px; an indented row starts 32 px in, against 16 px.',
        },
        {
          name: 'Leaves the site',
          looks: 'Looks the same as any other row, and opens in a new tab.',
        },
      ],
      accessibility: {
        keyboard:
          'Reached with Tab (or the arrow keys in NavDropdown); Enter follows it and closes the list around it.',
        screenReader:
          "Announced as a link with its words, inside a list item; the current page's row is announced as the current page. A row that leaves the site says nothing of the new tab.",
        contrast:
          'Neutral 900 on white, 18.04:1 (16.01:1 on the neutral 100 hover fill); the current row, pink 800 on pink 50, 9.43:1. The pink 600 focus outline is 5.60:1 against white.',
      },
      status: {
        level: 'Internal',
        note: 'A part of NavDropdown and MobileNav, not used on pages by itself.',
      },
      engineering: ['It renders its own <li>: put it inside a <ul>.'],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NavListLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row at the dropdown's `menu` size: judge the words and the padding. */
export const Menu: Story = {};
/** The current page's row: judge the pink 50 fill and pink 800 words. */
export const Current: Story = {
  args: { item: { label: 'Community', href: '/women-love-ai/community', active: true } },
};
/** A row at the small-screen menu's `touch` size: taller, with semibold words. */
export const Touch: Story = { args: { size: 'touch' } };
/** A `touch` row indented under a group label, as Community sits under Women Love AI. */
export const TouchIndented: Story = { args: { size: 'touch', indent: true } };
/** A row that leaves the site: it looks like any other and opens in a new tab. */
export const External: Story = {
  args: {
    item: { label: 'Newsletter', href: 'https://www.linkedin.com/newsletters/the-ai-edit/', external: true },
  },
};

/** The pointer over the row: judge the neutral 100 fill. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a') };

/** The row reached with the keyboard: judge the pink 600 outline. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('a') };
