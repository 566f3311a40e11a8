import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { site } from '../../content/site';
import { Footer } from '../../src/components/Footer';
import { navigationFor, resourceCards } from '../siteFixtures';

const meta = {
  title: 'Components/Footer',
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
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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
