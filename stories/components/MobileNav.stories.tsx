import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { MobileNav } from '../../src/components/MobileNav';
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
    // The menu opens with a short unfold; wait for its links before choosing one.
    await userEvent.click(await canvas.findByRole('link', { name: 'Playbook' }));
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};
