import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { AgendaList } from '../../src/components/AgendaList';

const meta = preview.meta({
  title: 'Content cards/AgendaList',
  id: 'components-agendalist',
  component: AgendaList,
  args: { items: eventRecords['waves-ai'].agenda },
  parameters: { layout: 'padded', host: 'same' },
});

/** The boat party's five parts, the last an hour long: check the numbering, the pills and the row heights. */
export const BoatParty = meta.story({
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Agenda' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const [first] = items;
    await expect(first).toHaveTextContent('Part 1');
    await expect(first).toHaveTextContent('30 min');
    await expect(within(list).getByRole('heading', { level: 3, name: args.items[0]?.title })).toBeVisible();
    await expect(items.at(-1)).toHaveTextContent('60 min');
  },
});

/** The AI Power Circle's four half-hour parts: check how a shorter programme fills the columns. */
export const PowerCircle = meta.story({
  args: { items: eventRecords['ai-power-circle'].agenda },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
});

/** Blocks of two hours or more read in hours and minutes: check '2 hr 30 min' and '4 hr' fit their pills. */
export const HoursAndMinutes = meta.story({
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
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Programme' });
    const [masterclass, panel, dayOne] = within(list).getAllByRole('listitem');
    await expect(masterclass).toHaveTextContent('90 min');
    await expect(panel).toHaveTextContent('2 hr 30 min');
    await expect(dayOne).toHaveTextContent('4 hr');
    await expect(dayOne).not.toHaveTextContent('4 hr 0 min');
  },
});
