import type { Meta, StoryObj } from '@storybook/react-vite';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import type { Guidance } from '../../.storybook/guidance';
import { eventRecords } from '../../content/events';
import { FactList } from '../../src/components/FactList';
import { eventFacts } from '../../src/events/eventText';

const boat = eventFacts(eventRecords['waves-ai']);

const meta = {
  title: 'Content cards/FactList',
  id: 'components-factlist',
  component: FactList,
  args: {
    facts: [
      { label: 'When', value: boat.when, icon: <CalendarMonthRounded /> },
      { label: 'Time', value: boat.time ?? '', icon: <ScheduleRounded /> },
      { label: 'Where', value: boat.location, icon: <PlaceRounded /> },
      { label: 'Places', value: boat.places, icon: <GroupsRounded /> },
    ],
  },
  parameters: {
    layout: 'padded',
    host: 'same',
    guidance: {
      use: [
        'In the header of an event’s page, to give the facts a visitor scans for first: when, what time, where and how many places.',
        'For two to four short facts of equal weight, each a label and a value.',
      ],
      avoid: [
        {
          when: 'The facts belong to one of several events in a list.',
          instead: 'EventCard, which lists date, time, location and spots inside the card.',
        },
        {
          when: 'A value needs a sentence or more to explain.',
          instead: 'A paragraph in a PageSection (the event page’s price sits in its own box there).',
        },
      ],
      content: [
        'Labels are one word in title case (“When”, “Time”, “Where”, “Places”); they are shown in capitals.',
        'Dates and times as a London audience reads them: “Friday 29 August 2025”, “6:00–9:00 PM”.',
        'Keep values short, a few words; places as a number and a noun (“40 spots”).',
        'Up to four facts: more than four wrap onto a second row on wide screens.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'White boxes with a 1 px divider border (neutral 200) and well-rounded corners, side by side on wide screens (as many columns as facts, up to four); an icon in brand pink (pink 600), the label in small capitals in text secondary (neutral 600) and the value in semibold text primary (neutral 900).',
        },
        {
          name: 'Without icons',
          looks: 'The label and value sit flush left in the box, with no icon column.',
        },
        {
          name: 'Narrow screens',
          looks: 'Two columns from tablet width, one on phones.',
        },
        {
          name: 'Long value',
          looks:
            'The value wraps within its box; the other boxes in the row grow to the same height, with their text kept at the top.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'A description list: each label is a term and its value the description (“When: Friday 29 August 2025”). The icons are hidden.',
        contrast:
          'On the white boxes: labels (neutral 600) 7.58:1, values (neutral 900) 18.04:1, icons (pink 600) 5.60:1.',
      },
      status: {
        level: 'Stable',
        note: 'Used in the header of every event page; a monthly event adds a “Next session” fact.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boat party's four facts with icons: check the four boxes share a row and a long place name wraps neatly. */
export const FourFacts: Story = {};

/** Two facts without icons, for an event known only by its month: check the text sits flush left. */
export const TwoFacts: Story = {
  args: {
    facts: [
      { label: 'When', value: 'November 2025' },
      { label: 'Where', value: 'London' },
    ],
  },
};
