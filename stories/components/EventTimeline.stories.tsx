import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { eventRecords } from '../../content/events';
import { EventTimeline } from '../../src/components/EventTimeline';
import { timelineText } from '../../src/events/eventText';

const meta = {
  title: 'Content cards/EventTimeline',
  id: 'components-eventtimeline',
  component: EventTimeline,
  args: { entries: timelineText(eventRecords['waves-ai']) },
  parameters: {
    layout: 'padded',
    maxWidth: 672,
    host: 'same',
    guidance: {
      use: [
        'On an event’s page, to show the running order of a single evening by the clock.',
        'Alongside AgendaList: the agenda says what each part is, the timeline says when it happens.',
      ],
      avoid: [
        {
          when: 'The event has no clock-time running order, such as the two-and-a-half-day retreat or the half-day boardroom sessions.',
          instead: 'AgendaList alone, with how long each part runs.',
        },
        {
          when: 'You want to describe each part in more than a few words.',
          instead: 'AgendaList, which gives each part a title and a description.',
        },
      ],
      content: [
        'Times as the specification writes them, London time, in the 12-hour clock: “6:00 PM”, “6:30 PM”. Content stores them as 24-hour “18:30” and the page writes them out.',
        'Each label is a short phrase naming what happens (“Speed Mentoring”, “Back at the pier and goodbye”), not a sentence.',
        'List the moments in time order; where you can, end with the moment the evening closes (“Evening ends”).',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'Each time in bold link pink (pink 700) on the left; a 14 px brand pink (pink 600) dot with a pink 50 ring beside it, joined to the next dot by a 2 px pink 100 line (none after the last); and the label in text primary (neutral 900).',
        },
        {
          name: 'Long label',
          looks: 'The label wraps within its own column; the line stretches to reach the next dot.',
        },
        {
          name: 'Phone',
          looks: 'The time column narrows (88 px instead of 112 px) so the labels keep their room.',
        },
        {
          name: 'Empty',
          looks:
            'With no entries, nothing shows; the event page leaves its Timeline section out for events without one.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'An ordered list named “Timeline” (or the label you give), with one item per moment, read as the time and then what happens. The dots and line are hidden.',
        contrast:
          'Times in pink 700 on white are 7.59:1, labels in neutral 900 18.04:1. The pink 600 dots are 5.60:1 against white; the pink 100 line is decoration.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the event pages that have an evening timeline: the boat party, Women Leading In AI, AI Power Circle and AI Leadership Labs.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof EventTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boat party's six moments, 6:00 to 9:00 PM: check the dots line up with the times and the line stops at the last. */
export const BoatParty: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Timeline' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const [first] = items;
    await expect(first).toHaveTextContent(/^6:00 PM/);
    await expect(first).toHaveTextContent('Boarding, welcome and Visibility Lab');
    await expect(items.at(-1)).toHaveTextContent('9:00 PM');
  },
};

/** The Women Leading In AI evening, with quarter-hour times: check '8:15 PM' aligns with the others. */
export const WomenLeading: Story = {
  args: { entries: timelineText(eventRecords['women-leading-ai']), label: 'The evening' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'The evening' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('8:15 PM')).toBeVisible();
  },
};
