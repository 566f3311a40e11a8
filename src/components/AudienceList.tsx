import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface AudienceListProps {
  /** Who the event is for, one person or situation a line, e.g. 'Founders and team leads using AI every week'. */
  items: readonly string[];
}

/** Who an event is for: one line each, ticked in pink, the lines close together. */
export function AudienceList({ items }: AudienceListProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {items.map((line) => (
        <Box component="li" key={line} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <CheckCircleRounded aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} fontSize="small" />
          <Typography variant="body1">{line}</Typography>
        </Box>
      ))}
    </Box>
  );
}
