import preview from '../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktopState, hovered } from '../../.storybook/states';
import { site } from '../../content/site';
import { Header } from '../../src/components/Header';
import { onlyAt } from '../../.storybook/modes';
import { navigationFor } from '../siteFixtures';

/** A story's page is the address its router starts at (`parameters.site.route`), on the toolbar's host. */
const meta = preview.meta({
  title: 'Navigation/Header',
  id: 'components-header',
  component: Header,
  args: { siteName: site.name, ...navigationFor('main', '/').header },
  render: (args, { globals, parameters }) => (
    <Header {...args} {...navigationFor(globals.host, parameters.site?.route ?? '/').header} />
  ),
  // The desktop navigation, which small screens replace with the menu button (Mobile, below). It is
  // tagged for the desktop screenshots but pins no viewport: a pinned 1440 px was cropped in any
  // narrower canvas, and the bar's desktop layout holds from 900 px up.
  tags: ['desktop-only'],
  parameters: {
    chromatic: { modes: onlyAt('desktop') },
    host: 'varies',
  },
});

/**
 * The bar on the home page of the main host: judge the logo, the links' spacing and the Find A Prompt button.
 */
export const MainHost = meta.story();

/** On the Playbook page: the Playbook link is highlighted as the current page. */
export const ActiveItem = meta.story({
  parameters: { site: { route: '/playbook' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Playbook' })).toHaveAttribute('aria-current', 'page');
  },
});

/** On a community page (Events): the Women Love AI trigger is highlighted, as the section holds the page. */
export const CommunitySectionActive = meta.story({
  parameters: { site: { route: '/women-love-ai/events' } },
});

/**
 * The Women Love AI panel open on the Community page, its link highlighted: judge the panel under the
 * trigger.
 */
export const DropdownOpen = meta.story({
  args: { menuOpen: true },
  parameters: { site: { route: '/women-love-ai/community' } },
});

/**
 * The bar on the community host: the same labels; Courses, Playbook, Podcast and Find A Prompt lead to the
 * main site.
 */
export const CommunityHost = meta.story({
  globals: { host: 'community' },
  parameters: { site: { route: '/community' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      `${site.origins.main}/courses`,
    );
  },
});

/** A small screen: the logo and the menu button only. */
export const Mobile = meta.story({
  tags: ['!desktop-only', 'mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
});

/**
 * A small screen with the menu open on the Podcast page: judge the list under the bar and the highlighted
 * row.
 */
export const MobileMenuOpen = meta.story({
  tags: ['!desktop-only', 'mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') }, site: { route: '/podcast' } },
  globals: { viewport: { value: 'mobile' } },
  args: { mobileOpen: true },
});

/**
 * ArrowDown on the trigger opens the panel onto its first link; Escape closes it and returns focus to the
 * trigger.
 */
export const KeyboardDropdown = meta.story({
  play: async ({ canvas }) => {
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
});

/** The pointer over the Courses link: judge the neutral 100 pill behind it. */
export const Hover = meta.story({
  tags: ['desktop-only'],
  ...hovered('nav[aria-label="Main"] a[href$="/courses"]'),
});

/** The pointer over Find A Prompt: judge the darker pink 800 fill and the stronger glow. */
export const HoverCallToAction = meta.story({
  tags: ['desktop-only'],
  ...hovered('nav[aria-label="Main"] a[href$="/find-prompt"]'),
});

/** The Courses link reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // The logo, the Women Love AI trigger, then Courses.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Courses' })).toHaveFocus();
  },
});
