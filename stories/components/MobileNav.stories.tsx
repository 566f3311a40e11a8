import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { MobileNav } from '../../src/components/MobileNav';
import { onlyAt } from '../../.storybook/modes';
import { navigationFor } from '../siteFixtures';

const nav = navigationFor('main', '/courses');

const meta = {
  title: 'Components/MobileNav',
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
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

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
