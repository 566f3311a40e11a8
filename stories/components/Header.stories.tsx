import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktopState, hovered } from '../../.storybook/states';
import { site } from '../../content/site';
import { Header, type HeaderProps } from '../../src/components/Header';
import { onlyAt } from '../../.storybook/modes';
import { navigationFor } from '../siteFixtures';

interface HeaderStoryArgs {
  path: string;
  menuOpen?: boolean;
  mobileOpen?: boolean;
}

const meta = {
  title: 'Navigation/Header',
  id: 'components-header',
  component: Header,
  args: { path: '/' },
  argTypes: {
    path: {
      description:
        "The page the visitor is on, e.g. '/playbook': its link is marked as the current page, and the bar's links are built for it.",
    },
  },
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
  // The desktop navigation, which small screens replace with the menu button (Mobile, below). It is
  // tagged for the desktop screenshots but pins no viewport: a pinned 1440 px was cropped in any
  // narrower canvas, and the bar's desktop layout holds from 900 px up.
  tags: ['desktop-only'],
  parameters: {
    chromatic: { modes: onlyAt('desktop') },
    host: 'varies',
  },
} satisfies Meta<HeaderProps & HeaderStoryArgs>;

export default meta;
// The Docs page lists Header's own props (component, above); a story gives only a path and what starts
// open, and the render builds the props from them.
type Story = StoryObj<HeaderStoryArgs>;

/**
 * The bar on the home page of the main host: judge the logo, the links' spacing and the Find A Prompt button.
 */
export const MainHost: Story = {};

/** On the Playbook page: the Playbook link is highlighted as the current page. */
export const ActiveItem: Story = {
  args: { path: '/playbook' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Playbook' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a community page (Events): the Women Love AI trigger is highlighted, as the section holds the page. */
export const CommunitySectionActive: Story = {
  args: { path: '/women-love-ai/events' },
};

/**
 * The Women Love AI panel open on the Community page, its link highlighted: judge the panel under the
 * trigger.
 */
export const DropdownOpen: Story = {
  args: { path: '/women-love-ai/community', menuOpen: true },
};

/**
 * The bar on the community host: the same labels; Courses, Playbook, Podcast and Find A Prompt lead to the
 * main site.
 */
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

/** A small screen: the logo and the menu button only. */
export const Mobile: Story = {
  tags: ['!desktop-only', 'mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
};

/**
 * A small screen with the menu open on the Podcast page: judge the list under the bar and the highlighted
 * row.
 */
export const MobileMenuOpen: Story = {
  tags: ['!desktop-only', 'mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/podcast', mobileOpen: true },
};

/**
 * ArrowDown on the trigger opens the panel onto its first link; Escape closes it and returns focus to the
 * trigger.
 */
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

/** The pointer over the Courses link: judge the neutral 100 pill behind it. */
export const Hover: Story = {
  tags: ['desktop-only'],
  ...hovered('nav[aria-label="Main"] a[href$="/courses"]'),
};

/** The pointer over Find A Prompt: judge the darker pink 800 fill and the stronger glow. */
export const HoverCallToAction: Story = {
  tags: ['desktop-only'],
  ...hovered('nav[aria-label="Main"] a[href$="/find-prompt"]'),
};

/** The Courses link reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    // The logo, the Women Love AI trigger, then Courses.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveFocus();
  },
};
