import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { site } from '../../content/site';
import { Header } from '../../src/components/Header';
import { onlyAt } from '../../.storybook/modes';
import { navigationFor } from '../siteFixtures';

interface HeaderStoryArgs {
  path: string;
  menuOpen?: boolean;
  mobileOpen?: boolean;
}

const meta = {
  title: 'Components/Header',
  args: { path: '/' },
  render: ({ path, menuOpen, mobileOpen }, { globals }) => {
    const nav = navigationFor(globals.host, path);
    return (
      <Header
        siteName={site.name}
        logoHref={nav.logoHref}
        menu={nav.menu}
        links={nav.links}
        cta={nav.cta}
        menuOpen={menuOpen}
        mobileOpen={mobileOpen}
      />
    );
  },
  // The desktop navigation, which small screens replace with the menu button (Mobile, below).
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: onlyAt('desktop') } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<HeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MainHost: Story = {};

export const ActiveItem: Story = {
  args: { path: '/playbook' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Playbook' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CommunitySectionActive: Story = {
  args: { path: '/women-love-ai/events' },
};

export const DropdownOpen: Story = {
  args: { path: '/women-love-ai/community', menuOpen: true },
};

export const CommunityHost: Story = {
  globals: { host: 'community' },
  args: { path: '/community' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      `${site.origins.main}/courses`,
    );
  },
};

export const Mobile: Story = {
  tags: ['!desktop-only', 'mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
};

export const MobileMenuOpen: Story = {
  tags: ['!desktop-only', 'mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/podcast', mobileOpen: true },
};

export const KeyboardDropdown: Story = {
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: site.communityName });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const community = await canvas.findByRole('link', { name: 'Community' });
    // Focus moves after the menu has rendered; on a busy machine that can be a frame later.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(community).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
