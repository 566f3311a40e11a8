import { useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';
import { assistants } from '../../content/assistants';
import { prompts as libraryPrompts } from '../../content/prompts';
import { promptTags, type Prompt } from '../../content/types';
import { PromptLibrary } from '../components/PromptLibrary';
import type { PromptGridItem } from '../components/PromptGrid';
import type { ClipboardWriter } from '../ui/useCopyText';
import { ALL, filterPrompts } from '../prompts/filterPrompts';
import { promptLink } from '../prompts/libraryQuery';
import { useLibraryState } from '../prompts/useLibraryState';

const tagButtons: readonly string[] = [ALL, ...promptTags];

export interface PromptLibraryIslandProps {
  /** The library's own address on its host: '/find-prompt'. */
  path: string;
  /** The library to show; the site's 106 prompts unless a benchmark brings its own. */
  prompts?: readonly Prompt[];
  writeClipboard?: ClipboardWriter;
}

/**
 * The library keeps its view in the address (search, tag, Show More, a linked prompt), so it has a
 * router of its own: the browser's address. Prerendered (src/start/entry-server.tsx), in a story or on
 * the development server, it is drawn inside a router already and uses that one.
 */
function AddressRouter({ children }: { children: ReactNode }) {
  if (useInRouterContext()) return children;
  return <BrowserRouter>{children}</BrowserRouter>;
}

/** /find-prompt's library: search, tags, Show More, and the cards with their blanks and copy buttons. */
export function PromptLibraryIsland({
  path,
  prompts = libraryPrompts,
  writeClipboard,
}: PromptLibraryIslandProps) {
  return (
    <AddressRouter>
      <FindPromptLibrary path={path} prompts={prompts} writeClipboard={writeClipboard} />
    </AddressRouter>
  );
}

/**
 * While a link to one prompt is open, the tab's title names that prompt before the library's; the
 * share card stays the library's (there is no page of its own to describe).
 */
function useTitleNaming(prompt: Prompt | undefined) {
  useEffect(() => {
    if (!prompt) return;
    const library = document.title;
    const named = `${prompt.title} · ${library}`;
    document.title = named;
    return () => {
      // Unless another page has set its own title since.
      if (document.title === named) document.title = library;
    };
  }, [prompt]);
}

/** The library and its state, apart from the page around it: a keystroke re-renders only this part. */
function FindPromptLibrary({
  path: libraryPath,
  prompts,
  writeClipboard,
}: Required<Pick<PromptLibraryIslandProps, 'prompts'>> & PromptLibraryIslandProps) {
  const state = useLibraryState(tagButtons);
  const { search: text, category, tag, prompt: linkedId } = state;
  const linked = useMemo(
    () => (linkedId === null ? undefined : prompts.find((p) => String(p.id) === linkedId)),
    [prompts, linkedId],
  );
  useTitleNaming(linked);
  const matches = useMemo(() => {
    const found = filterPrompts(prompts, { search: text, category, tag });
    // The prompt a link was made for comes first, whether or not it matches.
    const ordered = linked ? [linked, ...found.filter((p) => p !== linked)] : found;
    return ordered.map((p): PromptGridItem => ({
      ...p,
      link: promptLink(libraryPath, p.id),
      highlighted: p === linked,
    }));
  }, [prompts, text, category, tag, linked, libraryPath]);
  return (
    <PromptLibrary
      search={text}
      onSearchChange={state.setSearch}
      onSearchSubmit={state.submitSearch}
      hrefFor={state.hrefFor}
      keepOnSearch={state.keepOnSearch}
      tags={tagButtons}
      selectedTag={tag}
      onTagSelect={state.setTag}
      matches={matches}
      expanded={state.expanded}
      onToggleExpanded={state.toggleExpanded}
      onClearFilters={state.clearFilters}
      note={
        linkedId !== null && !linked
          ? `The link was to prompt ${linkedId}, which isn’t in the library: it may have been removed. ` +
            'Browse the prompts below instead.'
          : undefined
      }
      assistants={assistants}
      writeClipboard={writeClipboard}
    />
  );
}
