import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isPlainClick } from '../ui/plainClick';

export interface TagFilterProps {
  /** Every tag in order, 'All' first. */
  tags: readonly string[];
  selected: string;
  onSelect: (tag: string) => void;
  /** The address of the view with a tag chosen: each tag is a link, so it works before the app does. */
  hrefFor: (tag: string) => string;
  label?: string;
}

/**
 * A row of tag links, one current at a time; the current one is filled. Each leads to the library's
 * address for that tag (so it works before the app starts, with JavaScript off, and in a new tab);
 * the app answers a plain click in place. Typing in the search leaves it alone.
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
