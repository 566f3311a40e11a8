import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { PromptEmptyState } from './PromptEmptyState';
import { PromptGrid, type PromptGridItem } from './PromptGrid';
import { INITIAL_PROMPT_COUNT, matchSummary } from '../prompts/promptLibraryText';
import { PromptSearch } from './PromptSearch';
import { ShowMoreToggle } from './ShowMoreToggle';
import { TagFilter } from './TagFilter';
import type { AssistantChoices } from '../prompts/assistantLink';
import type { ClipboardWriter } from '../ui/useCopyText';

export interface PromptLibraryProps {
  /** What is in the search box, e.g. 'email'; empty at first. */
  search: string;
  /** Called as the visitor types in the search box, with the box's whole new text. */
  onSearchChange: (search: string) => void;
  /** Called when the visitor presses Enter in the search box. */
  onSearchSubmit?: () => void;
  /** The tag buttons in order, 'All' first, e.g. ['All', 'Content Creation', 'LinkedIn']. */
  tags: readonly string[];
  /** The tag whose button is filled (and marked current), e.g. 'All' or 'LinkedIn'. */
  selectedTag: string;
  /** Called when the visitor chooses a tag, with its name. */
  onTagSelect: (tag: string) => void;
  /**
   * Every prompt that matches the search and the tag, in order. The library shows the first six
   * (see initialCount) until Show More, and says how many there are.
   */
  matches: readonly PromptGridItem[];
  /** Whether every match is shown (after Show More) or only the first six. */
  expanded: boolean;
  /** Called when the visitor presses Show More or Show Less. */
  onToggleExpanded: () => void;
  /** Called when the visitor presses Clear filters in the empty state; the cursor then goes to the search box. */
  onClearFilters: () => void;
  /**
   * The address of the view with one thing changed: { tag: 'LinkedIn' } gives '/find-prompt?tag=linkedin'.
   * Each tag button and Show More / Show Less is a link to such an address.
   */
  hrefFor: (change: { tag?: string; expanded?: boolean }) => string;
  /** What else Enter in the search box keeps in the address, e.g. the chosen tag: { tag: 'linkedin' }. */
  keepOnSearch?: Readonly<Record<string, string>>;
  /** How many cards show before Show More: 6 unless set. */
  initialCount?: number;
  /** The assistants each card's 'Open in' lists; without them the cards have no 'Open in' button. */
  assistants?: AssistantChoices;
  /** A short note above the matches, on a pale pink band: a link to a prompt the library does not have, say. */
  note?: string;
  /** For stories and tests only: given to every card in place of the browser's clipboard. Leave it out on the site. */
  writeClipboard?: ClipboardWriter;
}

/**
 * The prompt library on Find A Prompt: a search box, a row of tag buttons, how many prompts match,
 * the grid of prompt cards (six at first) with Show More / Show Less (ShowMoreToggle), and a way
 * back when nothing matches.
 */
export function PromptLibrary({
  search,
  onSearchChange,
  onSearchSubmit,
  tags,
  selectedTag,
  onTagSelect,
  matches,
  expanded,
  onToggleExpanded,
  onClearFilters,
  hrefFor,
  keepOnSearch,
  initialCount = INITIAL_PROMPT_COUNT,
  note,
  assistants,
  writeClipboard,
}: PromptLibraryProps) {
  const gridId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  const hasMore = matches.length > initialCount;
  const shown = hasMore && !expanded ? matches.slice(0, initialCount) : matches;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 4 } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box sx={{ maxWidth: { md: '40rem' } }}>
          <PromptSearch
            value={search}
            onChange={onSearchChange}
            onSubmit={onSearchSubmit}
            keep={keepOnSearch}
            inputRef={searchBox}
          />
        </Box>
        <TagFilter
          tags={tags}
          selected={selectedTag}
          onSelect={onTagSelect}
          hrefFor={(tag) => hrefFor({ tag })}
        />
      </Box>
      {note && (
        <Typography
          variant="body2"
          sx={{
            color: 'text.primary',
            bgcolor: 'brand.tint',
            borderRadius: 1,
            px: 2,
            py: 1.5,
            mb: { xs: -1, md: -2 },
          }}
        >
          {note}
        </Typography>
      )}
      <Typography
        role="status"
        variant="body2"
        sx={{ color: 'text.secondary', fontWeight: 500, minHeight: '1.4em' }}
      >
        {matchSummary(matches.length, shown.length)}
      </Typography>
      <Box id={gridId}>
        <PromptGrid
          prompts={shown}
          writeClipboard={writeClipboard}
          assistants={assistants}
          empty={
            <PromptEmptyState
              onClearFilters={() => {
                onClearFilters();
                // The button goes away with the empty state: the search is where to start again.
                searchBox.current?.focus();
              }}
            />
          }
        />
      </Box>
      {hasMore && (
        <ShowMoreToggle
          expanded={expanded}
          hidden={matches.length - initialCount}
          href={hrefFor({ expanded: !expanded })}
          controls={gridId}
          onToggle={onToggleExpanded}
        />
      )}
    </Box>
  );
}
