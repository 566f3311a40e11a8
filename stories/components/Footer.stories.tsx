import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { Footer } from '../../src/components/Footer';
import { footerWords } from '../../src/layout/SiteLayout';
import { navigationFor } from '../siteFixtures';

/** Its links on a host's home page, built as the site builds them. */
const linksOn = (host: unknown) => navigationFor(host, host === 'community' ? '/community' : '/').footer;

const meta = preview.meta({
  title: 'Navigation/Footer',
  id: 'components-footer',
  component: Footer,
  args: { ...linksOn('main'), ...footerWords },
  render: (args, { globals }) => <Footer {...args} {...linksOn(globals.host)} />,
  parameters: { host: 'varies' },
});

/**
 * The footer on the main host's home page: judge the Resources band, the three link columns and the copyright
 * line.
 */
export const MainHost = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /\(PDF, opens in a new tab\)/ })).toHaveLength(6);
    await expect(canvas.getByText(/© 2025/)).toBeVisible();
    const community = canvas.getByRole('navigation', { name: 'Women Love AI' });
    await expect(within(community).getByRole('link', { name: 'Founding 20' })).toHaveAttribute(
      'href',
      '/women-love-ai/founding-20',
    );
    await expect(canvas.getByRole('link', { name: 'Partner Tools' })).toHaveAttribute('href', '/tools');
  },
});

/**
 * The footer on the community host: the same columns, with the community's links on its own short addresses.
 */
export const CommunityHost = meta.story({
  globals: { host: 'community' },
  play: async ({ canvas }) => {
    const community = canvas.getByRole('navigation', { name: 'Women Love AI' });
    await expect(within(community).getByRole('link', { name: 'Founding 20' })).toHaveAttribute(
      'href',
      '/founding-20',
    );
  },
});

/** The pointer over the About link: judge the pink 200 words and the underline on the dark band. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('nav a[href$="/about"]') });

/** The About link reached with the keyboard: judge the pink 600 outline on the dark band. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...keyboardFocused('nav a[href$="/about"]'),
});
