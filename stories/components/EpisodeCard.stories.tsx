import preview from '../../.storybook/preview';
import { externalLinkProps } from '../../src/ui/externalLink';
import { expect } from 'storybook/test';
import { focusedOn, hovered } from '../../.storybook/states';
import { podcastText } from '../../content/podcast';
import { EpisodeCard } from '../../src/components/EpisodeCard';
import { episodeCardProps } from '../../src/pages/PodcastPage';
import { episode } from './contentFixtures';

const meta = preview.meta({
  title: 'Content cards/EpisodeCard',
  id: 'components-episodecard',
  component: EpisodeCard,
  args: episodeCardProps(episode(1)),
  parameters: { layout: 'padded', maxWidth: 512, host: 'main-only' },
});

/** Out now, and the latest: a link to listen, in a new tab. */
export const Released = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(`${args.minutes} min`)).toBeVisible();
    await expect(canvas.getByText(podcastText.featuredLabel)).toBeVisible();
    const listen = canvas.getByRole('link', { name: new RegExp(`^${podcastText.listenLabel}`) });
    await expect(listen).toHaveAttribute('href', args.link);
    for (const [name, value] of Object.entries(externalLinkProps))
      await expect(listen).toHaveAttribute(name, value);
  },
});

/** Not released yet: no link, and a disabled 'Coming Soon' button. */
export const ComingSoon = meta.story({
  args: episodeCardProps(episode(2)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** The pointer over Listen now: check it darkens to pink 800 with a stronger glow. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a') });

/** Listen now reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('link', new RegExp(`^${podcastText.listenLabel}`)),
});
