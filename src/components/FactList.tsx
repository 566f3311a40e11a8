import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: string;
  icon?: ReactNode;
}

export interface FactListProps {
  facts: Fact[];
}

/** Key facts as a description list (when, where, how many), wrapping into columns on wide screens. */
export function FactList({ facts }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${Math.min(facts.length, 4)}, minmax(0, 1fr))`,
        },
        gap: 2,
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <Box
          key={fact.label}
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 2,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          {fact.icon && (
            <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
              {fact.icon}
            </Box>
          )}
          <div>
            <Typography component="dt" variant="eyebrow" sx={{ color: 'text.secondary' }}>
              {fact.label}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0 }}>
              {fact.value}
            </Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}
