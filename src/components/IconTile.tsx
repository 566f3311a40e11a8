import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface IconTileProps {
  /** An icon, or a short monogram. */
  children: ReactNode;
  /** Width and height in px. */
  size?: 44 | 48;
}

/** The brand's tinted square behind a card's icon; decorative, so screen readers skip it. */
export function IconTile({ children, size = 48 }: IconTileProps) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 3,
        bgcolor: 'brand.tint',
        color: 'primary.main',
      }}
    >
      {children}
    </Box>
  );
}
