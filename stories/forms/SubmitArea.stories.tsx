import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { forms } from '../../src/forms/forms';
import { SubmitArea } from '../../src/forms/SubmitArea';
import { sentBeforeTheApp } from './formStates';

const { copy } = forms.retreatApplication;

const meta = preview.meta({
  title: 'Forms and inputs/Forms/SubmitArea',
  id: 'forms-submitarea',
  component: SubmitArea,
  args: { copy },
  parameters: { layout: 'padded', maxWidth: 640, host: 'same' },
});

/** Ready: the large pink button, then what is kept and why, in grey. */
export const Ready = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: copy.submitLabel })).toBeEnabled();
    await expect(canvas.getByText(copy.privacy)).toBeVisible();
    await expect(canvas.getByText(copy.waiting)).not.toBeVisible();
  },
});

/** Sending: the button says so and cannot be pressed twice. */
export const Sending = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: copy.submittingLabel })).toBeDisabled();
  },
});

/** Sent before the page’s app started: a semibold line under the button says the answers go as soon as it has. */
export const HeldUntilReady = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  decorators: [sentBeforeTheApp],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.waiting)).toBeVisible();
  },
});
