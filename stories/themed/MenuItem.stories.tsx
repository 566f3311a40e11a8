import type { Meta, StoryObj } from '@storybook/react-vite';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState } from '../../.storybook/states';
import { described, Frame, pointerStates, Row, Sample, StateRow } from './layout';

/** A menu's panel as the header's dropdown draws it: medium shadow, a 1 px border, 8 px inside. */
function Panel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper elevation={8} sx={{ minWidth: 220, p: 1, border: 1, borderColor: 'divider' }}>
      <MenuList aria-label={label} disablePadding>
        {children}
      </MenuList>
    </Paper>
  );
}

const meta = {
  title: 'Navigation/Themed MUI/MenuItem',
  id: 'themed-menuitem',
  component: MenuItem,
  args: { children: 'Community', selected: false, disabled: false },
  argTypes: {
    children: {
      control: 'text',
      description: 'The words of the item: the page or choice it stands for, e.g. "Community".',
    },
    selected: {
      control: 'boolean',
      description: 'Marks the item as the chosen one of the menu: pale pink behind it, deep pink words.',
      table: { defaultValue: { summary: 'false' } },
    },
    'aria-current': {
      control: 'inline-radio',
      options: ['none', 'page'],
      mapping: { none: undefined, page: 'page' },
      description:
        'Set to "page" on the item for the page being shown: it looks selected, and screen readers say "current page".',
    },
    disabled: {
      control: 'boolean',
      description: 'Fades the item and stops it responding.',
      table: { defaultValue: { summary: 'false' } },
    },
  },
  parameters: {
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's menu item as the site's theme draws it: a row with 6 px rounded corners, at least 44 px tall on a phone. The selected item, and the item for the page being shown (aria-current=\"page\"), sit on pale pink (pink 50) in deep pink (pink 800) words. Keyboard focus draws the pink glow ring. No page uses MUI's menus yet: the header's dropdown is built from links (NavListLink) with the same look.",
      },
    },
    guidance: {
      use: [
        'For a short list of pages or choices that opens from a button, such as a dropdown under a header item.',
        'Mark the page being shown with aria-current="page", and a chosen option with selected.',
      ],
      avoid: [
        {
          when: 'The items lead to pages of the site, as in the header and the small-screen menu.',
          instead:
            'NavListLink in a list (what NavDropdown and MobileNav use): real links, which work before the page has finished loading.',
        },
        {
          when: 'Only two or three options sit side by side.',
          instead: 'Buttons, as the TagFilter row does.',
        },
      ],
      content: [
        'Name each item as the page\'s heading or menu reads: "Community", "Events", "Founding 20".',
        'One to three words; no full stops.',
        'Mark at most one item as selected or current.',
      ],
      states: [
        { name: 'Default', looks: "Body text (neutral 900) on the panel's white, 6 px corners." },
        { name: 'Hover', looks: 'A faint grey wash (black at 4 %).' },
        { name: 'Pressed', looks: 'Like hover, with a ripple from the pointer (hidden in screenshots).' },
        {
          name: 'Keyboard focus',
          looks: 'A grey wash (black at 12 %) inside the 3 px pink glow ring (pink 500 at 45 %).',
        },
        {
          name: 'Selected',
          looks:
            'Pale pink (pink 50) with deep pink words (pink 800). On hover the pink deepens (pink 600 at 12 %), and deeper again with keyboard focus (20 %).',
        },
        {
          name: 'Current page',
          looks:
            'The same pale pink and deep pink words; unlike a selected item, it keeps pink 50 on hover and focus, where the glow ring shows.',
        },
        { name: 'Disabled', looks: 'Faded to 38 % and not responding.' },
      ],
      accessibility: {
        keyboard:
          'Tab enters the menu at the selected item (or the first); the up and down arrows move between items and wrap around; typing a letter jumps to the next item starting with it; Enter or Space chooses.',
        screenReader:
          'Announced as a menu item in a menu named by its aria-label; "current page" for the item with aria-current, and "dimmed" or "unavailable" for a disabled one.',
        contrast:
          'Body text on white is 18.04:1; deep pink (pink 800) on pink 50 is 9.43:1, 8.46:1 on the hover pink and 7.40:1 on the focus pink. The focus glow is 1.77:1 against white, under the 3:1 a focus indicator should reach.',
      },
      status: {
        level: 'Beta',
        note: 'Themed, but no page uses it yet: the header dropdown and the small-screen menu use NavListLink with the same look.',
      },
      engineering: [
        'MenuItem must sit inside MenuList or Menu (MUI 9 throws otherwise).',
        "The theme's 44 px minimum height holds only below 600 px: MUI's own `min-height: auto` from the sm breakpoint up comes later in the style sheet and wins, so on wider screens an item is about 38 px tall.",
        "MUI's `.Mui-selected:hover` and `.Mui-selected.Mui-focusVisible` rules are more specific than the theme's selected rule, which is why a selected item changes on hover and focus while a current-page item does not.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof MenuItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two menus as the theme draws them: one marking the current page, one with a selected choice. */
export const InAMenu: Story = {
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Row label="A navigation menu" note={'The page being shown, Events, carries aria-current="page".'}>
        <Panel label="Women Love AI">
          <MenuItem>Community</MenuItem>
          <MenuItem aria-current="page">Events</MenuItem>
          <MenuItem>Founding 20</MenuItem>
        </Panel>
      </Row>
      <Row label="A menu with a selected choice">
        <Panel label="Open the prompt in">
          <MenuItem>ChatGPT</MenuItem>
          <MenuItem selected>Claude</MenuItem>
          <MenuItem>Gemini</MenuItem>
        </Panel>
      </Row>
    </Frame>
  ),
};

/** The first item of a menu driven by the controls: try selected, current page and disabled. */
export const Playground: Story = {
  render: (args) => (
    <Frame>
      <Panel label="Women Love AI">
        <MenuItem {...args} />
        <MenuItem>Events</MenuItem>
        <MenuItem>Founding 20</MenuItem>
      </Panel>
    </Frame>
  ),
};

/** A plain, a selected and a current-page item, each in every state side by side. */
export const States: Story = {
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <StateRow
        label="An item"
        render={(props, state) => (
          <Panel label={`Item, ${state}`}>
            <MenuItem {...props}>Founding 20</MenuItem>
          </Panel>
        )}
      />
      <StateRow
        label="The selected item"
        states={['default', 'hover', 'focus']}
        render={(props, state) => (
          <Panel label={`Selected item, ${state}`}>
            <MenuItem selected {...props}>
              Claude
            </MenuItem>
          </Panel>
        )}
      />
      <StateRow
        label="The current page (aria-current)"
        states={['default', 'hover', 'focus']}
        render={(props, state) => (
          <Panel label={`Current page item, ${state}`}>
            <MenuItem aria-current="page" {...props}>
              Events
            </MenuItem>
          </Panel>
        )}
      />
    </Frame>
  ),
};

/** A real menu entered with Tab and moved through with the down arrow: check the glow ring on "Events". */
export const KeyboardFocus: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  argTypes: described(meta.argTypes),
  render: () => (
    <Frame>
      <Sample label="Tab, then the down arrow">
        <Panel label="Women Love AI">
          <MenuItem>Community</MenuItem>
          <MenuItem>Events</MenuItem>
          <MenuItem>Founding 20</MenuItem>
        </Panel>
      </Sample>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('menuitem', { name: 'Community' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Events' })).toHaveFocus();
  },
};
