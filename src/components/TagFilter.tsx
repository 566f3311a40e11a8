import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo } from 'react';

export interface TagFilterProps {
  /** Every button in order, 'All' first. */
  tags: readonly string[];
  selected: string;
  onSelect: (tag: string) => void;
  label?: string;
}

/** A row of toggle buttons, one pressed at a time; the pressed one is filled. Typing in the search leaves it alone. */
export const TagFilter = memo(function TagFilter({
  tags,
  selected,
  onSelect,
  label = 'Filter by tag',
}: TagFilterProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {tags.map((tag) => {
        const pressed = tag === selected;
        return (
          <Button
            key={tag}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            onClick={() => onSelect(tag)}
            sx={{ px: 2 }}
          >
            {tag}
          </Button>
        );
      })}
    </Box>
  );
});
