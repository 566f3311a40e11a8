import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { joinReasons } from '../../content/community';
import type { JoinReason } from '../../content/types';
import { CardGrid } from '../../src/components/CardGrid';
import { FeatureCard } from '../../src/components/FeatureCard';
import { joinReasonIcons } from '../../src/art/joinReasonIcons';
import { onlyAt } from '../../.storybook/modes';

/** The community page's reasons to join, one card per list item. */
const reasonCards = (reasons: readonly JoinReason[]) =>
  reasons.map((reason) => (
    <li key={reason.title}>
      <FeatureCard title={reason.title} text={reason.text} icon={joinReasonIcons[reason.icon]} />
    </li>
  ));

/** How many columns the grid lays its cards out in. */
const columnCount = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

const meta = preview.meta({
  title: 'Content cards/Layout/CardGrid',
  id: 'components-cardgrid',
  component: CardGrid,
  args: { label: 'Reasons to join', children: reasonCards(joinReasons) },
  parameters: { layout: 'padded', host: 'same' },
});

/** Six reasons in two rows of three, as on the community page: check the cards in a row share one height. */
export const ThreeColumns = meta.story({
  // Three columns from the medium width up; smaller screens show one or two.
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: onlyAt('desktop') } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Reasons to join' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(columnCount(list)).toBe(3);
  },
});

/** Four reasons in two columns, two rows: check the wider cards and the even gaps. */
export const TwoColumns = meta.story({
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: onlyAt('desktop') } },
  args: { columns: 2, children: reasonCards(joinReasons.slice(0, 4)) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Reasons to join' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(columnCount(list)).toBe(2);
  },
});

/** On a phone the cards stack in one column: check the gap between them. */
export const Mobile = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(columnCount(canvas.getByRole('list', { name: 'Reasons to join' }))).toBe(1);
  },
});
