import preview from '../../.storybook/preview';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { desktopState } from '../../.storybook/states';
import { described, stacked, pointerStates, Row, Sample, StateRow, toggle, words } from './layout';

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

const meta = preview.meta({
  title: 'Navigation/Themed MUI/MenuItem',
  id: 'themed-menuitem',
  component: MenuItem,
  args: { children: 'Community', selected: false, disabled: false },
  argTypes: {
    children: words('The words of the item: the page or choice it stands for, e.g. "Community".'),
    selected: toggle('Marks the item as the chosen one of the menu: pale pink behind it, deep pink words.'),
    'aria-current': {
      control: 'inline-radio',
      options: ['none', 'page'],
      mapping: { none: undefined, page: 'page' },
      description:
        'Set to "page" on the item for the page being shown: it looks selected, and screen readers say "current page".',
    },
    disabled: toggle('Fades the item and stops it responding.'),
  },
  decorators: [stacked],
  parameters: {
    layout: 'padded',
    host: 'same',
    docs: {
      description: {
        component:
          "MUI's menu item as the site's theme draws it: a row with 6 px rounded corners, at least 44 px tall on a phone. The selected item, and the item for the page being shown (aria-current=\"page\"), sit on pale pink (pink 50) in deep pink (pink 800) words. Keyboard focus draws the pink glow ring. No page uses MUI's menus yet: the header's dropdown is built from links (NavListLink) with the same look.",
      },
    },
  },
});

/** Two menus as the theme draws them: one marking the current page, one with a selected choice. */
export const InAMenu = meta.story({
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
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
    </>
  ),
});

/** The first item of a menu driven by the controls: try selected, current page and disabled. */
export const Playground = meta.story({
  render: (args) => (
    <Panel label="Women Love AI">
      <MenuItem {...args} />
      <MenuItem>Events</MenuItem>
      <MenuItem>Founding 20</MenuItem>
    </Panel>
  ),
});

/** A plain, a selected and a current-page item, each in every state side by side. */
export const States = meta.story({
  tags: ['desktop-only'],
  ...pointerStates,
  argTypes: described(meta.input.argTypes),
  render: () => (
    <>
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
    </>
  ),
});

/** A real menu entered with Tab and moved through with the down arrow: check the glow ring on "Events". */
export const KeyboardFocus = meta.story({
  tags: ['desktop-only'],
  ...desktopState,
  argTypes: described(meta.input.argTypes),
  render: () => (
    <Sample label="Tab, then the down arrow">
      <Panel label="Women Love AI">
        <MenuItem>Community</MenuItem>
        <MenuItem>Events</MenuItem>
        <MenuItem>Founding 20</MenuItem>
      </Panel>
    </Sample>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('menuitem', { name: 'Community' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Events' })).toHaveFocus();
  },
});
