import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
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
    guidance: {
      use: [
        'Once, at the top of every page: the site layout puts it there, on both hosts.',
        "To reach the site's main sections (the community, Courses, Playbook, Podcast) and the prompt library from anywhere.",
        'As the home of the one call to action every page shares: Find A Prompt.',
      ],
      avoid: [
        {
          when: 'Linking pages that are not main sections (About, Partner Tools, Free Resources, Events, Founding 20).',
          instead: 'Footer: its link columns hold them.',
        },
        {
          when: 'Showing where a page sits below a section.',
          instead: 'Breadcrumbs, above the page heading.',
        },
        { when: 'Listing the sections of one long page.', instead: 'TableOfContents.' },
      ],
      content: [
        "Labels are the specification's, in Title Case: 'Women Love AI' (holding 'Community'), 'Courses', 'Playbook', 'Podcast' and 'Find A Prompt'.",
        'One or two words a link. Add a link only for a main section; other pages belong in the Footer.',
        'One call to action only, at the end of the bar.',
        "The logo shows the site's name, 'The AI Edit', on both hosts.",
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A white bar with a 1 px neutral 200 line under it. Links in neutral 900, semibold; Find A Prompt a pink 600 pill with white text and a soft pink glow.',
        },
        {
          name: 'Hover',
          looks:
            'A text link or the dropdown trigger gets a neutral 100 pill behind it. Find A Prompt darkens to pink 800 and its glow grows.',
        },
        {
          name: 'Focus',
          looks:
            'Buttons and links of the bar get the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring (on Find A Prompt it takes the place of the soft glow). The logo gets a 3 px solid pink 600 outline, 2 px off.',
        },
        {
          name: 'Current page',
          looks:
            "The current page's link sits on a pink 50 pill in pink 800. The dropdown trigger is highlighted the same way on any community page. Find A Prompt looks the same on the prompt library.",
        },
        {
          name: 'Dropdown open',
          looks:
            "The trigger's chevron turns up and a white panel of links opens under it (see NavDropdown).",
        },
        {
          name: 'Small screens',
          looks:
            'Below 900 px wide the bar is 64 px tall and holds the logo and a menu button only; the links move into the MobileNav list.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab moves through the logo, the Women Love AI trigger, the three links and Find A Prompt. Enter or Space on the trigger opens its panel; ArrowDown opens it onto its first link; Escape closes it and returns focus to the trigger. Below 900 px, Tab reaches the menu button after the logo.',
        screenReader:
          "The bar is the page's banner landmark and its links a navigation landmark named 'Main'. The logo is announced as 'The AI Edit home, link'; the trigger as a button, collapsed or expanded. The current page's link is announced as the current page.",
        contrast:
          'Links, neutral 900 on white, 18.04:1 (16.01:1 on the hover pill); the current link, pink 800 on pink 50, 9.43:1; Find A Prompt, white on pink 600, 5.60:1 (10.33:1 on pink 800 when hovered). The focus ring and the logo’s focus outline, both pink 600, are 5.60:1 against the white bar.',
      },
      status: {
        level: 'Stable',
        note: 'On every page of both hosts. Its links and labels follow the specification and are settled.',
      },
      engineering: [
        'The site builds its props with buildNavigation (src/navigation/siteNavigation.ts) from the host and the path; SiteLayout memoises the header, so it renders again only when the path changes.',
        'The desktop links and the MobileNav are both in the page; CSS shows one or the other at the md breakpoint (900 px), so nothing waits for a script to measure the window.',
        'The bar is an AppBar with position sticky. menuOpen and mobileOpen are for stories only: the site never sets them.',
      ],
    } satisfies Guidance,
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
