import preview from '../../.storybook/preview';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { podcastShow, podcastText } from '../../content/podcast';
import { PodcastFeature } from '../../src/components/PodcastFeature';

const meta = preview.meta({
  title: 'Content cards/PodcastFeature',
  id: 'components-podcastfeature',
  component: PodcastFeature,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Story />
      </Box>
    ),
  ],
  args: { ...podcastShow, listenOnHeading: podcastText.listenOnHeading },
  parameters: { host: 'main-only' },
});

/** The show with three platforms: check the cover, the words and the row of buttons sit together as one block. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(args.listenOn.length);
    for (const link of links)
      for (const [name, value] of Object.entries(externalLinkProps))
        await expect(link).toHaveAttribute(name, value);
  },
});

/** Before any platform is set up: check the 'Listen on' row is left out rather than dead. */
export const NoPlatformsYet = meta.story({
  args: { listenOn: podcastShow.listenOn.map((link) => ({ ...link, url: '' })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(podcastText.listenOnHeading)).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
});

/** The pointer over the first platform button: check its border turns solid pink and a faint wash fills it. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('li:first-of-type a') });

/** The first platform button reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('link', /^Spotify/),
});
