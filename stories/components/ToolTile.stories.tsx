import preview from '../../.storybook/preview';
import { externalLinkProps } from '../../src/ui/externalLink';
import { expect } from 'storybook/test';
import { focusedOn, hovered } from '../../.storybook/states';
import { partnersText } from '../../content/partners';
import { ToolTile } from '../../src/components/ToolTile';
import { tool } from './contentFixtures';

const chatgpt = tool('ChatGPT');

const meta = preview.meta({
  title: 'Content cards/ToolTile',
  id: 'components-tooltile',
  component: ToolTile,
  args: { ...chatgpt, visitLabel: partnersText.visitLabel },
  parameters: { layout: 'padded', maxWidth: 332, host: 'main-only' },
});

/** ChatGPT: check the monogram, the name and category, the ‘Best for’ line and the Visit button at the foot. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: args.name })).toBeVisible();
    const visit = canvas.getByRole('link', { name: `Visit ${args.name} (opens in a new tab)` });
    await expect(visit).toHaveAttribute('href', args.url);
    for (const [name, value] of Object.entries(externalLinkProps))
      await expect(visit).toHaveAttribute(name, value);
  },
});

/** A two-word name: the monogram takes both initials. */
export const TwoWordName = meta.story({
  args: { ...tool('Notion AI'), visitLabel: partnersText.visitLabel },
});

/** The pointer over the tile and its button: check the pink 200 border and soft glow on the card. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered() });

/** The Visit button reached with the keyboard: check the card glows and the button shows the pink focus ring. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('link', `Visit ${chatgpt.name} (opens in a new tab)`),
});
