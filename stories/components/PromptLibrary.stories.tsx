import Container from '@mui/material/Container';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Guidance } from '../../.storybook/guidance';
import { desktopState, hovered } from '../../.storybook/states';
import { assistants } from '../../content/assistants';
import { prompts } from '../../content/prompts';
import { PromptLibrary } from '../../src/components/PromptLibrary';
import { ALL, filterPrompts } from '../../src/prompts/filterPrompts';
import { acceptingClipboard, libraryHref, tagButtons, toGridItem } from '../promptFixtures';

interface Start {
  /** What is typed in the search box when the story opens, e.g. 'email'. */
  search?: string;
  /** The tag chosen when the story opens, e.g. 'linkedin'; all tags unless given. */
  tag?: string;
  /** Whether every match is shown (after Show More) rather than the first page of them. */
  expanded?: boolean;
  /** The short note above the matches (a link to a prompt the library does not have). */
  note?: string;
}

/** The library with its state held here, filtering the real prompts by the real rule. */
function Library({
  search: startSearch = '',
  tag: startTag = ALL,
  expanded: startExpanded = false,
  note,
}: Start) {
  const [search, setSearch] = useState(startSearch);
  const [tag, setTag] = useState(startTag);
  const [expanded, setExpanded] = useState(startExpanded);
  const matches = useMemo(
    () => filterPrompts(prompts, { search, category: ALL, tag }).map(toGridItem),
    [search, tag],
  );
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <PromptLibrary
        search={search}
        onSearchChange={setSearch}
        tags={tagButtons}
        selectedTag={tag}
        onTagSelect={setTag}
        matches={matches}
        expanded={expanded}
        onToggleExpanded={() => setExpanded((e) => !e)}
        onClearFilters={() => {
          setSearch('');
          setTag(ALL);
        }}
        hrefFor={(change) => libraryHref({ search, tag, expanded, ...change })}
        note={note}
        assistants={assistants}
        writeClipboard={acceptingClipboard}
      />
    </Container>
  );
}

const meta = {
  title: 'Content cards/PromptLibrary',
  id: 'components-promptlibrary',
  // The Docs page describes PromptLibrary itself (its description and props); each story renders it
  // through Library, which holds the state and takes where the story starts as its args.
  component: PromptLibrary as unknown as typeof Library,
  render: (args) => <Library {...args} />,
  argTypes: {
    tag: { description: "The tag chosen when the story opens, e.g. 'linkedin'; all tags unless given." },
  },
  parameters: {
    host: {
      only: 'main',
      note: 'The prompt library is the Find A Prompt page (/find-prompt), which only the main host serves; the community host links across to it.',
    },
    guidance: {
      use: [
        'On Find A Prompt (/find-prompt), as the whole library: the one place visitors search, filter by tag and copy the 106 prompts.',
        'When a shared link names a prompt: the page puts that card first, highlighted, and passes a note when the library does not have it.',
      ],
      avoid: [
        {
          when: 'You are showing a few chosen prompts on another page, with no search or tags.',
          instead: 'PromptGrid, or a single PromptCard.',
        },
        {
          when: 'You want to send visitors to the prompts from another page.',
          instead: 'A button to Find A Prompt, as the home page’s ‘Find A Prompt’ button does.',
        },
      ],
      content: [
        'Use the spec’s words as they are: the placeholder ‘Search prompts...’, the tag buttons ‘All’ then the nine tags, and the toggle ‘Show More (N more prompts)’ / ‘Show Less’.',
        'The count above the grid says what is shown: ‘Showing 6 of 106 prompts’, ‘Showing all 12 prompts’, ‘Showing 1 prompt’ or ‘No prompts match’.',
        'Six cards at first; the toggle appears only when more than six prompts match.',
        'When nothing matches: ‘No prompts found’, ‘Try adjusting your search, category, or tag filter’ and a ‘Clear filters’ button (PromptEmptyState).',
        'A note is one or two plain sentences: what happened and what to do next (‘The link was to prompt 999, which isn’t in the library: it may have been removed. Browse the prompts below instead.’).',
      ],
      states: [
        {
          name: 'Default',
          looks:
            'A full-width search box (40rem wide at most from 900 px) with a magnifier and, from 900 px, a ‘/’ key hint. Under it a row of pill-shaped tag buttons: the chosen one solid pink 600 with white text, the others outlined in pink 600. Then the count in neutral 600, six cards, and a large outlined ‘Show More’ pill with a down arrow, centred.',
        },
        {
          name: 'Searched or tag chosen',
          looks:
            'The count and the grid change as the visitor types or picks a tag; the chosen tag is filled. The search leaves the tag as it is.',
        },
        {
          name: 'Expanded',
          looks:
            'Every match shows and the toggle reads ‘Show Less’ with an up arrow. After Show Less the page scrolls to keep the button in view.',
        },
        {
          name: 'Empty',
          looks:
            'The grid and the toggle give way to the empty state: a neutral 50 box with a dashed neutral 200 border, a pink 600 icon, ‘No prompts found’, the hint in neutral 600 and a solid pink ‘Clear filters’ button.',
        },
        {
          name: 'With a note',
          looks:
            'A pale pink band (pink 50, 12 px corners) with the note in neutral 900, just above the count.',
        },
        {
          name: 'Hover',
          looks:
            'Outlined tag buttons and Show More: their half-strength pink 600 border turns solid, over a faint pink wash. The search box’s border darkens to neutral 900.',
        },
        {
          name: 'Focus',
          looks:
            'The search box: a 2 px pink 600 border. The tag buttons and Show More: the focus ring, a 2 px white gap, then a 3 px solid pink 600 ring around the pill.',
        },
      ],
      accessibility: {
        keyboard:
          'Pressing / anywhere outside a text field moves the cursor to the search box and selects what is in it. Enter in the box puts the search in the address. Tab then moves through the tag buttons, each card’s controls and Show More; Enter on a tag or on Show More applies it in place. After Clear filters, the cursor goes to the search box.',
        screenReader:
          'The search is a search landmark with a box named ‘Search prompts’ (shortcut /). The tags are a group, ‘Filter by tag’, of links; the chosen one is marked current. The count is a status line, read out whenever the matches change. Show More is a link that says collapsed or expanded and controls the grid. Each card is read as PromptCard describes.',
        contrast:
          'Count neutral 600 on white 7.58:1. Note neutral 900 on pink 50 16.46:1. Tag and Show More labels pink 600 on white 5.60:1; the chosen tag white on pink 600 5.60:1; outlined borders 2.42:1 (the labels carry them). Search text neutral 900 on white 18.04:1; its placeholder and resting border, neutral 500, 4.80:1. The buttons’ focus ring, pink 600, is 5.60:1 against white.',
      },
      status: {
        level: 'Stable',
        note: 'Used once, on Find A Prompt (/find-prompt), for all 106 prompts. Search, tags, Show More and the empty state follow the spec.',
      },
      engineering: [
        'Everything it shows comes in through props, so the page decides where the state lives (useLibraryState keeps it in the address).',
        'Tags and Show More / Show Less are links to the view they show (hrefFor), so they work before the app has started, with JavaScript off and in a new tab; the app handles a plain click in place.',
        'The search is a GET form: before the app starts, Enter leads to ?q=… and keepOnSearch carries the other parts of the view as hidden fields.',
        'The category filter the spec describes has no control on the page; the page passes it through to the filtering only.',
      ],
    } satisfies Guidance,
  },
} satisfies Meta<typeof Library>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
const expectedFor = (search: string, tag = ALL) =>
  filterPrompts(prompts, { search, category: ALL, tag }).length;

/** The library as it opens: check the search, the ten tags, the count, six cards and the Show More button under them. */
export const FirstSix: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(cards(canvasElement)).toHaveLength(6);
    await expect(view.getByText(`Showing 6 of ${prompts.length} prompts`)).toHaveAttribute('role', 'status');
    await expect(
      view.getByRole('link', { name: `Show More (${prompts.length - 6} more prompts)` }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Show More, then Show Less: check every prompt appears, then the grid goes back to six. */
export const ShowMoreAndLess: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.click(view.getByRole('link', { name: /^Show More/ }));
    await expect(cards(canvasElement)).toHaveLength(prompts.length);
    await userEvent.click(view.getByRole('link', { name: 'Show Less' }));
    await expect(cards(canvasElement)).toHaveLength(6);
  },
};

/** ‘email’ typed in the search: check the count and the cards follow it. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.type(view.getByRole('searchbox'), 'email');
    const expected = expectedFor('email');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(Math.min(6, expected)));
    await expect(view.getByText(/^Showing/)).toHaveTextContent(String(expected));
  },
};

/** The UX Research tag chosen: check that button is filled and the rest stay outlined. */
export const TagChosen: Story = { args: { tag: 'UX Research' } };

/** A search and a tag together, every match shown: check only prompts matching both remain. */
export const SearchAndTag: Story = {
  args: { search: 'plan', tag: 'Business Strategy', expanded: true },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(expectedFor('plan', 'Business Strategy'));
  },
};

/** The LinkedIn tag with every match shown: check the toggle reads ‘Show Less’ with an up arrow. */
export const Expanded: Story = { args: { tag: 'LinkedIn', expanded: true } };

/** A search that matches nothing: check the empty state, with no toggle, and that Clear filters brings the prompts back. */
export const NothingFound: Story = {
  args: { search: 'underwater basket weaving' },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await expect(view.queryByRole('button', { name: /^Show/ })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Clear filters' }));
    await expect(cards(canvasElement)).toHaveLength(6);
    await expect(view.getByRole('searchbox')).toHaveValue('');
  },
};

/** A link to a prompt the library does not have: the library, with a short note above it. */
export const UnknownPromptLink: Story = {
  args: {
    note: 'The link was to prompt 999, which isn’t in the library: it may have been removed. Browse the prompts below instead.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The link was to prompt 999/)).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(6);
  },
};

/** The pointer over Show More: check its border turns solid pink over a faint pink wash. */
export const Hover: Story = { tags: ['desktop-only'], ...hovered('a[aria-expanded]') };

/** Show More reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible: Story = {
  tags: ['desktop-only'],
  ...desktopState,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('link', { name: /^Show More/ });
    toggle.focus();
    await expect(toggle).toHaveFocus();
  },
};
