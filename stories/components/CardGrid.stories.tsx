import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { joinReasons } from '../../content/community';
import type { JoinReason } from '../../content/types';
import { CardGrid } from '../../src/components/CardGrid';
import { FeatureCard } from '../../src/components/FeatureCard';
import { joinReasonIcons } from '../../src/art/joinReasonIcons';
import type { Guidance } from '../../.storybook/guidance';
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

const meta = {
  title: 'Content cards/Layout/CardGrid',
  id: 'components-cardgrid',
  component: CardGrid,
  args: { label: 'Reasons to join', children: reasonCards(joinReasons) },
  parameters: {
    layout: 'padded',
    host: 'same',
    guidance: {
      use: [
        'For a set of cards of the same kind, such as reasons to join, members, episodes or events.',
        'Three columns for short cards (the default), two for wider ones with more text (episodes, benefits), four for small ones (the Founding 20).',
      ],
      avoid: [
        {
          when: 'The items are a sequence a reader follows in order, such as a programme.',
          instead: 'AgendaList, which numbers the parts.',
        },
        {
          when: 'The items are short ideas rather than cards, in running text.',
          instead: 'KeyPoints.',
        },
        {
          when: 'There is only one card.',
          instead: 'The card on its own, inside its PageSection.',
        },
      ],
      content: [
        'Put each card in its own list item, and only cards of one kind in one grid.',
        'Give the list a label that names what is in it (“Reasons to join”, “Founding members”), usually the section’s heading.',
        'Prefer a number of cards that fills the rows (six in three columns, four in two); a short last row is left-aligned.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'No look of its own: cards in even columns, 16 px apart on phones and 24 px from medium screens up, each card stretched to the height of the tallest in its row.',
        },
        { name: 'Tablet', looks: 'Two columns from 600 to 899 px wide, whatever the setting.' },
        { name: 'Phone', looks: 'One column: the cards stack.' },
      ],
      accessibility: {
        keyboard:
          'Nothing of its own to focus; links or buttons in the cards are reached with Tab, row by row.',
        screenReader:
          'A list named by its label, announced with how many items it holds, so a listener knows how many cards there are before reading them.',
        contrast: 'It has no colours of its own: the cards inside set their contrast.',
      },
      status: {
        level: 'Stable',
        note: 'Used on the home, about, community, Founding 20, events, tools and podcast pages.',
      },
    } satisfies Guidance,
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six reasons in two rows of three, as on the community page: check the cards in a row share one height. */
export const ThreeColumns: Story = {
  // Three columns from the medium width up; smaller screens show one or two.
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: onlyAt('desktop') } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Reasons to join' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(columnCount(list)).toBe(3);
  },
};

/** Four reasons in two columns, two rows: check the wider cards and the even gaps. */
export const TwoColumns: Story = {
  tags: ['desktop-only'],
  parameters: { chromatic: { modes: onlyAt('desktop') } },
  args: { columns: 2, children: reasonCards(joinReasons.slice(0, 4)) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Reasons to join' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(columnCount(list)).toBe(2);
  },
};

/** On a phone the cards stack in one column: check the gap between them. */
export const Mobile: Story = {
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByRole('list', { name: 'Reasons to join' }))).toBe(1);
  },
};
