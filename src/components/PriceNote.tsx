import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

export interface PriceNoteProps {
  /** What taking part costs, as a sentence or a figure, e.g. '£45, with a light supper and drinks'. */
  price: string;
  /** Room around the note, set by what it sits in (its own padding and tint stay). */
  sx?: SxProps<Theme>;
}

/** What an event costs, on a pale pink panel: “Price:” in bold, then the price. */
export function PriceNote({ price, sx }: PriceNoteProps) {
  return (
    <Box sx={[{ p: 2.5, borderRadius: 3, bgcolor: 'brand.tint' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography variant="body1">
        <Box component="strong" sx={{ fontWeight: 700 }}>
          Price:
        </Box>{' '}
        {price}
      </Typography>
    </Box>
  );
}
