import Container from '@mui/material/Container';
import preview from '../../.storybook/preview';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { focusedOn, hovered } from '../../.storybook/states';
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

const meta = preview.meta({
  title: 'Content cards/PromptLibrary',
  id: 'components-promptlibrary',
  // The Docs page describes PromptLibrary itself (its description and props); each story renders it
  // through Library, which holds the state and takes where the story starts as its args.
  component: PromptLibrary as unknown as typeof Library,
  render: (args) => <Library {...args} />,
  argTypes: {
    tag: { description: "The tag chosen when the story opens, e.g. 'linkedin'; all tags unless given." },
  },
  parameters: { host: 'main-only' },
});

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
const expectedFor = (search: string, tag = ALL) =>
  filterPrompts(prompts, { search, category: ALL, tag }).length;

/** The library as it opens: check the search, the ten tags, the count, six cards and the Show More button under them. */
export const FirstSix = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await expect(cards(canvasElement)).toHaveLength(6);
    await expect(canvas.getByText(`Showing 6 of ${prompts.length} prompts`)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(
      canvas.getByRole('link', { name: `Show More (${prompts.length - 6} more prompts)` }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Show More, then Show Less: check every prompt appears, then the grid goes back to six. */
export const ShowMoreAndLess = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: /^Show More/ }));
    await expect(cards(canvasElement)).toHaveLength(prompts.length);
    await userEvent.click(canvas.getByRole('link', { name: 'Show Less' }));
    await expect(cards(canvasElement)).toHaveLength(6);
  },
});

/** ‘email’ typed in the search: check the count and the cards follow it. */
export const Searched = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'email');
    const expected = expectedFor('email');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(Math.min(6, expected)));
    await expect(canvas.getByText(/^Showing/)).toHaveTextContent(String(expected));
  },
});

/** The UX Research tag chosen: check that button is filled and the rest stay outlined. */
export const TagChosen = meta.story({ args: { tag: 'UX Research' } });

/** A search and a tag together, every match shown: check only prompts matching both remain. */
export const SearchAndTag = meta.story({
  args: { search: 'plan', tag: 'Business Strategy', expanded: true },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(expectedFor('plan', 'Business Strategy'));
  },
});

/** The LinkedIn tag with every match shown: check the toggle reads ‘Show Less’ with an up arrow. */
export const Expanded = meta.story({ args: { tag: 'LinkedIn', expanded: true } });

/** A search that matches nothing: check the empty state, with no toggle, and that Clear filters brings the prompts back. */
export const NothingFound = meta.story({
  args: { search: 'underwater basket weaving' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No prompts found' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Show/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(cards(canvasElement)).toHaveLength(6);
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
});

/** A link to a prompt the library does not have: the library, with a short note above it. */
export const UnknownPromptLink = meta.story({
  args: {
    note: 'The link was to prompt 999, which isn’t in the library: it may have been removed. Browse the prompts below instead.',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/The link was to prompt 999/)).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(6);
  },
});

/** The pointer over Show More: check its border turns solid pink over a faint pink wash. */
export const Hover = meta.story({ tags: ['desktop-only'], ...hovered('a[aria-expanded]') });

/** Show More reached with the keyboard: check the pink focus ring around it. */
export const FocusVisible = meta.story({
  tags: ['desktop-only'],
  ...focusedOn('link', /^Show More/),
});
