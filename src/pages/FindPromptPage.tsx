import { useMemo } from 'react';
import { pages } from '../../content/pages';
import { prompts as libraryPrompts } from '../../content/prompts';
import { promptTags, type Prompt } from '../../content/types';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { PromptLibrary } from '../components/PromptLibrary';
import type { ClipboardWriter } from '../ui/useCopyText';
import { ALL, filterPrompts } from '../prompts/filterPrompts';
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

/** The library and its state, apart from the page around it: a keystroke re-renders only this part. */
function FindPromptLibrary({
  prompts,
  writeClipboard,
}: Required<Pick<FindPromptPageProps, 'prompts'>> & FindPromptPageProps) {
  const state = useLibraryState(tagButtons);
  const { search: text, category, tag } = state;
  const matches = useMemo(
    () => filterPrompts(prompts, { search: text, category, tag }),
    [prompts, text, category, tag],
  );
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
      writeClipboard={writeClipboard}
    />
  );
}
