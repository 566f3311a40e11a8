import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { hovered, keyboardFocused } from '../../.storybook/states';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  id: 'components-breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Prompt Library', href: '/find-prompt' },
      { label: 'All Prompts' },
    ],
  },
  parameters: {
    layout: 'padded',
    host: 'same',
    guidance: {
      use: [
        'Above the heading of a page that sits two or more levels down, to show the way back up: the prompt library, the events list and each event page.',
        "In PageHeader's space above the heading, with a BackLink above it where the page has one.",
      ],
      avoid: [
        { when: 'The page is one level down and there is only one way back.', instead: 'BackLink.' },
        { when: 'A top-level page reached from the main menu.', instead: 'Nothing: the Header leads there.' },
        { when: 'Listing the sections within one page.', instead: 'TableOfContents.' },
      ],
      content: [
        "Each crumb is the page's name as its heading or menu item reads, in Title Case: 'Home', 'Prompt Library', 'Events'.",
        "Start at the top of the trail the visitor can use: 'Home' on the prompt library, 'Community' on the community's pages.",
        "The last crumb is the page the visitor is on, with no link: 'All Prompts', or the event's title.",
        'One crumb for each level the page really sits under: never skip a level, nor add one that is not a page.',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'Links in pink 700, medium weight; slashes between them in neutral 600; the current page last, in neutral 900, semibold. All 14 px.',
        },
        { name: 'Hover', looks: 'The link is underlined, offset below the words.' },
        { name: 'Focus', looks: 'A 3 px solid pink 600 outline, 2 px off the link, with rounded corners.' },
        {
          name: 'Long trail',
          looks:
            'A trail that does not fit wraps onto a second line. Over eight crumbs, the middle ones fold behind a "…" button that shows them; the site has none so long.',
        },
      ],
      accessibility: {
        keyboard:
          'Tab reaches each link in turn; Enter follows it. The current page is not a link and takes no focus.',
        screenReader:
          "A navigation landmark named 'Breadcrumb' holding an ordered list of links; the slashes are hidden. The last crumb is announced as the current page.",
        contrast:
          'On white: links, pink 700, 7.59:1; the current page, neutral 900, 18.04:1; slashes, neutral 600, 7.58:1. On the pink 50 top of a PageHeader: 6.93:1, 16.46:1 and 6.92:1. The pink 600 focus outline is 5.60:1 on white and 5.11:1 on pink 50.',
      },
      status: {
        level: 'Stable',
        note: 'On the prompt library (Home › Prompt Library › All Prompts), the events list and every event page, on both hosts.',
      },
      engineering: [
        "MUI's Breadcrumbs with its defaults: the '/' separator, and collapsing past maxItems (8).",
        "The pages build the trail for the host: the community's links go to /community and /events on the community host, and to /women-love-ai/… on the main host.",
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The prompt library's trail, Home › Prompt Library › All Prompts: judge the two links, the slashes and the
 * bold current page.
 */
export const PromptLibrary: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Prompt Library']);
    await expect(within(nav).getByText('All Prompts')).toHaveAttribute('aria-current', 'page');
  },
};

/** A short trail, Home › Resources: one link and the current page. */
export const TwoLevels: Story = { args: { items: [{ label: 'Home', href: '/' }, { label: 'Resources' }] } };

/** The pointer over the Home link: judge the underline. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a[href="/"]') };

/** The Home link reached with the keyboard: judge the pink 600 outline. */
export const FocusVisible: Story = { tags: ['desktop-only'], ...keyboardFocused('a[href="/"]') };
