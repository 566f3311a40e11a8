import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { EventTimeline } from '../../src/components/EventTimeline';
import { timelineText } from '../../src/events/eventText';

const meta = preview.meta({
  title: 'Content cards/EventTimeline',
  id: 'components-eventtimeline',
  component: EventTimeline,
  args: { entries: timelineText(eventRecords['waves-ai']) },
  parameters: { layout: 'padded', maxWidth: 672, host: 'same' },
});

/** The boat party's six moments, 6:00 to 9:00 PM: check the dots line up with the times and the line stops at the last. */
export const BoatParty = meta.story({
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Timeline' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const [first] = items;
    await expect(first).toHaveTextContent(/^6:00 PM/);
    await expect(first).toHaveTextContent('Boarding, welcome and Visibility Lab');
    await expect(items.at(-1)).toHaveTextContent('9:00 PM');
  },
});

/** The Women Leading In AI evening, with quarter-hour times: check '8:15 PM' aligns with the others. */
export const WomenLeading = meta.story({
  args: { entries: timelineText(eventRecords['women-leading-ai']), label: 'The evening' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'The evening' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByText('8:15 PM')).toBeVisible();
  },
});
