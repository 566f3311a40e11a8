import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { PromptEmptyState } from './PromptEmptyState';
import { PromptGrid, type PromptGridItem } from './PromptGrid';
import { isPlainClick } from '../ui/plainClick';
import { INITIAL_PROMPT_COUNT, matchSummary, toggleLabel } from '../prompts/promptLibraryText';
import { PromptSearch } from './PromptSearch';
import { TagFilter } from './TagFilter';
import type { AssistantChoices } from '../prompts/assistantLink';
import type { ClipboardWriter } from '../ui/useCopyText';

export interface PromptLibraryProps {
  search: string;
  onSearchChange: (search: string) => void;
  /** Enter in the search box. */
  onSearchSubmit?: () => void;
  /** The tag buttons in order, 'All' first. */
  tags: readonly string[];
  selectedTag: string;
  onTagSelect: (tag: string) => void;
  /** Every prompt that matches, in order; the library decides how many to show. */
  matches: readonly PromptGridItem[];
  expanded: boolean;
  onToggleExpanded: () => void;
  onClearFilters: () => void;
  /**
   * The address of the view with one part changed: tags and Show More / Show Less are links to it,
   * so they work before the app starts and with JavaScript off.
   */
  hrefFor: (change: { tag?: string; expanded?: boolean }) => string;
  /** The parts of the view Enter in the search keeps (see PromptSearch). */
  keepOnSearch?: Readonly<Record<string, string>>;
  initialCount?: number;
  /** What each card's 'Open in' offers. */
  assistants?: AssistantChoices;
  /** A short note above the matches: a link to a prompt the library does not have, say. */
  note?: string;
  writeClipboard?: ClipboardWriter;
}

/**
 * The prompt library: search, tag buttons, the number of matches, the grid of cards
 * (six at first) with Show More / Show Less, and the empty state. Tags and Show More are links to
 * the view they show, so they work before the app has started. Everything it shows
 * comes in through props, so a page decides where the state lives.
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
  const toggle = useRef<HTMLAnchorElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const collapsing = useRef(false);
  const hasMore = matches.length > initialCount;
  const shown = hasMore && !expanded ? matches.slice(0, initialCount) : matches;

  useEffect(() => {
    // After Show Less the list shrinks under the visitor: bring the button back into view.
    if (!expanded && collapsing.current) toggle.current?.scrollIntoView({ block: 'center' });
    collapsing.current = false;
  }, [expanded]);

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
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button
            ref={toggle}
            variant="outlined"
            size="large"
            href={hrefFor({ expanded: !expanded })}
            aria-expanded={expanded}
            aria-controls={gridId}
            endIcon={expanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              collapsing.current = expanded;
              onToggleExpanded();
            }}
          >
            {toggleLabel(expanded, matches.length - initialCount)}
          </Button>
        </Box>
      )}
    </Box>
  );
}
