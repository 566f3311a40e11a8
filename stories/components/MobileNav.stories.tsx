import preview from '../../.storybook/preview';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { MobileNav } from '../../src/components/MobileNav';
import { onlyAt } from '../../.storybook/modes';
import { navigationFor } from '../siteFixtures';

const nav = navigationFor('main', '/courses').header;

const meta = preview.meta({
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
  },
  globals: { viewport: { value: 'mobile' } },
});

/** The menu button as the header shows it on a small screen: judge its size and icon. */
export const Closed = meta.story();

/**
 * The list open on the Courses page: judge the panel, the group label, the highlighted Courses row and the
 * button.
 */
export const Open = meta.story({ args: { defaultOpen: true } });

/** Choosing a link closes the list: the same links as the header, in its order. */
export const ClosesOnSelection = meta.story({
  play: async ({ canvas }) => {
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
});

/** Escape closes it, and focus goes back to the toggle. */
export const ClosesWithEscape = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.getByRole('navigation', { name: 'Main', hidden: true })).not.toBeVisible();
  },
});

/**
 * The menu button reached with the keyboard: judge the pink focus ring around it. Shown at phone width,
 * where the button lives, rather than at desktop width like other focus stories.
 */
export const FocusVisible = meta.story({
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
});
