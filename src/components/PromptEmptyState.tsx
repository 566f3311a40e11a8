import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface PromptEmptyStateProps {
  /**
   * Called when the visitor presses 'Clear filters'; the library then empties the search and sets the
   * tag back to All.
   */
  onClearFilters: () => void;
}

/**
 * What the prompt library shows in place of its cards when no prompt matches the search or tag:
 * 'No prompts found', a hint, and a 'Clear filters' button that brings every prompt back.
 */
export function PromptEmptyState({ onClearFilters }: PromptEmptyStateProps) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 8 },
        px: 3,
        border: 1,
        borderColor: 'divider',
        borderStyle: 'dashed',
        borderRadius: 3,
        bgcolor: 'surface.subtle',
      }}
    >
      <SearchOffRounded aria-hidden sx={{ fontSize: 48, color: 'brand.main', mb: 1 }} />
      <Typography variant="h5" component="h2">
        No prompts found
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        Try adjusting your search, category, or tag filter
      </Typography>
      <Button variant="contained" onClick={onClearFilters}>
        Clear filters
      </Button>
    </Box>
  );
}
