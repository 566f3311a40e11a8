import Box from '@mui/material/Box';
import { gridListSx } from '../ui/gridList';
import type { ReactNode } from 'react';

export interface CardGridProps {
  /** Columns from the medium width up (one on phones, two on tablets). */
  columns?: 2 | 3 | 4;
  /** The name screen readers give the list, e.g. 'Founding members'; it is not shown on screen. */
  label?: string;
  /** The cards, each wrapped in its own list item (<li>). */
  children: ReactNode;
}

/**
 * Cards laid out in even columns (two, three or four on wide screens) that fold to two on a
 * tablet and one on a phone; every card in a row is as tall as the tallest.
 */
export function CardGrid({ columns = 3, label, children }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        ...gridListSx({ xs: 1, sm: 2, md: columns }),
        '& > li': { display: 'flex', flexDirection: 'column' },
        '& > li > *': { flexGrow: 1 },
      }}
    >
      {children}
    </Box>
  );
}
