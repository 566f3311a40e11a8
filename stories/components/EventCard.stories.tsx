import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import type { EventSlug } from '../../content/types';
import { EventCard, type EventCardProps } from '../../src/components/EventCard';
import { communityPaths } from '../../src/routing/paths';
import { eventCard, mainHost } from './communityFixtures';

/** A card from the community page, linking to its event page on the main host. */
function cardArgs(slug: EventSlug): EventCardProps {
  return { ...eventCard(slug), href: communityPaths.event(mainHost, slug) };
}

const meta = {
  title: 'Content cards/EventCard',
  id: 'components-eventcard',
  component: EventCard,
  args: cardArgs('ai-power-circle'),
  parameters: {
    layout: 'padded',
    maxWidth: 372,
    host: 'same',
    guidance: {
      use: [
        'On the community page (‘More Events Coming Up’) and the events list, one card per event, in a CardGrid.',
        'For the featured event, set featured: the list leads with it and the card stands out.',
        'For past events too, in the events list’s past section.',
      ],
      avoid: [
        {
          when: 'You are on the event’s own page.',
          instead: 'The event page’s hero and FactList, which give the same facts in full.',
        },
        {
          when: 'You are listing the parts of one event’s programme.',
          instead: 'AgendaList, or EventTimeline for times of the evening.',
        },
        {
          when: 'You are listing a podcast episode or a course.',
          instead: 'EpisodeCard or CourseCard.',
        },
      ],
      content: [
        'Title: the event’s short name (18 to 28 characters today). Description: one or two sentences, about 100 to 115 characters, saying what it is and who it is for (‘Apply to come aboard.’).',
        'Dates as a London reader reads them: ‘Friday 29 August 2025’; a monthly event ‘Third Thursday of every month’; one known only by its month ‘December 2025’.',
        'Times in London time, as the spec writes them: ‘6:00–9:00 PM’. Places: ‘40 spots’, ‘25 per session’, or ‘Limited places’ while the number is not fixed.',
        'The link always reads ‘Learn More’, as the spec gives it; the card’s title tells screen readers which event it is.',
        'Feature one event at a time.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A white card with a 1 px neutral 200 border and 20 px corners. The title in Fredoka, the description in neutral 600, then four lines (Date, Time, Location, Spots), each with a pink 600 icon and its label in semibold. At the foot, an outlined pink 600 ‘Learn More’ pill with an arrow.',
        },
        {
          name: 'Featured',
          looks:
            'A 2 px pink 600 border, a ‘Featured’ label in white on pink 600 above the title, and a solid pink 600 ‘Learn More’ with a soft pink glow.',
        },
        {
          name: 'Hover',
          looks:
            'Learn More: the outlined button’s half-strength border turns solid over a faint pink wash; the solid one (featured) darkens to pink 800 with a stronger glow.',
        },
        {
          name: 'Focus',
          looks:
            'Learn More gets the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill. On the featured card it takes the place of the soft glow.',
        },
        {
          name: 'Long text',
          looks:
            'The title, description and details wrap; the button stays at the foot of the card, inside it, even in a narrow column.',
        },
      ],
      accessibility: {
        keyboard: 'Tab reaches Learn More; Enter opens the event’s page in the same tab.',
        screenReader:
          'An article named by the event’s title, which is a heading (level 3 unless set). The details are a list of four, read as ‘Date: Friday 29 August 2025’ and so on. The link is read as ‘Learn More’, described by the title. Icons are hidden.',
        contrast:
          'Title and details neutral 900 on white 18.04:1; description neutral 600 7.58:1; icons pink 600 5.60:1. Learn More pink 600 on white 5.60:1 (its half-strength border 2.42:1: the label carries it); featured, white on pink 600 5.60:1, and 10.33:1 on pink 800 when hovered. The featured border pink 600 on white 5.60:1. The focus ring, pink 600, is 5.60:1 against the white card.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the community page and the events list, on both hosts; the page gives each card the link for its host.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The AI Power Circle meetup, as the community page lists it: check the four details line up under their icons and Learn More sits at the foot. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('article', { name: args.title })).toBeVisible();
    await expect(card.getByRole('heading', { level: 3, name: args.title })).toBeVisible();
    const link = card.getByRole('link', { name: 'Learn More' });
    await expect(link).toHaveAttribute('href', '/women-love-ai/events/ai-power-circle');
    await expect(link).toHaveAccessibleDescription(args.title);
    await expect(card.queryByText('Featured')).not.toBeInTheDocument();
  },
};

/** The featured event carries a label, the brand's border and a filled button. */
export const Featured: Story = {
  args: cardArgs('waves-ai'),
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Featured')).toBeVisible();
    const link = card.getByRole('link', { name: 'Learn More' });
    await expect(link).toHaveAttribute('href', '/women-love-ai/events/waves-ai');
    await expect(link).toHaveAccessibleDescription(args.title);
    await expect(link).toHaveClass('MuiButton-contained');
  },
};

/** A very long title, description and location: check everything wraps and the button stays inside the card. */
export const LongText: Story = {
  args: {
    ...cardArgs('women-leading-ai'),
    title: 'Women Leading In AI: A Private Evening of Dinner, Candid Conversation and Leadership Circles',
    description:
      'A private dinner for women shaping how their organisations use AI: candid conversation and peers who get the job. Over dinner in a private room, we talk honestly about what leading this work is really like: the budgets, the boards, the teams and the doubts. What’s said in the room stays in the room.',
    location: 'A private dining room in Marylebone, Central London, a short walk from Baker Street',
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { level: 3, name: args.title })).toBeVisible();
    await expect(card.getByText(args.location)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAccessibleDescription(args.title);
  },
};

/** In a narrow column (a phone, or a crowded grid) the details wrap and the button stays inside the card. */
export const Narrow: Story = {
  args: cardArgs('waves-ai'),
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('article', { name: args.title });
    const link = within(card).getByRole('link', { name: 'Learn More' });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** The pointer over Learn More: check the outlined border turns solid over a faint pink wash. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a') };

/** The pointer over the featured card’s solid Learn More: check it darkens to pink 800 with a stronger glow. */
export const FeaturedHover: Story = { tags: ['desktop-only'], args: cardArgs('waves-ai'), ...hovered('a') };

/** Learn More reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn More' });
    link.focus();
    await expect(link).toHaveFocus();
  },
};
