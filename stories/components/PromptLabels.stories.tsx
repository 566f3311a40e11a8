import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { PromptLabels } from '../../src/components/PromptLabels';

const meta = preview.meta({
  title: 'Content cards/PromptCard/PromptLabels',
  id: 'components-promptlabels',
  component: PromptLabels,
  args: { category: 'Marketing' },
  parameters: { layout: 'padded', maxWidth: 312, host: 'main-only' },
});

/** The category alone, link pink on the brand tint. */
export const Category = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Marketing')).toBeVisible();
    await expect(canvas.queryByText('From your link')).toBeNull();
  },
});

/** The prompt a shared link opened: ‘From your link’ in white on pink, beside the longest category name. */
export const FromYourLink = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { category: 'Personal Development', fromLink: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From your link')).toBeVisible();
  },
});
