import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect, userEvent, waitFor } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { NavDropdown } from '../../src/components/NavDropdown';

const meta = preview.meta({
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
  parameters: { host: 'same' },
});

/** The trigger at rest: judge the label and the down chevron. */
export const Closed = meta.story();

/** The panel open under the trigger: judge its position, border, shadow and the rows. */
export const Open = meta.story({ args: { defaultOpen: true } });

/** On a community page: the trigger and the Community row are both highlighted pink. */
export const ActiveSection = meta.story({
  args: {
    defaultOpen: true,
    menu: {
      label: 'Women Love AI',
      active: true,
      items: [{ label: 'Community', href: '/women-love-ai/community', active: true }],
    },
  },
});

/** A click opens the panel and a second click closes it. */
export const ClickToToggle = meta.story({
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Women Love AI' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Community' })).toBeVisible();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

/** ArrowDown opens it onto the first link; Escape closes it and puts focus back on the trigger. */
export const Keyboard = meta.story({
  play: async ({ canvas }) => {
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
});

/** Focus leaving the menu closes it. */
export const ClosesWhenFocusLeaves = meta.story({
  render: (args) => (
    <>
      <NavDropdown {...args} />
      <button type="button">Elsewhere</button>
    </>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Women Love AI' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

/**
 * The pointer over the trigger: judge the neutral 100 pill (the panel opens only after a delay, not shown
 * here).
 */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('button') });

/** The trigger reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Women Love AI'),
});
