import LinkRounded from '@mui/icons-material/LinkRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface PromptLabelsProps {
  /** The prompt's category, one of the six, e.g. 'Marketing': link pink on the brand tint. */
  category: string;
  /** The prompt a shared link opened: a white 'From your link' label on pink beside the category. */
  fromLink?: boolean;
}

/** The labels at the top of a prompt: its category, and 'From your link' on the one a link opened. Part of PromptCard. */
export function PromptLabels({ category, fromLink = false }: PromptLabelsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Chip
        label={category}
        size="small"
        sx={{ bgcolor: 'brand.tint', color: 'text.link', fontWeight: 600 }}
      />
      {fromLink && (
        <Chip
          label="From your link"
          size="small"
          icon={<LinkRounded aria-hidden="true" />}
          sx={{
            bgcolor: 'brand.main',
            color: 'brand.contrastText',
            fontWeight: 600,
            '& .MuiChip-icon': { color: 'inherit' },
          }}
        />
      )}
    </Box>
  );
}
