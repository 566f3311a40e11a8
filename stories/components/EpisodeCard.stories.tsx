import type { Meta, StoryObj } from '@storybook/react-vite';
import { externalLinkProps } from '../../src/ui/externalLink';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { podcastText } from '../../content/podcast';
import { EpisodeCard, type EpisodeCardProps } from '../../src/components/EpisodeCard';
import { episode } from './contentFixtures';

function episodeArgs(id: number, date: string): EpisodeCardProps {
  const e = episode(id);
  return {
    number: e.id,
    title: e.title,
    description: e.description,
    guest: e.guest,
    minutes: e.minutes,
    date,
    dateTime: e.date,
    link: e.link,
    listenLabel: podcastText.listenLabel,
    comingSoonLabel: podcastText.comingSoonLabel,
    featuredLabel: e.featured ? podcastText.featuredLabel : undefined,
  };
}

const meta = {
  title: 'Content cards/EpisodeCard',
  id: 'components-episodecard',
  component: EpisodeCard,
  args: episodeArgs(1, '18 September 2025'),
  parameters: {
    layout: 'padded',
    maxWidth: 512,
    host: {
      only: 'main',
      note: 'Shown only on the Podcast page (/podcast), which the main host serves.',
    },
    guidance: {
      use: [
        'On the Podcast page, for each episode, in the list under the show.',
        'For an episode announced before it is out: leave the link empty and the card says ‘Coming Soon’.',
      ],
      avoid: [
        {
          when: 'You are introducing the show itself and where to listen to it.',
          instead: 'PodcastFeature.',
        },
        {
          when: 'You are promoting something with a date and a place to be.',
          instead: 'EventCard.',
        },
      ],
      content: [
        'Title: what the listener takes away, in the guest’s own terms (‘How I automated my weekly report and got Friday afternoons back’).',
        'Description: two sentences on what is covered. Guest: name and role; guests are sample people until the organiser replaces them.',
        'Length in whole minutes (the spec’s two episodes are 16 and 21 minutes). Date written out as a London reader reads it: ‘18 September 2025’.',
        'Button words: ‘Listen now’ for a released episode and, as the spec says, ‘Coming Soon’ for one without a link.',
        'Mark one episode, the newest, with the featured label ‘Latest episode’.',
      ],
      states: [
        {
          name: 'Released',
          looks:
            'A white card with a 1 px neutral 200 border and 20 px corners. ‘EPISODE 1’ small, bold and spaced out in pink 700, the title in Fredoka, the guest line in neutral 600 with the name in bold, then the description. At the foot: a clock with ‘16 min’ and the date in neutral 600, and a solid pink 600 ‘Listen now’ pill with headphones.',
        },
        {
          name: 'Featured',
          looks: 'A 2 px pink 200 border and a solid pink 600 ‘Latest episode’ label beside the number.',
        },
        {
          name: 'Coming soon',
          looks:
            'In place of Listen now, a disabled ‘Coming Soon’ button: pale grey words in a thin grey outline.',
        },
        {
          name: 'Hover',
          looks: 'Listen now darkens to pink 800 and its pink glow grows stronger.',
        },
        {
          name: 'Focus',
          looks:
            'Listen now’s soft glow gives way to the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches Listen now; Enter opens the episode in a new tab. Coming Soon is disabled and skipped by Tab.',
        screenReader:
          'The title is a heading (level 3 unless set). The date is a time element with the machine date. The button is read as ‘Listen now: <title> (opens in a new tab)’; Coming Soon as a dimmed, unavailable button. Icons are hidden.',
        contrast:
          'Title and description neutral 900 on white 18.04:1. Number pink 700 7.59:1; guest, length and date neutral 600 7.58:1. Listen now and the featured label white on pink 600 5.60:1 (10.33:1 on pink 800 when hovered); Listen now’s focus ring, pink 600, 5.60:1 against the white card. Coming Soon’s grey (black at 26%) is 1.88:1: as a disabled control it is exempt, and its meaning is also in the words.',
      },
      status: { level: 'Stable', note: 'Used on the Podcast page for its two episodes.' },
    } satisfies Guidance,
  },
} satisfies Meta<typeof EpisodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Out now, and the latest: a link to listen, in a new tab. */
export const Released: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText(`${args.minutes} min`)).toBeVisible();
    await expect(card.getByText(podcastText.featuredLabel)).toBeVisible();
    const listen = card.getByRole('link', { name: new RegExp(`^${podcastText.listenLabel}`) });
    await expect(listen).toHaveAttribute('href', args.link);
    for (const [name, value] of Object.entries(externalLinkProps))
      await expect(listen).toHaveAttribute(name, value);
  },
};

/** Not released yet: no link, and a disabled 'Coming Soon' button. */
export const ComingSoon: Story = {
  args: episodeArgs(2, '16 October 2025'),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    await expect(card.queryByRole('link')).toBeNull();
  },
};

/** The pointer over Listen now: check it darkens to pink 800 with a stronger glow. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a') };

/** Listen now reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    const listen = within(canvasElement).getByRole('link', {
      name: new RegExp(`^${podcastText.listenLabel}`),
    });
    listen.focus();
    await expect(listen).toHaveFocus();
  },
};
