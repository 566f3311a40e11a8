import type { Meta, StoryObj } from '@storybook/react-vite';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { podcastShow, podcastText } from '../../content/podcast';
import { PodcastFeature } from '../../src/components/PodcastFeature';

const meta = {
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
  parameters: {
    host: { only: 'main', note: 'Shown on the Podcast page, which only the main host has.' },
    guidance: {
      use: [
        'Once, at the top of the Podcast page, to say what the show is and where to listen before the episode list.',
        'When the show is on one or more listening platforms the visitor may already use.',
      ],
      avoid: [
        {
          when: 'You are listing or promoting a single episode.',
          instead: 'EpisodeCard, in a CardGrid under the feature.',
        },
        {
          when: 'You only need links to the site’s social profiles.',
          instead: 'SocialLinks on its own.',
        },
      ],
      content: [
        'Title: the show’s name as listeners see it on the platforms (“The AI Edit Podcast”).',
        'Description: one or two friendly sentences on what a listener gets, in plain British English, no hype.',
        'Host: a name and a short role, read after “Hosted by” (“Imogen Hartwell, founder of The AI Edit”).',
        'Platforms: the platform’s own name as its button label (“Apple Podcasts”, not “Apple”); leave an address empty until it is real, and its button is left out rather than dead.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A band with deeply rounded corners and a pink 200 border, on the hero gradient (pink 50 to white to teal 50). On the left, square cover art on the brand gradient (pink 600 to pink 800) with a white microphone and a soft pink glow; on the right, the eyebrow in link pink (pink 700), the title, the description, “Hosted by” in text secondary (neutral 600), and a row of outlined pill buttons in brand pink (pink 600). On phones the cover sits above the text.',
        },
        {
          name: 'Button hover',
          looks:
            'The pill’s border turns solid pink 600 (it is half-strength at rest) and a faint pink wash fills it.',
        },
        {
          name: 'Button focus',
          looks: 'The focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the focused pill.',
        },
        {
          name: 'No platforms yet',
          looks: 'No “Listen on” heading and no buttons: the band ends with the “Hosted by” line.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab moves through the platform buttons in order; Enter opens one in a new tab. Nothing else to focus.',
        screenReader:
          'A region named by the show’s title, which is a level 2 heading. The buttons are a list named “Listen on”, each link read as e.g. “Spotify (opens in a new tab)”. The cover art is decorative and hidden.',
        contrast:
          'Title and description (neutral 900) are 16.46:1 or more across the gradient; the eyebrow (pink 700) at least 6.93:1; “Hosted by” (neutral 600) at least 6.92:1; the button labels (pink 600) at least 5.11:1. The resting button border is 2.42:1 against white (the label identifies the button); the focus ring (pink 600) is at least 5.11:1 across the gradient.',
      },
      status: { level: 'Stable', note: 'Used once, at the top of the Podcast page.' },
    } satisfies Guidance,
  },
} satisfies Meta<typeof PodcastFeature>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The show with three platforms: check the cover, the words and the row of buttons sit together as one block. */
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

/** Before any platform is set up: check the 'Listen on' row is left out rather than dead. */
export const NoPlatformsYet: Story = {
  args: { listenOn: podcastShow.listenOn.map((link) => ({ ...link, url: '' })) },
  play: async ({ canvasElement }) => {
    const feature = within(canvasElement);
    await expect(feature.queryByText(podcastText.listenOnHeading)).toBeNull();
    await expect(feature.queryByRole('link')).toBeNull();
  },
};

/** The pointer over the first platform button: check its border turns solid pink and a faint wash fills it. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('li:first-of-type a') };

/** The first platform button reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: /^Spotify/ })).toHaveFocus();
  },
};
