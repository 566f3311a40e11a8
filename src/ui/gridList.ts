import type { Breakpoint } from '@mui/material/styles';

/** How many columns a list of cards has from each breakpoint up. */
export type GridColumns = Partial<Record<Breakpoint, number>>;

/** A bare list laid out as an even grid of cards: no bullets, the site's gaps, equal-width columns. */
export function gridListSx(columns: GridColumns) {
  return {
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap: { xs: 2, md: 3 },
    gridTemplateColumns: Object.fromEntries(
      Object.entries(columns).map(([breakpoint, count]) => [
        breakpoint,
        count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`,
      ]),
    ),
  } as const;
}
