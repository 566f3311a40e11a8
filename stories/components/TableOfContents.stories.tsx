import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playbook, playbookText } from '../../content/playbook';
import type { Guidance } from '../../.storybook/guidance';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { TableOfContents } from '../../src/components/TableOfContents';

const meta = {
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
  parameters: {
    layout: 'padded',
    maxWidth: 712,
    host: { only: 'main', note: 'It is on the AI Playbook, a page of the main host only.' },
    guidance: {
      use: [
        'At the top of a long page with several sections, under its heading, so a reader can see what is coming and jump to a part.',
        'When each section has its own heading and an id to link to, as the AI Playbook does.',
      ],
      avoid: [
        { when: 'A page with two or three short sections.', instead: 'Nothing: the headings are enough.' },
        { when: 'Leading to pages elsewhere on the site.', instead: 'Header, Footer or Breadcrumbs.' },
        { when: 'One call to action that leads down the page, such as a form.', instead: 'ScrollToButton.' },
      ],
      content: [
        "The heading is one word: 'Contents'.",
        "Each entry reads exactly as its section's heading, in the same sentence case: 'What is AI?', 'How AI learns'.",
        'List the sections in the order they appear on the page; the numbers follow that order.',
        'Short entries: each should fit on one line of its column.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A pink 50 box with a 1 px pink 200 border and 48 px rounded corners. The heading in neutral 900, display face; below it numbered links in pink 700, medium weight, with semibold pink 600 numbers; two columns from 600 px wide, one below.',
        },
        { name: 'Hover', looks: 'The link is underlined, offset below the words.' },
        { name: 'Focus', looks: 'A 3 px solid pink 600 outline, 2 px off the link, with rounded corners.' },
        {
          name: 'Short list',
          looks: 'Few entries still split into two columns, the first column holding the extra one.',
        },
        {
          name: 'Long entry',
          looks: 'An entry that does not fit wraps within its column; an entry never splits across columns.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches each link in turn; Enter jumps to the section, its heading clear of the sticky header, and the next Tab continues from there.',
        screenReader:
          "A navigation landmark named by its heading, 'Contents', with an h2 heading and an ordered list: 'list, 9 items', each a link.",
        contrast:
          'On pink 50: the heading, neutral 900, 16.46:1; links, pink 700, 6.93:1; numbers, pink 600, 5.11:1. The pink 600 focus outline is 5.11:1. The pink 200 border is decorative (1.51:1 on white).',
      },
      status: { level: 'Stable', note: 'On the AI Playbook, with nine entries. No other page uses it yet.' },
      engineering: [
        "The links are plain #id anchors: they work without scripts. The page's scroll-padding-top (88 px, in the theme's CssBaseline) keeps the target clear of the sticky header.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The AI Playbook's contents, nine entries in two columns: judge the box, the numbers and the links. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: args.heading });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(args.items.map((i) => `#${i.id}`));
  },
};

/** A short page, three sections: judge how few entries sit in the two columns. */
export const Short: Story = {
  args: {
    items: [
      { id: 'what-is-ai', label: 'What is AI?' },
      { id: 'how-ai-learns', label: 'How AI learns' },
      { id: 'author', label: 'About the author' },
    ],
  },
};

/** The pointer over the first entry: judge the underline. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('li:first-child a') };

/** The first entry reached with the keyboard: judge the pink 600 outline on the pink 50 box. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('li:first-child a') };
