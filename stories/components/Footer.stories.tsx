import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
