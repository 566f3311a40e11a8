import preview from '../../.storybook/preview';
import { expect, within } from 'storybook/test';
import { playbook, playbookText } from '../../content/playbook';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { TableOfContents } from '../../src/components/TableOfContents';

const meta = preview.meta({
  title: 'Navigation/TableOfContents',
  id: 'components-tableofcontents',
  component: TableOfContents,
  args: {
    heading: playbookText.contentsHeading,
    items: [
      { id: 'glossary', label: playbook.glossary.heading },
      ...playbook.sections.map((s) => ({ id: s.id, label: s.heading })),
      { id: 'author', label: playbook.author.heading },
    ],
  },
  parameters: { layout: 'padded', maxWidth: 712, host: 'main-only' },
});

/** The AI Playbook's contents, nine entries in two columns: judge the box, the numbers and the links. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: args.heading });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(args.items.map((i) => `#${i.id}`));
  },
});

/** A short page, three sections: judge how few entries sit in the two columns. */
export const Short = meta.story({
  args: {
    items: [
      { id: 'what-is-ai', label: 'What is AI?' },
      { id: 'how-ai-learns', label: 'How AI learns' },
      { id: 'author', label: 'About the author' },
    ],
  },
});

/** The pointer over the first entry: judge the underline. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('li:first-child a') });

/** The first entry reached with the keyboard: judge the pink 600 outline on the pink 50 box. */
export const FocusVisible = meta.story({ tags: ['desktop-only'], ...keyboardFocused('li:first-child a') });
