import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { NavDropdown } from '../../src/components/NavDropdown';

const meta = {
  title: 'Navigation/NavDropdown',
  id: 'components-navdropdown',
  component: NavDropdown,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, minHeight: 200 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    menu: {
      label: 'Women Love AI',
      active: false,
      items: [{ label: 'Community', href: '/women-love-ai/community' }],
    },
  },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        "In the Header bar only, to hold the community's pages behind one label: 'Women Love AI', holding 'Community'.",
        'When a group of pages belongs together but does not earn a place of its own in the bar.',
      ],
      avoid: [
        {
          when: 'A new main section with no pages under it.',
          instead: 'A text link in the Header bar, like Courses.',
        },
        {
          when: 'The window is narrower than 900 px.',
          instead: 'MobileNav, which lists the group under its label.',
        },
        {
          when: 'The choices are actions (copy, download) rather than pages.',
          instead: 'Buttons on the page, as BadgePanel has.',
        },
      ],
      content: [
        "The trigger's label names the group in Title Case, as the specification does: 'Women Love AI'.",
        "Each item is a page's name as its heading reads, one to three words: 'Community'.",
        'Keep the group short: the panel is 220 px wide at least and fits a handful of links.',
      ],
      states: [
        {
          name: 'Closed',
          looks: 'The label in neutral 900, semibold, with a down chevron, on no fill.',
        },
        { name: 'Hover', looks: 'A neutral 100 pill behind the label. After 200 ms the panel opens.' },
        {
          name: 'Focus',
          looks: 'The focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
        {
          name: 'Open',
          looks:
            'The chevron turns up. A white panel with rounded corners, a neutral 200 border and a soft shadow opens 8 px under the trigger, its links in rows.',
        },
        {
          name: 'Current section',
          looks:
            "On any community page the trigger sits on a pink 50 pill in pink 800, and the current page's row in the panel is highlighted the same way.",
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches the trigger. Enter or Space opens and closes the panel; ArrowDown opens it onto its first link. In the panel, ArrowDown and ArrowUp move between links (wrapping round), Home and End jump to the first and last, and Tab moves on. Escape closes it and returns focus to the trigger; focus leaving the menu closes it.',
        screenReader:
          "The trigger is announced as a button, 'Women Love AI', collapsed or expanded. The panel is a list of links; the current page's link is announced as the current page.",
        contrast:
          'The label, neutral 900 on white, 18.04:1 (16.01:1 on the hover pill); the highlighted trigger, pink 800 on pink 50, 9.43:1; links in the panel, neutral 900 on white, 18.04:1. The focus ring, pink 600, is 5.60:1 on white.',
      },
      status: {
        level: 'Stable',
        note: "In the Header of every page, on both hosts, holding the community's one page. Its pointer timings are the specification's.",
      },
      engineering: [
        'The panel is an HTML popover opened by its trigger, so it opens on click and from the keyboard (Enter, Space) before the app has started and with JavaScript off, and closes on Escape (focus back on the trigger) or a click elsewhere; CSS anchor positioning puts it under the trigger (placeUnder does it in script where the browser has no anchor positioning).',
        'The page script (src/page-script/menus.ts, on every page and in Storybook) adds: opening on hover after a delay, ArrowDown to open and reach the first link, arrows between links, closing when the pointer or focus leaves it and on selection, and aria-expanded on the trigger. The component itself is markup: no page hydrates it.',
        "navTiming holds the specification's pointer delays: open after 200 ms, reopen at once within 300 ms of closing, close 150 ms after the pointer leaves.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof NavDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger at rest: judge the label and the down chevron. */
export const Closed: Story = {};

/** The panel open under the trigger: judge its position, border, shadow and the rows. */
export const Open: Story = { args: { defaultOpen: true } };

/** On a community page: the trigger and the Community row are both highlighted pink. */
export const ActiveSection: Story = {
  args: {
    defaultOpen: true,
    menu: {
      label: 'Women Love AI',
      active: true,
      items: [{ label: 'Community', href: '/women-love-ai/community', active: true }],
    },
  },
};

/** A click opens the panel and a second click closes it. */
export const ClickToToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Women Love AI' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Community' })).toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** ArrowDown opens it onto the first link; Escape closes it and puts focus back on the trigger. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Women Love AI' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Community' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
    // Enter toggles it, as the browser's own popover trigger does.
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Focus leaving the menu closes it. */
export const ClosesWhenFocusLeaves: Story = {
  render: (args) => (
    <>
      <NavDropdown {...args} />
      <button type="button">Elsewhere</button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Women Love AI' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * The pointer over the trigger: judge the neutral 100 pill (the panel opens only after a delay, not shown
 * here).
 */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('button') };

/** The trigger reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Women Love AI' })).toHaveFocus();
  },
};
