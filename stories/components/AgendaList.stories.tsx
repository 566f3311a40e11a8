import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { eventRecords } from '../../content/events';
import { AgendaList } from '../../src/components/AgendaList';

const meta = {
  title: 'Content cards/AgendaList',
  id: 'components-agendalist',
  component: AgendaList,
  args: { items: eventRecords['waves-ai'].agenda },
  parameters: {
    layout: 'padded',
    host: 'same',
    guidance: {
      use: [
        'On an event’s page, under an “Agenda” heading, to set out what happens in each part and how long it runs.',
        'For any event, from a one-evening meetup to the retreat’s days, since each part gives its own length.',
      ],
      avoid: [
        {
          when: 'You want to show the clock times of an evening at a glance.',
          instead: 'EventTimeline (the event page shows both).',
        },
        {
          when: 'The points are not parts of a programme, such as who the event is for or reasons to join.',
          instead: 'A plain list, KeyPoints, or FeatureCards in a CardGrid.',
        },
      ],
      content: [
        'Title: the part’s name in title case, a few words, as the specification names them (“Visibility Lab”, “Speed Mentoring”, “AI Jam”).',
        'Length in whole minutes: it reads “30 min” or “90 min”, and from two hours up in hours and minutes (“2 hr 30 min”, “4 hr”), as a printed programme would.',
        'Description: one or two sentences on what the visitor will do, speaking to “you”, friendly and concrete.',
        'Parts in the order they happen: the numbers (“Part 1”…) follow the order given.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'White outlined cards (neutral 200 border, rounded corners, a low shadow): “Part 1” in small pink capitals (pink 700) with the length in a pink 700 on pink 50 pill at the right, then the title in text primary (neutral 900) and the description in text secondary (neutral 600).',
        },
        {
          name: 'Columns',
          looks:
            'One column on phones, two from tablet width and three from large screens; cards in a row share the tallest card’s height.',
        },
        {
          name: 'Long text',
          looks: 'A long description makes its card, and the others in its row, taller; the title wraps.',
        },
      ],
      accessibility: {
        keyboard: 'Nothing to focus.',
        screenReader:
          'An ordered list named “Agenda” (or the label you give). Each item is read as “Part 1”, its length, then the title as a level 3 heading and the description, so the parts can be found by heading.',
        contrast:
          'On the white card: “Part” label (pink 700) 7.59:1; length pill (pink 700 on pink 50) 6.93:1; title (neutral 900) 18.04:1; description (neutral 600) 7.58:1.',
      },
      status: { level: 'Stable', note: 'Used on every event page, in its Agenda section.' },
    } satisfies Guidance,
  },
} satisfies Meta<typeof AgendaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The boat party's five parts, the last an hour long: check the numbering, the pills and the row heights. */
export const BoatParty: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Agenda' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const [first] = items;
    await expect(first).toHaveTextContent('Part 1');
    await expect(first).toHaveTextContent('30 min');
    await expect(within(list).getByRole('heading', { level: 3, name: args.items[0]?.title })).toBeVisible();
    await expect(items.at(-1)).toHaveTextContent('60 min');
  },
};

/** The AI Power Circle's four half-hour parts: check how a shorter programme fills the columns. */
export const PowerCircle: Story = {
  args: { items: eventRecords['ai-power-circle'].agenda },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Blocks of two hours or more read in hours and minutes: check '2 hr 30 min' and '4 hr' fit their pills. */
export const HoursAndMinutes: Story = {
  args: {
    label: 'Programme',
    items: [
      ...eventRecords['ai-influence'].agenda.slice(0, 1),
      {
        title: 'Panel and Practice Rooms',
        minutes: 150,
        description:
          'Women who chair, sit on and advise boards share what a good AI conversation sounds like, then you give a three-minute AI briefing and take the tough questions.',
      },
      ...eventRecords['autumn-retreat'].agenda.slice(0, 1),
    ],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Programme' });
    const [masterclass, panel, dayOne] = within(list).getAllByRole('listitem');
    await expect(masterclass).toHaveTextContent('90 min');
    await expect(panel).toHaveTextContent('2 hr 30 min');
    await expect(dayOne).toHaveTextContent('4 hr');
    await expect(dayOne).not.toHaveTextContent('4 hr 0 min');
  },
};
