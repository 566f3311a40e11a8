import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { forms } from '../../src/forms/forms';
import { FormOutcome } from '../../src/forms/FormOutcome';

const { copy } = forms.retreatApplication;

const meta = preview.meta({
  title: 'Forms and inputs/Forms/FormOutcome',
  id: 'forms-formoutcome',
  component: FormOutcome,
  args: { phase: 'succeeded', title: copy.successInline },
  parameters: { layout: 'padded', maxWidth: 640, host: 'same' },
});

/** Sent and cleared: a green note with a tick, the form's own words. */
export const Succeeded = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(args.title ?? '');
  },
});

/** Not sent: a red note; the answers stay in the form to try again. */
export const Failed = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: {
    phase: 'failed',
    title: copy.failure.title,
    ...(copy.failure.description && { description: copy.failure.description }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveAttribute('data-outcome', 'failed');
  },
});

/** Already received from this address: a blue note, its title in bold over a sentence that says there is nothing more to do. */
export const Duplicate = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: {
    phase: 'duplicate',
    title: copy.duplicate.title,
    ...(copy.duplicate.description && { description: copy.duplicate.description }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(args.description ?? '');
  },
});
