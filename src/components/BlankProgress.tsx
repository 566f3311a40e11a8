import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { blankProgressText } from '../prompts/promptLibraryText';

export interface BlankProgressProps {
  /**
   * How many different blanks the prompt has, and how many of them hold the visitor's words, e.g.
   * `{ filled: 2, total: 3 }`. With no blanks at all nothing shows.
   */
  progress: { filled: number; total: number };
  /** Empties every blank. Once a blank is filled, a small 'Clear' button shows that calls it. */
  onClear: () => void;
  /** The id of what Clear empties the blanks of (the card's title): read after the button's name. */
  describedBy?: string;
}

/**
 * Under a prompt with blanks: how many are left to fill in ('3 blanks to fill in'), or how many are
 * filled ('2 of 3 blanks filled') with a Clear button that empties them all. Part of PromptCard.
 */
export function BlankProgress({ progress, onClear, describedBy }: BlankProgressProps) {
  if (progress.total === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: '1.875rem' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {blankProgressText(progress)}
      </Typography>
      {progress.filled > 0 && (
        <Button
          size="small"
          onClick={onClear}
          aria-label="Clear blanks"
          aria-describedby={describedBy}
          sx={{ py: 0, minWidth: 0 }}
        >
          Clear
        </Button>
      )}
    </Box>
  );
}
