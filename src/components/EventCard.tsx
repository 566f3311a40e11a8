import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { Scene } from '../art/scenes';
import { inset } from '../../theme/primitives';
import { Illustration } from './Illustration';

export interface EventCardProps {
  /** The event's short name, the card's heading, e.g. 'Waves & AI Summer Boat Party'. */
  title: string;
  /** One or two sentences on what the event is, in grey under the title. */
  description: string;
  /** When, after 'Date:': 'Friday 29 August 2025', 'Third Thursday of every month' or 'December 2025'. */
  date: string;
  /** The hours after 'Time:', e.g. '6:00–9:00 PM'; for an event known only by its month, its length ('Two and a half days'). */
  time: string;
  /** Where, after 'Location:', e.g. 'Central London'. */
  location: string;
  /** How many places, after 'Spots:': '40 spots', '25 per session' or 'Limited places'. */
  spots: string;
  /** The event's page, which 'Learn More' opens, e.g. '/women-love-ai/events/waves-ai' on the main host. */
  href: string;
  /** The featured event gets a 'Featured' label, a 2 px pink border and a solid 'Learn More' button. */
  featured?: boolean;
  /** The title's heading level, to fit the page's outline: h3 unless set. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A small copy of the event's picture (theme/art/scenes) at the top of the card, e.g. 'waves-ai'. */
  art?: Scene;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box component="span" aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', mt: '1px' }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {label}:
        </Box>{' '}
        {children}
      </Typography>
    </Box>
  );
}

/**
 * An event on a card: what it is, when and where, how many places, and a 'Learn More' link to its
 * page. The community page and the events list show these.
 */
export function EventCard({
  title,
  description,
  date,
  time,
  location,
  spots,
  href,
  featured = false,
  headingLevel = 'h3',
  art,
}: EventCardProps) {
  const titleId = useId();
  const details = [
    { label: 'Date', icon: <CalendarMonthRounded fontSize="small" />, value: date },
    { label: 'Time', icon: <ScheduleRounded fontSize="small" />, value: time },
    { label: 'Location', icon: <PlaceRounded fontSize="small" />, value: location },
    { label: 'Spots', icon: <GroupsRounded fontSize="small" />, value: spots },
  ];
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: inset.card,
        borderColor: featured ? 'primary.main' : 'divider',
        borderWidth: featured ? 2 : 1,
      }}
    >
      {(art || featured) && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          {art && <Illustration picture={art} size="card" />}
          {featured && <Chip label="Featured" size="small" color="primary" sx={{ fontWeight: 600 }} />}
        </Box>
      )}
      <Typography id={titleId} variant="h5" component={headingLevel}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {description}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {details.map(({ label, icon, value }) => (
          <Detail key={label} icon={icon} label={label}>
            {value}
          </Detail>
        ))}
      </Box>
      <Box sx={{ mt: 'auto', pt: 1 }}>
        <Button
          href={href}
          variant={featured ? 'contained' : 'outlined'}
          endIcon={<ArrowForwardRounded />}
          aria-describedby={titleId}
        >
          Learn More
        </Button>
      </Box>
    </Card>
  );
}
