import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { focusedOn } from '../../.storybook/states';
import { assistants } from '../../content/assistants';
import { PromptActions } from '../../src/components/PromptActions';
import { firstOf, libraryHref } from '../promptFixtures';

const prompt = firstOf('Marketing');
/**
 * Copy prompt's name as Testing Library computes it where the row is wide: it joins the button's two
 * inline parts without the space the browser's own name keeps (‘Copy prompt’, as a screen reader hears).
 */
const copyPrompt = /^Copy ?prompt$/;

const meta = preview.meta({
  title: 'Content cards/PromptCard/PromptActions',
  id: 'components-promptactions',
  component: PromptActions,
  args: {
    titleId: 'prompt-title',
    prompt: prompt.prompt,
    copyFrom: 'prompt-text',
    onCopy: fn(),
    link: libraryHref({ prompt: String(prompt.id) }),
    onCopyLink: fn(),
    assistants,
    onPaste: fn(),
  },
  // 392 px: the widest a card's action row gets in the library's grid.
  parameters: { layout: 'padded', maxWidth: 392, host: 'main-only' },
  render: (args) => (
    <>
      <h2 id="prompt-title" hidden>
        {prompt.title}
      </h2>
      <PromptActions {...args} />
    </>
  ),
});

/** The three actions on one line: the link icon, ‘Open in’ and an outlined ‘Copy prompt’ pushed to the end. */
export const AllActions = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas, args }) => {
    const copy = canvas.getByRole('button', { name: copyPrompt });
    await expect(copy).toHaveAccessibleDescription(prompt.title);
    await userEvent.click(copy);
    await expect(args.onCopy).toHaveBeenCalledOnce();
    const link = canvas.getByRole('button', { name: 'Copy link' });
    await userEvent.click(link);
    await expect(args.onCopyLink).toHaveBeenCalledOnce();
    // Shown at rest, as the row first appears.
    link.blur();
  },
});

/** Under 19.5rem: ‘Open in’ shows its icon alone and ‘Copy prompt’ reads ‘Copy’; their full names stay. */
export const Narrow = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') }, maxWidth: 280 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy prompt' })).toBeVisible();
    // The word is kept for screen readers, out of sight: taken out of the flow and clipped to nothing.
    await expect(getComputedStyle(canvas.getByText('prompt')).position).toBe('absolute');
  },
});

/** Just after a copy: Copy prompt is solid pink with a tick, and the link icon is a tick too. */
export const Copied = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { copied: true, linkCopied: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Link copied' })).toBeVisible();
  },
});

/** With no link and no assistants, Copy prompt stands alone at the end of the line. */
export const CopyOnly = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { link: undefined, assistants: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
});

/** Copy prompt reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('button', copyPrompt),
});
