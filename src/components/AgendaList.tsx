import Box from '@mui/material/Box';
import { gridListSx } from '../ui/gridList';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { inset } from '../../theme/primitives';

export interface AgendaListItem {
  /** The part's name, the card's heading, e.g. 'Speed Mentoring'. */
  title: string;
  /** How long it runs, in minutes; shown in a pill as '30 min', or '2 hr 30 min' from two hours up. */
  minutes: number;
  /** What happens in it, in a sentence or two, in grey under the title. */
  description: string;
}

/** '30 min', '60 min', '2 hr 30 min': how long a block runs, as a programme prints it. */
export function durationLabel(minutes: number): string {
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

/**
 * An event's programme on its page: one card per part, numbered 'Part 1', 'Part 2'…, each with how
 * long it runs and what happens.
 */
export function AgendaList({
  items,
  label = 'Agenda',
}: {
  /** The parts of the programme, in the order they happen: one card each. */
  items: readonly AgendaListItem[];
  /** The name screen readers give the list (defaults to 'Agenda'); it is not shown on screen. */
  label?: string;
}) {
  return (
    <Box component="ol" aria-label={label} sx={gridListSx({ xs: 1, sm: 2, lg: 3 })}>
      {items.map((item, index) => (
        <Box component="li" key={item.title} sx={{ display: 'flex' }}>
          <Card
            variant="outlined"
            sx={{ p: inset.card, display: 'grid', gap: 1.25, alignContent: 'start', flexGrow: 1 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="eyebrow" component="span" sx={{ color: 'text.link' }}>
                Part {index + 1}
              </Typography>
              <Chip
                size="small"
                label={durationLabel(item.minutes)}
                sx={{ bgcolor: 'brand.tint', color: 'text.link', fontWeight: 600 }}
              />
            </Box>
            <Typography variant="h6" component="h3">
              {item.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.description}
            </Typography>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
