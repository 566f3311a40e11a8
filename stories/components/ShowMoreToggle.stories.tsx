import { onlyAt } from '../../.storybook/modes';
import preview from '../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { focusedOn } from '../../.storybook/states';
import { ShowMoreToggle } from '../../src/components/ShowMoreToggle';
import { libraryHref } from '../promptFixtures';

const meta = preview.meta({
  title: 'Content cards/PromptLibrary/ShowMoreToggle',
  id: 'components-showmoretoggle',
  component: ShowMoreToggle,
  args: {
    expanded: false,
    hidden: 100,
    href: libraryHref({ expanded: true }),
    controls: 'prompt-grid',
    onToggle: fn(),
  },
  parameters: { layout: 'padded', host: 'main-only' },
  // The grid it controls, as in the library (its cards are PromptGrid's stories).
  decorators: [
    (Story) => (
      <>
        <div id="prompt-grid" hidden />
        <Story />
      </>
    ),
  ],
});

/** Six prompts shown of 106: the outlined pill says how many more there are, with a chevron down. */
export const Collapsed = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('link', { name: 'Show More (100 more prompts)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('href', args.href);
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledOnce();
    // Shown at rest, as the library first shows it.
    button.blur();
  },
});

/** Every match shown: ‘Show Less’ with a chevron up. */
export const Expanded = meta.story({
  tags: ['mobile-only'],
  parameters: { chromatic: { modes: onlyAt('mobile') } },
  args: { expanded: true, href: libraryHref({}) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  },
});

/** Reached with the keyboard: the pink focus ring around the pill. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('link', 'Show More (100 more prompts)'),
});
