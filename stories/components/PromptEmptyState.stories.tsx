import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { hovered, tabbedTo } from '../../.storybook/states';
import { PromptEmptyState } from '../../src/components/PromptEmptyState';

const meta = preview.meta({
  title: 'Feedback/PromptEmptyState',
  id: 'components-promptemptystate',
  component: PromptEmptyState,
  args: { onClearFilters: fn() },
  parameters: { layout: 'padded', maxWidth: 672, host: 'main-only' },
});

/** The empty state as the library shows it: judge the dashed box, the wording and the button; the play presses Clear filters. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search, category, or tag filter')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
});

/** The pointer over Clear filters: the button darkens to pink 800 with a stronger glow. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('button') });

/** Clear filters reached with the keyboard: judge the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...tabbedTo('button', 'Clear filters'),
});
