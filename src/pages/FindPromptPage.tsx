import { useEffect, useMemo } from 'react';
import { assistants } from '../../content/assistants';
import { pages } from '../../content/pages';
import { prompts as libraryPrompts } from '../../content/prompts';
import { promptTags, type Prompt } from '../../content/types';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { PromptLibrary } from '../components/PromptLibrary';
import type { PromptGridItem } from '../components/PromptGrid';
import type { ClipboardWriter } from '../ui/useCopyText';
import { ALL, filterPrompts } from '../prompts/filterPrompts';
import { promptLink } from '../prompts/libraryQuery';
import { useLibraryState } from '../prompts/useLibraryState';
import { useHost } from '../routing/HostContext';
import { linkTo } from '../routing/paths';
import { StandardPage } from '../layout/StandardPage';

const tagButtons: readonly string[] = [ALL, ...promptTags];

export interface FindPromptPageProps {
  /** The library to show; the site's 106 prompts unless a benchmark brings its own. */
  prompts?: readonly Prompt[];
  writeClipboard?: ClipboardWriter;
}

/** /find-prompt: search and filter the prompt library, copy a prompt. */
export function FindPromptPage({ prompts = libraryPrompts, writeClipboard }: FindPromptPageProps) {
  const host = useHost();
  return (
    // In line with the header band; wider on very large screens, where the grid has five columns.
    <StandardPage
      copy={pages['find-prompt']}
      wide
      above={
        <Breadcrumbs
          items={[
            { label: 'Home', href: linkTo(host, { page: 'home' }).href },
            { label: 'Prompt Library', href: linkTo(host, { page: 'find-prompt' }).href },
            { label: 'All Prompts' },
          ]}
        />
      }
    >
      <FindPromptLibrary prompts={prompts} writeClipboard={writeClipboard} />
    </StandardPage>
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
  prompts,
  writeClipboard,
}: Required<Pick<FindPromptPageProps, 'prompts'>> & FindPromptPageProps) {
  const host = useHost();
  const libraryPath = linkTo(host, { page: 'find-prompt' }).href;
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
          ? `The link was to prompt ${linkedId}, which isn’t in the library: it may have been removed. Browse the prompts below instead.`
          : undefined
      }
      assistants={assistants}
      writeClipboard={writeClipboard}
    />
  );
}
