import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { BackLink } from '../../src/components/BackLink';
import { communityPaths } from '../../src/routing/paths';
import { mainHost } from './communityFixtures';

const meta = preview.meta({
  title: 'Navigation/BackLink',
  id: 'components-backlink',
  component: BackLink,
  args: { href: '/', to: 'Home' },
  parameters: { layout: 'padded', host: 'same' },
});

/** Back to the home page, from a page one level down. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to Home' });
    await expect(link).toHaveAttribute('href', '/');
    // A page of this site: same tab.
    await expect(link).not.toHaveAttribute('target');
  },
});

/** Back to the events list, from an event's own page: the link crosses to the community section. */
export const ToEvents = meta.story({
  args: { href: communityPaths.events(mainHost), to: 'Events' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', args.href);
  },
});
