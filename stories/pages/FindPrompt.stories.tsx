import type { DocsFrame } from '../../.storybook/DocsPage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { prompts } from '../../content/prompts';
import { ALL, filterPrompts } from '../../src/prompts/filterPrompts';
import { leftToPageWalk } from '../../.storybook/modes';
import { SitePage } from '../sitePage';

const pathOf = (parameters: { path?: unknown }) => String(parameters.path ?? '/find-prompt');

// /find-prompt in its states, each reached by its own address, inside the site shell.
const meta = {
  title: 'Pages/FindPrompt',
  id: 'pages-findprompt',
  parameters: {
    site: { ownRouter: true },
    host: {
      only: 'main',
      note: "The prompt library is on the main host only: on the community host, the header's Find A Prompt button leads across to it.",
    },
    docs: {
      // A whole page in a frame of its own on the Docs page, so its layout follows the frame's width.
      frame: { height: 900, reason: "a whole page, laid out for the frame's width" } satisfies DocsFrame,
      description: {
        component:
          "The prompt library at /find-prompt, inside the site shell. Under breadcrumbs (Home / Prompt Library / All Prompts), the header band holds the heading 'Curated AI Prompts' and a one-line introduction. Below it: the search box, a row of tag buttons, a count of the matches, the grid of prompt cards (six at first, one to five columns by screen width) with Show More / Show Less, or the empty state when nothing matches. Every view has its own address, so a search or tag can be shared as a link; each story opens one of them.",
      },
    },
    guidance: {
      use: [
        "The site's one place for browsing prompts: elsewhere, link to it (the header's Find A Prompt button, the home page) rather than repeating it.",
        'The model for a page that lets visitors narrow a long list by typing and by one tag at a time, with an address for every view.',
        "Linking to one prompt: /find-prompt?prompt=12 shows that prompt first, highlighted, with the tab's title naming it.",
      ],
      avoid: [
        {
          when: 'Showing a few chosen prompts on another page.',
          instead: 'PromptCard in a PromptGrid, with a link to the library for the rest.',
        },
        {
          when: 'Browsing other kinds of content (events, episodes, resources).',
          instead:
            "Their own pages (the events list, Podcast, Resources): the library's search and tags are for prompts.",
        },
      ],
      content: [
        "Fixed words from the specification: breadcrumbs 'Home', 'Prompt Library', 'All Prompts', heading 'Curated AI Prompts', search placeholder 'Search prompts...', toggle 'Show More (N more prompts)' / 'Show Less', empty state 'No prompts found', 'Try adjusting your search, category, or tag filter' and 'Clear filters'.",
        'Six cards at first; Show More appears only when more than six prompts match, and then shows them all.',
        'Ten tag buttons, in this order: All, Content Creation, Business Strategy, Innovation, Entrepreneurship, Learning, Email Marketing, UX Research, Personal Branding, LinkedIn.',
        'Each of the 106 prompts has a title that says what it produces, a description that says when to use it, one category, one to three tags, and a prompt of 40–200 words that sets a role, gives context, asks for a concrete output and its format, and says what to avoid; blanks are in square brackets ([topic]) or a run of underscores.',
        "Search looks in titles, descriptions and tags, not in the prompt's own text: write titles and descriptions with the words people search for.",
      ],
      states: [
        {
          name: 'Default',
          looks:
            "Search box empty, the All tag filled, 'Showing 6 of 106 prompts', six cards and an outlined 'Show More (100 more prompts)' button.",
        },
        { name: 'Searched', looks: 'The search box keeps the words; the count and cards follow them.' },
        {
          name: 'Tag chosen',
          looks: 'The chosen tag is filled pink 600 with white text; the others stay outlined in pink 600.',
        },
        { name: 'Expanded', looks: "Every match shows, and the button reads 'Show Less'." },
        {
          name: 'Nothing found',
          looks:
            "PromptEmptyState in place of the cards, with 'No prompts match' above; Clear filters brings back every prompt and puts the cursor in the search box.",
        },
        {
          name: 'Linked prompt',
          looks:
            'The linked prompt comes first, highlighted. A link to a prompt the library does not have shows a short note on a pale pink (pink 50) panel above the count.',
        },
        {
          name: 'Before the page has started',
          looks:
            'It looks the same: tags and Show More are ordinary links and the search box is a form, so they work before the page has finished loading, and with JavaScript off.',
        },
      ],
      accessibility: {
        keyboard:
          "Tab order: skip link, header, breadcrumbs, the search box, each tag, each card's controls, then Show More. Pressing / anywhere outside a text field jumps to the search box; Enter in the box puts the search into the address. Tags and Show More are links: Enter follows them.",
        screenReader:
          "One level 1 heading, 'Curated AI Prompts'. The search box is named 'Search prompts'. The tags are a group named 'Filter by tag', the chosen one marked as current. The count ('Showing 6 of 106 prompts') is a status region, read out whenever the matches change. Show More says whether the list is expanded.",
        contrast:
          'Heading neutral 900 on the header band at least 16.46:1; intro neutral 600 at least 6.92:1. Count neutral 600 on white 7.58:1. Chosen tag white on pink 600 5.60:1; other tags and Show More pink 600 on white 5.60:1.',
      },
      status: {
        level: 'Stable',
        note: "The prompt library at /find-prompt on the main host; its words and filtering follow the specification's prompt library section.",
      },
      engineering: [
        'Each view is an address: q (search), tag (the tag as a slug, e.g. email-marketing), more=1 (expanded) and prompt (a linked prompt). Stories set it with parameters.path.',
        'Default is tagged `route`: the page walk (tests/e2e/pageWalk.spec.ts) screenshots /find-prompt itself, so the story screenshots leave it out.',
        "The view lives in the address (useLibraryState). The library is the page's island (src/islands/PromptLibraryIsland.tsx): on the site only it is hydrated, and a keystroke re-renders only it.",
      ],
    } satisfies Guidance,
  },
  render: (_args, { parameters }) => <SitePage kind="main" path={pathOf(parameters)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (search: string, tag = ALL) => filterPrompts(prompts, { search, category: ALL, tag }).length;
const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');

/** /find-prompt as a first visit sees it: six of the 106 prompts and Show More; judge the header band, search and tag row together. */
export const Default: Story = {
  // /find-prompt itself, which the page walk (tests/e2e/pageWalk.spec.ts) screenshots.
  tags: ['route'],
  parameters: { chromatic: leftToPageWalk },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Curated AI Prompts' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(6);
  },
};

/** Searched for 'linkedin' (?q=linkedin): the search box keeps the words, and the count and cards follow them. */
export const Searched: Story = {
  parameters: { path: '/find-prompt?q=linkedin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('linkedin');
    await expect(cards(canvasElement)).toHaveLength(Math.min(6, count('linkedin')));
  },
};

/** The Email Marketing tag chosen (?tag=email-marketing): its button is filled and marked current; judge it against the outlined others. */
export const TagChosen: Story = {
  parameters: { path: '/find-prompt?tag=email-marketing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Email Marketing' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Personal Branding with every match shown (&more=1): the cards past the first six, and the button reading Show Less. */
export const Expanded: Story = {
  parameters: { path: '/find-prompt?tag=personal-branding&more=1' },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(count('', 'Personal Branding'));
  },
};

/** A search and tag that match nothing: the empty state in place of the cards; the play presses Clear filters and checks the library comes back. */
export const NothingFound: Story = {
  parameters: { path: '/find-prompt?q=quantum%20origami&tag=linkedin' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(6));
    await waitFor(() => expect(page.getByRole('searchbox')).toHaveFocus());
    await expect(page.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  },
};
