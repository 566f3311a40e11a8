import type { Meta, StoryObj } from '@storybook/react-vite';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { podcastShow, podcastText } from '../../content/podcast';
import { PodcastFeature } from '../../src/components/PodcastFeature';

const meta = {
  title: 'Components/PodcastFeature',
  component: PodcastFeature,
  decorators: [
    (Story) => (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Story />
      </Box>
    ),
  ],
  args: { ...podcastShow, listenOnHeading: podcastText.listenOnHeading },
} satisfies Meta<typeof PodcastFeature>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const feature = within(canvasElement);
    await expect(feature.getByRole('heading', { level: 2, name: args.title })).toBeVisible();
    const links = feature.getAllByRole('link');
    await expect(links).toHaveLength(args.listenOn.length);
    for (const link of links)
      for (const [name, value] of Object.entries(externalLinkProps))
        await expect(link).toHaveAttribute(name, value);
  },
};

/** Before any platform is set up: the 'Listen on' row is left out rather than dead. */
export const NoPlatformsYet: Story = {
  args: { listenOn: podcastShow.listenOn.map((link) => ({ ...link, url: '' })) },
  play: async ({ canvasElement }) => {
    const feature = within(canvasElement);
    await expect(feature.queryByText(podcastText.listenOnHeading)).toBeNull();
    await expect(feature.queryByRole('link')).toBeNull();
  },
};
