import Box from '@mui/material/Box';
import { gridListSx } from '../ui/gridList';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export interface AgendaListItem {
  title: string;
  minutes: number;
  description: string;
}

/** '30 min', '60 min', '2 hr 30 min': how long a block runs, as a programme prints it. */
export function durationLabel(minutes: number): string {
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} hr ${rest} min` : `${hours} hr`;
}

/** The programme: one card per block, numbered, with how long it runs. */
export function AgendaList({
  items,
  label = 'Agenda',
}: {
  items: readonly AgendaListItem[];
  label?: string;
}) {
  return (
    <Box component="ol" aria-label={label} sx={gridListSx({ xs: 1, sm: 2, lg: 3 })}>
      {items.map((item, index) => (
        <Box component="li" key={item.title} sx={{ display: 'flex' }}>
          <Card
            variant="outlined"
            sx={{ p: { xs: 2.5, md: 3 }, display: 'grid', gap: 1.25, alignContent: 'start', flexGrow: 1 }}
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
