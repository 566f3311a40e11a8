import Container from '@mui/material/Container';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assistants } from '../../content/assistants';
import { prompts } from '../../content/prompts';
import { PromptLibrary } from '../../src/components/PromptLibrary';
import { ALL, filterPrompts } from '../../src/prompts/filterPrompts';
import { acceptingClipboard, libraryHref, tagButtons, toGridItem } from '../promptFixtures';

interface Start {
  search?: string;
  tag?: string;
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
  title: 'Components/PromptLibrary',
  component: Library,
} satisfies Meta<typeof Library>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article');
const expectedFor = (search: string, tag = ALL) =>
  filterPrompts(prompts, { search, category: ALL, tag }).length;

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

export const ShowMoreAndLess: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.click(view.getByRole('link', { name: /^Show More/ }));
    await expect(cards(canvasElement)).toHaveLength(prompts.length);
    await userEvent.click(view.getByRole('link', { name: 'Show Less' }));
    await expect(cards(canvasElement)).toHaveLength(6);
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.type(view.getByRole('searchbox'), 'email');
    const expected = expectedFor('email');
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(Math.min(6, expected)));
    await expect(view.getByText(/^Showing/)).toHaveTextContent(String(expected));
  },
};

export const TagChosen: Story = { args: { tag: 'UX Research' } };

export const SearchAndTag: Story = {
  args: { search: 'plan', tag: 'Business Strategy', expanded: true },
  play: async ({ canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(expectedFor('plan', 'Business Strategy'));
  },
};

export const Expanded: Story = { args: { tag: 'LinkedIn', expanded: true } };

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
