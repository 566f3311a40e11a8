import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { focusedOn } from '../../.storybook/states';
import { BlankProgress } from '../../src/components/BlankProgress';

const meta = preview.meta({
  title: 'Content cards/PromptCard/BlankProgress',
  id: 'components-blankprogress',
  component: BlankProgress,
  args: { progress: { filled: 0, total: 3 }, onClear: fn() },
  parameters: { layout: 'padded', maxWidth: 312, host: 'main-only' },
});

/** No blank filled yet: how many there are to fill in, in grey, and no Clear. */
export const ToFillIn = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 blanks to fill in')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear blanks' })).toBeNull();
  },
});

/** A prompt with one blank says so in the singular. */
export const OneBlank = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { progress: { filled: 0, total: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 blank to fill in')).toBeVisible();
  },
});

/** Two of three filled: the count, and a small pink Clear button that empties them all. */
export const PartlyFilled = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { progress: { filled: 2, total: 3 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 of 3 blanks filled')).toBeVisible();
    const clear = canvas.getByRole('button', { name: 'Clear blanks' });
    await userEvent.click(clear);
    await expect(args.onClear).toHaveBeenCalledOnce();
    // Shown at rest: the card moves focus to the first blank after a clear.
    clear.blur();
  },
});

/** Clear reached with the keyboard: check the pink focus ring around it. */
export const ClearFocusVisible = meta.story({
  tags: ['desktop-only'],
  args: { progress: { filled: 2, total: 3 } },
  ...focusedOn('button', 'Clear blanks'),
});
