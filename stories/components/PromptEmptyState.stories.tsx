import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { PromptEmptyState } from '../../src/components/PromptEmptyState';

const meta = {
  title: 'Feedback/PromptEmptyState',
  id: 'components-promptemptystate',
  component: PromptEmptyState,
  args: { onClearFilters: fn() },
  parameters: {
    layout: 'padded',
    maxWidth: 672,
    host: {
      only: 'main',
      note: 'It appears only in the prompt library at /find-prompt, which only the main host has.',
    },
    guidance: {
      use: [
        'In place of the prompt cards when the search and tag leave no prompt to show.',
        'Only inside the prompt library: PromptLibrary shows it for you when there are no matches.',
      ],
      avoid: [
        {
          when: 'Some prompts match, just fewer than the visitor hoped.',
          instead: "Nothing: the count above the cards ('Showing 3 prompts') says so.",
        },
        {
          when: 'Something failed, rather than nothing matching.',
          instead: 'A Notice (error) for a failed action, or ErrorScreen for a page that could not be shown.',
        },
        {
          when: 'An empty list elsewhere on the site (events, episodes).',
          instead: "A sentence in that section: this one's words and button are about the library's filters.",
        },
      ],
      content: [
        "The words are the specification's, kept exactly: heading 'No prompts found', hint 'Try adjusting your search, category, or tag filter', button 'Clear filters'.",
        "The hint names 'category' because the specification does, although the library has no category control today.",
        'One action only, Clear filters: no links to other pages here.',
        'The icon (a magnifier struck through) is decoration: it adds no meaning of its own.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A box with a dashed neutral 200 border and 36 px corners on the subtle surface (neutral 50), everything centred: a 48 px pink 600 icon, the heading in neutral 900, the hint in neutral 600, and a filled pink 600 pill button with white text and a soft pink glow.',
        },
        { name: 'Hover', looks: 'The button turns pink 800 and its glow grows stronger.' },
        {
          name: 'Keyboard focus',
          looks:
            'The button’s soft glow gives way to the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
        {
          name: 'Pressed',
          looks:
            'A ripple spreads from the pointer; then the empty state gives way to the first six prompts.',
        },
        {
          name: 'On phones',
          looks: '48 px of space above and below the content, 64 px from tablet width up.',
        },
      ],
      accessibility: {
        keyboard:
          "One stop: Tab reaches 'Clear filters'; Enter or Space presses it. Focus then moves to the search box, as the button goes away with the empty state.",
        screenReader:
          "'No prompts found' is a level 2 heading, followed by the hint and the button 'Clear filters'. The icon is hidden. The library's count above it, a status region, reads 'No prompts match' when the results change.",
        contrast:
          'Heading neutral 900 on neutral 50: 17.10:1. Hint neutral 600 on neutral 50: 7.18:1. Button text white on pink 600: 5.60:1 (10.33:1 on pink 800 when hovered). Icon pink 600 on neutral 50: 5.31:1. The dashed border is decoration (1.22:1). The focus ring, pink 600, is 5.31:1 on neutral 50.',
      },
      status: {
        level: 'Stable',
        note: 'Shown in the prompt library at /find-prompt whenever nothing matches; its words are fixed by the specification.',
      },
      engineering: [
        'PromptLibrary passes onClearFilters: it resets search, category and tag, then moves focus to the search box.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof PromptEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty state as the library shows it: judge the dashed box, the wording and the button; the play presses Clear filters. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await expect(view.getByText('Try adjusting your search, category, or tag filter')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

/** The pointer over Clear filters: the button darkens to pink 800 with a stronger glow. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('button') };

/** Clear filters reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toHaveFocus();
  },
};
