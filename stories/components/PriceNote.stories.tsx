import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { eventFacts } from '../../src/events/eventText';
import { PriceNote } from '../../src/components/PriceNote';

const meta = preview.meta({
  title: 'Content cards/PriceNote',
  id: 'components-pricenote',
  component: PriceNote,
  args: { price: eventFacts(eventRecords['ai-power-circle']).price },
  // As wide as an event page's reading column.
  parameters: { layout: 'padded', maxWidth: 852, host: 'same' },
});

/** A free meetup: check the label and the price read as one sentence. */
export const Free = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Price:')).toBeVisible();
    await expect(canvas.getByText('Price:').parentElement).toHaveTextContent(`Price: ${args.price}`);
  },
});

/** A ticketed event whose price follows an application: a longer sentence wraps inside the panel. */
export const Ticketed = meta.story({
  args: { price: eventFacts(eventRecords['waves-ai']).price },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(args.price, { exact: false })).toBeVisible();
  },
});
