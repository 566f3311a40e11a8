import type { Meta, StoryObj } from '@storybook/react-vite';
import { externalLinkProps } from '../../src/ui/externalLink';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { aboutText, socialLinks } from '../../content/about';
import { SocialLinks } from '../../src/components/SocialLinks';

const meta = {
  title: 'Navigation/SocialLinks',
  id: 'components-sociallinks',
  component: SocialLinks,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, minHeight: 80 }}>
        <Story />
      </Box>
    ),
  ],
  args: { links: socialLinks, label: aboutText.socialHeading },
  parameters: {
    host: {
      only: 'main',
      note: 'It is on the About and Podcast pages, which only the main host has.',
    },
    guidance: {
      use: [
        "Under a heading that invites the visitor to follow along elsewhere: 'Follow along' on the About page.",
        "For the places to listen to the podcast, under 'Listen on' in PodcastFeature.",
      ],
      avoid: [
        {
          when: 'A link to a page of this site.',
          instead: 'A Button or a plain link: SocialLinks always opens a new tab.',
        },
        {
          when: "The newsletter sign-up as the page's main action.",
          instead: 'A contained Button, as the home page has.',
        },
        {
          when: 'Links in the foot of the page.',
          instead: 'Footer, whose Connect column holds the newsletter and profile.',
        },
      ],
      content: [
        "Each button is the service's name as the service writes it: 'LinkedIn', 'YouTube', 'TikTok'.",
        "Leave an address empty until it is known: the button is hidden rather than dead, as CONTENT.md asks ('A link with no address configured is hidden rather than dead').",
        "A placeholder address must be on the right service and clearly the organiser's, and listed in the README's Decisions.",
        "Give the row a label for screen readers, usually the heading above it: 'Follow along'.",
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A wrapping row of 44 px pill buttons, 12 px apart: pink 600 semibold words and an open-in-new-tab icon after them, inside a 2 px pink 600 border at half strength.',
        },
        {
          name: 'Hover',
          looks: 'The border turns full pink 600 and a faint pink fill (pink 600 at 4%) appears.',
        },
        {
          name: 'Focus',
          looks: 'The focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
        { name: 'Empty', looks: 'With no address set, nothing is shown: no row and no gap.' },
        { name: 'Many links', looks: 'Buttons that do not fit on one line wrap onto the next.' },
      ],
      accessibility: {
        keyboard: 'Tab reaches each button in turn; Enter opens the profile in a new tab.',
        screenReader:
          "A list named by its label ('Follow along, list, 4 items'); each button is announced as a link, 'LinkedIn (opens in a new tab)'. The icon is hidden.",
        contrast:
          'Pink 600 words on white, 5.60:1 (5.26:1 on the hover fill). The border at rest is 2.43:1 against white and full pink 600 (5.60:1) on hover; the words carry the meaning. The focus ring, pink 600, is 5.60:1 on white.',
      },
      status: {
        level: 'Stable',
        note: "On the About page and in PodcastFeature. The About page's addresses are organiser placeholders still to be confirmed.",
      },
      engineering: [
        'Each link gets target="_blank" and rel="noopener noreferrer" (externalLinkProps); an address that is only spaces counts as empty.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the profiles with an address: an unconfigured one is hidden rather than dead. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const links = within(canvasElement).getAllByRole('link');
    const configured = args.links.filter((l) => l.url !== '');
    await expect(links).toHaveLength(configured.length);
    for (const link of links)
      for (const [name, value] of Object.entries(externalLinkProps))
        await expect(link).toHaveAttribute(name, value);
  },
};

/** Nothing configured yet: nothing shown. */
export const NoneConfigured: Story = {
  args: { links: socialLinks.map((link) => ({ ...link, url: '' })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The pointer over the first button: judge the full pink border and the faint fill. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('li:first-child a') };

/** The first button reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('link')[0];
    await userEvent.tab();
    await expect(first).toHaveFocus();
  },
};
