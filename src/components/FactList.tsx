import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  /** What the fact is, in small grey capitals, e.g. 'When', 'Where', 'Places'. */
  label: string;
  /** The fact itself, in semibold under the label, e.g. 'Friday 29 August 2025'. */
  value: string;
  /** An optional icon in brand pink to the left of the label, e.g. a calendar for 'When'. */
  icon?: ReactNode;
}

export interface FactListProps {
  /** The facts, in reading order: one box each, up to four to a row on wide screens. */
  facts: Fact[];
}

/**
 * An event's key facts (when, what time, where, how many places) as a row of small boxes in the
 * header of its page, wrapping into two columns on tablets and one on phones.
 */
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
            display: 'grid',
            gridTemplateColumns: fact.icon ? 'auto 1fr' : '1fr',
            // Label and value keep to the top of a card stretched by a taller neighbour, so a value
            // that changes (a monthly event's next session, once the page knows the day) moves nothing.
            alignContent: 'start',
            columnGap: 1.5,
            p: 2,
            borderRadius: 3,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="eyebrow" sx={{ color: 'text.secondary', display: 'contents' }}>
            {fact.icon && (
              <Box
                component="span"
                aria-hidden="true"
                sx={{ color: 'primary.main', display: 'flex', gridRow: 'span 2', pt: 0.25 }}
              >
                {fact.icon}
              </Box>
            )}
            <Box component="span" sx={{ display: 'block' }}>
              {fact.label}
            </Box>
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, gridColumn: fact.icon ? 2 : 1 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
