import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import { EventStatus } from '../../src/components/EventStatus';
import { whenItTookPlace } from '../../src/events/schedule';

const meta = {
  title: 'Content cards/EventStatus',
  id: 'components-eventstatus',
  component: EventStatus,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3, bgcolor: 'brand.tint' }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    tone: 'past',
    title: timing.pastTitle(whenItTookPlace(eventRecords['waves-ai'].schedule)),
    text: timing.pastText,
  },
  parameters: {
    host: 'same',
    guidance: {
      use: [
        'At the top of an event’s page, once the event has taken place: say when it did and point to registering interest in the next one.',
        'While an event is under way, or during the month of an event whose days are not yet fixed.',
      ],
      avoid: [
        {
          when: 'The event is still ahead.',
          instead: 'Nothing: the page’s FactList already gives the date, time and place.',
        },
        {
          when: 'You need to confirm or report what a visitor just did, such as sending a form.',
          instead: 'A notice (Notice, through the notice centre).',
        },
        {
          when: 'The message is about a whole list of events, such as nothing being on the calendar.',
          instead: 'EventCardSections, which shows its own “Nothing on the calendar just yet” panel.',
        },
      ],
      content: [
        'Title: one short sentence with the date written as a London audience reads it, e.g. “This event took place on Friday 29 August 2025.”; for an event known only by its month, “This event took place in December 2025.”',
        'Text: what the visitor can do now, in one or two friendly sentences that speak to “you” (“Register your interest below and we’ll tell you first…”).',
        'The words live in content/eventTiming.ts; keep them to the past, now and this-month messages there.',
      ],
      states: [
        {
          name: 'Past',
          looks:
            'A white box with a 1 px divider border (neutral 200) and well-rounded corners; a calendar icon in text secondary (neutral 600), the title in bold text primary (neutral 900) and the text in neutral 600.',
        },
        {
          name: 'Now',
          looks: 'The same box with a brand pink border (pink 600) and a pink 600 play icon.',
        },
        {
          name: 'Long text',
          looks:
            'The box never grows wider than about 70 characters a line; longer text wraps and the box grows taller.',
        },
        {
          name: 'Before the event',
          looks: 'Not shown: on the event page neither box appears until the event has begun.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'Read in page order, after the heading, as two paragraphs: the title, then the text. The icon is decorative and hidden.',
        contrast:
          'On white: title (neutral 900) 18.04:1, text (neutral 600) 7.58:1. The pink 600 border and icon of the “now” box are 5.60:1; the past box’s border (neutral 200) is a quiet 1.28:1 edge, not needed to read it.',
      },
      status: {
        level: 'Stable',
        note: 'Used on every dated event page; the monthly Leadership Labs never shows it.',
      },
      engineering: [
        'The event page renders both boxes into its markup and passes `sx` from shownWhenAny(): the phases a head script writes on <html> before the first paint decide which one shows, so a prerendered page is right when viewed, not only when built.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof EventStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single evening that is over: check the date reads in full and the grey box stays quiet. */
export const TookPlace: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('This event took place on Friday 29 August 2025.'),
    ).toBeVisible();
  },
};

/** An event known only by its month, once that month is over: check the title names just the month. */
export const TookPlaceInAMonth: Story = {
  args: { title: timing.pastTitle(whenItTookPlace(eventRecords['autumn-retreat'].schedule)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This event took place in December 2025.')).toBeVisible();
  },
};

/** While an evening is under way: check the pink border and play icon set it apart from the past box. */
export const HappeningNow: Story = { args: { tone: 'now', title: timing.nowTitle, text: timing.nowText } };

/** During the month of an event whose days are still to be confirmed: check it reads as good news, in the pink box. */
export const ThisMonth: Story = { args: { tone: 'now', title: timing.monthTitle, text: timing.monthText } };
