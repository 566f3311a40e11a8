import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { playbookText } from '../../content/playbook';
import { TryThis } from '../../src/components/TryThis';
import { playbookSection } from './contentFixtures';

const meta = preview.meta({
  title: 'Content cards/TryThis',
  id: 'components-trythis',
  component: TryThis,
  args: { label: playbookText.tryThisLabel, text: playbookSection('what-is-ai').tryThis ?? '' },
  parameters: { layout: 'padded', host: 'main-only' },
});

/** The ‘Try this’ from ‘What is AI?’: check the teal box, the lightbulb, and that the text reads easily at its width. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('note', { name: args.label })).toBeVisible();
  },
});
