import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isPlainClick } from '../ui/plainClick';

export interface TagFilterProps {
  /** Every tag in order, 'All' first, e.g. ['All', 'Content Creation', 'LinkedIn']. One button each. */
  tags: readonly string[];
  /** The tag shown as chosen (filled pink), e.g. 'All' or 'Email Marketing'. */
  selected: string;
  /** Called when the visitor chooses a tag with a plain click, with its name, e.g. 'LinkedIn'. */
  onSelect: (tag: string) => void;
  /**
   * Where each tag leads: the library's address with that tag chosen, e.g. '/find-prompt?tag=linkedin'.
   * Used when a tag is opened in a new tab, or clicked before the page has finished loading.
   */
  hrefFor: (tag: string) => string;
  /** The row's name for screen readers; not shown. 'Filter by tag' unless given. */
  label?: string;
}

/**
 * The row of tag buttons above the prompt library's cards: choosing a tag shows only the prompts that
 * carry it, and the chosen tag is filled pink. 'All' shows every prompt.
 */
export function TagFilter({ tags, selected, onSelect, hrefFor, label = 'Filter by tag' }: TagFilterProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {tags.map((tag) => {
        const current = tag === selected;
        return (
          <Button
            key={tag}
            size="small"
            variant={current ? 'contained' : 'outlined'}
            href={hrefFor(tag)}
            // A link says it is the chosen one with aria-current; aria-pressed is for buttons.
            aria-current={current ? 'true' : undefined}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSelect(tag);
            }}
            sx={{ px: 2 }}
          >
            {tag}
          </Button>
        );
      })}
    </Box>
  );
}
