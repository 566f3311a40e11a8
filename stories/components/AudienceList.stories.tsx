import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { eventRecords } from '../../content/events';
import { AudienceList } from '../../src/components/AudienceList';

const meta = preview.meta({
  title: 'Content cards/AudienceList',
  id: 'components-audiencelist',
  component: AudienceList,
  args: { items: eventRecords['autumn-retreat'].forWhom },
  // As wide as an event page's reading column.
  parameters: { layout: 'padded', maxWidth: 852, host: 'same' },
});

/** The retreat’s four kinds of guest: check each line is an item with its tick hidden from screen readers. */
export const Retreat = meta.story({
  play: async ({ canvas, args }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(args.items.length);
    await expect(items[0]).toHaveTextContent(args.items[0] ?? '');
    await expect(items[0]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
});

/** A line longer than the phone is wide wraps under its own first word, the tick staying beside the first line. */
export const LongLine = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: {
    items: [
      'Product, data and engineering leads who already use AI every week and want to share what works with peers',
      ...eventRecords['leadership-labs'].forWhom.slice(0, 1),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
});
