import { pages } from '../../content/pages';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Island } from '../islands/Island';
import { PromptLibraryIsland, type PromptLibraryIslandProps } from '../islands/PromptLibraryIsland';
import { useHost } from '../routing/HostContext';
import { linkTo } from '../routing/paths';
import { StandardPage } from '../layout/StandardPage';

export type FindPromptPageProps = Omit<PromptLibraryIslandProps, 'path' | 'prompts'> & {
  prompts?: PromptLibraryIslandProps['prompts'];
};

/**
 * /find-prompt: search and filter the prompt library, copy a prompt. The library is the page's
 * island; a benchmark that brings its own prompts gets the library drawn in place.
 */
export function FindPromptPage({ prompts, writeClipboard }: FindPromptPageProps) {
  const host = useHost();
  const path = linkTo(host, { page: 'find-prompt' }).href;
  return (
    // In line with the header band; wider on very large screens, where the grid has five columns.
    <StandardPage
      copy={pages['find-prompt']}
      wide
      above={
        <Breadcrumbs
          items={[
            { label: 'Home', href: linkTo(host, { page: 'home' }).href },
            { label: 'Prompt Library', href: path },
            { label: 'All Prompts' },
          ]}
        />
      }
    >
      {prompts ? (
        <PromptLibraryIsland path={path} prompts={prompts} writeClipboard={writeClipboard} />
      ) : (
        <Island name="prompt-library" props={{ path }} />
      )}
    </StandardPage>
  );
}
