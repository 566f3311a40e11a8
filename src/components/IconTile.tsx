import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface IconTileProps {
  /** What sits in the middle of the tile: an icon, or a two-letter monogram such as 'NA' (a tool's initials, on the tools page). */
  children: ReactNode;
  /** The tile's width and height in pixels: 48 (the default, on feature and tool cards) or 44 (on resource cards). */
  size?: 44 | 48;
}

/**
 * A small round pale-pink tile that holds a card's icon or monogram, at the top of feature, tool and
 * resource cards. It is decoration: the card's title says what the icon shows.
 */
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
