import Box from '@mui/material/Box';
import { gridListSx } from '../ui/gridList';
import type { ReactNode } from 'react';

export interface CardGridProps {
  /** Columns from the medium width up (one on phones, two on tablets). */
  columns?: 2 | 3 | 4;
  label?: string;
  children: ReactNode;
}

/** Cards in an evenly spaced list that folds to one column on a phone. */
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
