import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { eventFacts } from '../../src/events/eventText';
import { EventAbout } from '../../src/sections/EventAbout';

const aboutOf = (event: (typeof eventRecords)[keyof typeof eventRecords]) => ({
  about: event.about,
  forWhom: event.forWhom,
  price: eventFacts(event).price,
});

/** An event page’s “About this event”, as each event’s record fills it. */
const meta = preview.meta({
  title: 'Content cards/Layout/EventAbout',
  id: 'pages-eventabout',
  component: EventAbout,
  args: aboutOf(eventRecords['autumn-retreat']),
  parameters: { layout: 'fullscreen', host: 'same' },
});

/** The retreat: check the section is named by its heading, with “Who it’s for” one level below it. */
export const Retreat = meta.story({
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: 'About this event' });
    await expect(within(section).getByRole('heading', { level: 3, name: 'Who it’s for' })).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(args.forWhom.length);
    await expect(within(section).getByText(args.price, { exact: false })).toBeVisible();
  },
});

/** The monthly Labs: three lines of who it is for and a free place by application. */
export const MonthlyLabs = meta.story({
  args: aboutOf(eventRecords['leadership-labs']),
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.forWhom.length);
  },
});
