import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { MobileNav } from '../../src/components/MobileNav';
import { onlyAt } from '../../.storybook/modes';
import { navigationFor } from '../siteFixtures';

const nav = navigationFor('main', '/courses');

const meta = {
  title: 'Navigation/MobileNav',
  id: 'components-mobilenav',
  component: MobileNav,
  decorators: [
    (Story) => (
      <Box sx={{ position: 'relative', display: 'flex', justifyContent: 'flex-end', p: 1, minHeight: 480 }}>
        <Story />
      </Box>
    ),
  ],
  args: { menu: nav.menu, links: nav.links, cta: nav.cta },
  tags: ['mobile-only'],
  parameters: {
    chromatic: { modes: onlyAt('mobile') },
    host: 'same',
    guidance: {
      use: [
        "Inside the Header only: it replaces the bar's links below 900 px wide.",
        'To offer the same links as the desktop bar, in the same order, on a phone or a narrow window.',
      ],
      avoid: [
        {
          when: 'The window is 900 px wide or more.',
          instead: 'The Header shows its links and NavDropdown in the bar.',
        },
        {
          when: 'A page needs its own list of sections.',
          instead: 'TableOfContents, in the page itself.',
        },
      ],
      content: [
        'The same links and labels as the desktop Header, in its order: the Women Love AI group (Community), then Courses, Playbook, Podcast, then Find A Prompt.',
        "The group's label is shown in capitals by the style: write it in Title Case, 'Women Love AI'.",
        'One call to action only, the full-width button at the foot.',
      ],
      states: [
        {
          name: 'Closed',
          looks:
            'A 44 px square button with a three-line menu icon in neutral 900, at the right of the header.',
        },
        {
          name: 'Open',
          looks:
            'The icon becomes a cross. A white panel the width of the screen drops from under the 64 px header, with a neutral 200 line and a shadow below: the group label in neutral 600 capitals, its link indented, the other links, and a full-width pink 600 Find A Prompt button.',
        },
        {
          name: 'Current page',
          looks: "The current page's row sits on a pink 50 fill in pink 800 (see NavListLink).",
        },
        {
          name: 'Hover',
          looks: 'The menu button gets a faint grey fill; a row gets a neutral 100 fill.',
        },
        {
          name: 'Focus',
          looks:
            'The menu button and Find A Prompt get the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring (on Find A Prompt it takes the place of the soft glow). A row gets a 3 px solid pink 600 outline, 2 px off it.',
        },
        {
          name: 'Long list',
          looks:
            'Taller than the screen, the panel scrolls within itself; the header stays in place above it.',
        },
      ],
      accessibility: {
        keyboard:
          'Enter or Space on the menu button opens and closes the list. Tab moves from the button into the list, row by row, then to Find A Prompt. Escape closes the list and returns focus to the button. Choosing a link closes the list.',
        screenReader:
          "The button is announced as 'Open menu' or 'Close menu', with its expanded state. The list is a navigation landmark named 'Main'; the group is a list item holding its own list; the current page's link is announced as the current page.",
        contrast:
          "The icon and links, neutral 900 on white, 18.04:1; the group label, neutral 600 on white, 7.58:1; the current row, pink 800 on pink 50, 9.43:1; Find A Prompt, white on pink 600, 5.60:1. The focus ring and the rows' focus outline, both pink 600, are 5.60:1 on white.",
      },
      status: {
        level: 'Stable',
        note: "In the Header on every page of both hosts, below 900 px wide. Settled with the specification's small-screen menu.",
      },
      engineering: [
        'The list is an HTML popover (popover="auto") opened by its toggle, so it opens and closes with no app and with JavaScript off: the toggle opens it, a tap outside or Escape closes it (focus goes back to the toggle), and the toggle\'s name and icon follow its state by CSS alone.',
        "The page script (src/page-script/menus.ts) adds closing on a link chosen in place or when focus leaves, and states the toggle's aria-expanded (until it runs, the browser gives a popover's toggle its expanded state). It also closes on an Escape the browser did not treat as the visitor's own (sent by assistive software or a script). The component itself is markup: no page hydrates it.",
        "The panel is fixed at MOBILE_HEADER_HEIGHT (64 px) from the top, the header's small-screen height; change both together.",
      ],
    } satisfies Guidance,
  },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button as the header shows it on a small screen: judge its size and icon. */
export const Closed: Story = {};

/**
 * The list open on the Courses page: judge the panel, the group label, the highlighted Courses row and the
 * button.
 */
export const Open: Story = { args: { defaultOpen: true } };

/** Choosing a link closes the list: the same links as the header, in its order. */
export const ClosesOnSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const toggle = canvas.getByRole('button', { name: 'Close menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The same links as the header, in its order.
    const list = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual([
      ...nav.menu.items.map((item) => item.label),
      ...nav.links.map((item) => item.label),
      nav.cta.label,
    ]);
    await userEvent.click(list.getByRole('link', { name: 'Playbook' }));
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes it, and focus goes back to the toggle. */
export const ClosesWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByRole('navigation', { name: 'Main', hidden: true })).not.toBeVisible();
  },
};

/**
 * The menu button reached with the keyboard: judge the pink focus ring around it. Shown at phone width,
 * where the button lives, rather than at desktop width like other focus stories.
 */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};
