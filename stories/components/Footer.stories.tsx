import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { site } from '../../content/site';
import { Footer } from '../../src/components/Footer';
import { navigationFor, resourceCards } from '../siteFixtures';

const meta = {
  title: 'Navigation/Footer',
  id: 'components-footer',
  component: Footer,
  render: (_args, { globals }) => {
    const nav = navigationFor(globals.host, globals.host === 'community' ? '/community' : '/');
    return (
      <Footer
        siteName={site.name}
        tagline={site.tagline}
        logoHref={nav.logoHref}
        resources={resourceCards}
        resourcesHref={nav.resourcesHref}
        navigation={nav.footerNavigation}
        communityTitle={site.communityName}
        community={nav.footerCommunity}
        connect={nav.footerConnect}
        copyrightYear={site.copyrightYear}
      />
    );
  },
  parameters: {
    host: 'varies',
    guidance: {
      use: [
        'Once, at the foot of every page: the site layout puts it there, on both hosts.',
        'To offer the six free resources on every page, and the pages the Header leaves out: About, Partner Tools, Free Resources, Events, Founding 20.',
        "To hold the links that leave the site for good: the newsletter and the organiser's profile.",
      ],
      avoid: [
        { when: 'Linking a main section a visitor needs on every page.', instead: 'Header.' },
        {
          when: "Offering resources inside a page's own content.",
          instead: 'ResourceCard, in a grid on the page, as the Free Resources page lays them out.',
        },
        {
          when: 'Listing the places to follow the newsletter.',
          instead: 'SocialLinks, as on the About page.',
        },
      ],
      content: [
        'The Resources band holds exactly six resources, one card each, as the specification lists them; their buttons are named by type (Get Guide, Get Template, See Tools, See Analysis).',
        "Column links are pages' names in Title Case, one or two words: 'Prompt Hub', 'Podcast', 'About'.",
        "The Connect column holds only links that leave the site; the site leaves out one whose address is not set yet, as CONTENT.md asks: 'A link with no address configured is hidden rather than dead.'",
        "The copyright line reads '© 2025 The AI Edit. All rights reserved.': only the year and the name change.",
        "The tagline under the logo is one short sentence: 'Work smarter with AI, one prompt at a time.'",
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A pink 50 band with the Resources heading, a neutral 600 intro, six cards and a pink 600 text button; then a neutral 900 band with the white logo, a neutral 300 tagline, three columns of white links under neutral 300 capital headings, a faint rule and the neutral 300 copyright line.',
        },
        { name: 'Hover', looks: 'A column link turns pink 200 and is underlined.' },
        {
          name: 'Focus',
          looks:
            'A column link gets a 3 px solid pink 600 outline, 2 px off the words. See all free resources and the cards’ buttons get the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring.',
        },
        {
          name: 'Current page',
          looks:
            'A column link to the current page looks like the others; screen readers hear it is the current page.',
        },
        {
          name: 'Narrow screens',
          looks:
            'The cards go from three columns to two below 900 px and one below 600 px. The logo sits above Navigate and the community column side by side, with Connect under them.',
        },
        {
          name: 'Empty column',
          looks:
            'With neither the newsletter nor the profile address set, the Connect heading still shows, over no links.',
        },
      ],
      accessibility: {
        keyboard:
          "Tab moves through each resource card's button, See all free resources, the logo and the column links in reading order; Enter follows a link.",
        screenReader:
          "A contentinfo landmark holding a 'Resources' region (an h2 and six h3 cards) and three navigation landmarks named by their headings: 'Navigate', 'Women Love AI' and 'Connect'. Links that leave the site add '(opens in a new tab)'. The current page's link is announced as the current page.",
        contrast:
          'On pink 50: the heading, neutral 900, 16.46:1; the intro, neutral 600, 6.92:1; See all free resources, pink 600, 5.11:1, as is its focus ring. On neutral 900: links, white, 18.04:1 (pink 200 on hover, 11.98:1); headings, tagline and copyright, neutral 300, 11.22:1; the pink 600 focus outline, 3.22:1, over the 3:1 asked of a focus indicator.',
      },
      status: {
        level: 'Stable',
        note: "On every page of both hosts. Its sections follow the specification's footer; the Partner Tools and Free Resources links were added so every page is reachable.",
      },
      engineering: [
        'The site builds its links with buildNavigation (src/navigation/siteNavigation.ts) from the host and the path; SiteLayout memoises the footer, so it renders again only when the path changes.',
        'The words Resources, the intro, See all free resources, Navigate, Connect and All rights reserved are written in the component, not in content/.',
        'The section ids (footer-resources, footer-navigate…) are fixed: one footer per page.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Footer>;

export default meta;
// The Docs page lists Footer's own props (component, above); the render builds them from the host.
type Story = StoryObj;

/**
 * The footer on the main host's home page: judge the Resources band, the three link columns and the copyright
 * line.
 */
export const MainHost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /\(PDF, opens in a new tab\)/ })).toHaveLength(6);
    await expect(canvas.getByText(/© 2025/)).toBeVisible();
    const community = canvas.getByRole('navigation', { name: 'Women Love AI' });
    await expect(within(community).getByRole('link', { name: 'Founding 20' })).toHaveAttribute(
      'href',
      '/women-love-ai/founding-20',
    );
    await expect(canvas.getByRole('link', { name: 'Partner Tools' })).toHaveAttribute('href', '/tools');
  },
};

/**
 * The footer on the community host: the same columns, with the community's links on its own short addresses.
 */
export const CommunityHost: Story = {
  globals: { host: 'community' },
  play: async ({ canvasElement }) => {
    const community = within(canvasElement).getByRole('navigation', { name: 'Women Love AI' });
    await expect(within(community).getByRole('link', { name: 'Founding 20' })).toHaveAttribute(
      'href',
      '/founding-20',
    );
  },
};

/** The pointer over the About link: judge the pink 200 words and the underline on the dark band. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('nav a[href$="/about"]') };

/** The About link reached with the keyboard: judge the pink 600 outline on the dark band. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('nav a[href$="/about"]') };
