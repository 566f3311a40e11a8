import type { Meta, StoryObj } from '@storybook/react-vite';
import { externalLinkProps } from '../../src/ui/externalLink';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { partnersText } from '../../content/partners';
import { ToolTile } from '../../src/components/ToolTile';
import { tool } from './contentFixtures';

const chatgpt = tool('ChatGPT');

const meta = {
  title: 'Content cards/ToolTile',
  id: 'components-tooltile',
  component: ToolTile,
  args: { ...chatgpt, visitLabel: partnersText.visitLabel },
  parameters: {
    layout: 'padded',
    maxWidth: 332,
    host: {
      only: 'main',
      note: 'Shown only on the Tools page (/tools), which the main host serves.',
    },
    guidance: {
      use: [
        'On the Tools page, one tile for each tool the site recommends, in a grid of three.',
        'When the point is to send the visitor to another company’s site, with a reason to go.',
      ],
      avoid: [
        {
          when: 'You are offering one of the site’s own downloads.',
          instead: 'ResourceCard.',
        },
        {
          when: 'You are describing a benefit of the site itself.',
          instead: 'FeatureCard.',
        },
      ],
      content: [
        'Name the tool exactly as its makers write it (‘ChatGPT’, ‘Otter.ai’). The monogram takes the first letters of its first and last words: one letter for a one-word name.',
        'Category: one or two words for the kind of tool (‘Writing’, ‘Notes & knowledge’).',
        'Description: one or two plain sentences, about 100 to 130 characters, on what it does; no claims the tool’s makers would not make.',
        'Best for: the one job we use it for, in a few words (‘Brainstorming and first drafts’).',
        'Link to the tool’s own public site. The button reads ‘Visit’ and the name.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A white card with a 1 px neutral 200 border, 20 px corners and a low shadow. A 48 px pink 50 tile with the monogram in Fredoka, pink 600; beside it the name in Fredoka and the category in small spaced-out pink 700 capitals. The description in neutral 900, ‘Best for:’ in semibold neutral 900 then the job in neutral 600. At the foot, an outlined pink 600 pill ‘Visit ChatGPT’ with a new-tab icon.',
        },
        {
          name: 'Hover',
          looks:
            'The card’s border turns pink 200 and it takes on a soft pink glow. Over the button, its half-strength border turns solid over a faint pink wash.',
        },
        {
          name: 'Focus',
          looks:
            'While the button has focus, the card shows the same pink 200 border and glow as on hover. The button itself gets the focus ring: a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
        { name: 'Two-word name', looks: 'The monogram takes two letters: ‘Notion AI’ gives ‘NA’.' },
      ],
      accessibility: {
        keyboard: 'Tab reaches the Visit button; Enter opens the tool’s site in a new tab.',
        screenReader:
          'The name is a heading (level 3 unless set), then the category, description and ‘Best for:’. The button is a link read as ‘Visit ChatGPT (opens in a new tab)’. The monogram tile is hidden.',
        contrast:
          'Name and description neutral 900 on white 18.04:1; category pink 700 7.59:1; best-for text neutral 600 7.58:1; button label pink 600 5.60:1 (its half-strength border 2.42:1: the label carries it); monogram pink 600 on pink 50 5.11:1. The button’s focus ring, pink 600, is 5.60:1 against the white card.',
      },
      status: { level: 'Stable', note: 'Used on the Tools page for the nine recommended tools.' },
    } satisfies Guidance,
  },
} satisfies Meta<typeof ToolTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** ChatGPT: check the monogram, the name and category, the ‘Best for’ line and the Visit button at the foot. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement);
    await expect(tile.getByRole('heading', { level: 3, name: args.name })).toBeVisible();
    const visit = tile.getByRole('link', { name: `Visit ${args.name} (opens in a new tab)` });
    await expect(visit).toHaveAttribute('href', args.url);
    for (const [name, value] of Object.entries(externalLinkProps))
      await expect(visit).toHaveAttribute(name, value);
  },
};

/** A two-word name: the monogram takes both initials. */
export const TwoWordName: Story = { args: { ...tool('Notion AI'), visitLabel: partnersText.visitLabel } };

/** The pointer over the tile and its button: check the pink 200 border and soft glow on the card. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered() };

/** The Visit button reached with the keyboard: check the card glows and the button shows the pink focus ring. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement, args }) => {
    const visit = within(canvasElement).getByRole('link', {
      name: `Visit ${args.name} (opens in a new tab)`,
    });
    visit.focus();
    await expect(visit).toHaveFocus();
  },
};
