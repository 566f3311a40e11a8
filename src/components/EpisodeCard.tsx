import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { externalLinkProps } from '../ui/externalLink';

export interface EpisodeCardProps {
  number: number;
  title: string;
  description: string;
  guest: { name: string; role: string };
  minutes: number;
  /** The release date as the page shows it, e.g. '18 September 2025'. */
  date: string;
  /** The same date, machine-readable (YYYY-MM-DD). */
  dateTime: string;
  /** Where to listen; without one the episode is not out yet and the button says so, disabled. */
  link?: string;
  listenLabel?: string;
  comingSoonLabel?: string;
  /** Shown as a label on the featured episode, e.g. 'Latest episode'. */
  featuredLabel?: string;
  headingLevel?: 'h2' | 'h3';
}

/** One podcast episode: number, title, guest, length and date, and a way to listen. */
export function EpisodeCard({
  number,
  title,
  description,
  guest,
  minutes,
  date,
  dateTime,
  link,
  listenLabel = 'Listen now',
  comingSoonLabel = 'Coming Soon',
  featuredLabel,
  headingLevel = 'h3',
}: EpisodeCardProps) {
  const released = Boolean(link?.trim());
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        p: { xs: 2.5, md: 3 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        ...(featuredLabel ? { borderColor: 'brand.border', borderWidth: 2 } : {}),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="eyebrow" component="p" sx={{ color: 'text.link' }}>
          Episode {number}
        </Typography>
        {featuredLabel && <Chip label={featuredLabel} size="small" color="primary" />}
      </Box>
      <Typography variant="h5" component={headingLevel}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        with <strong>{guest.name}</strong>, {guest.role}
      </Typography>
      <Typography variant="body1">{description}</Typography>
      <Box
        sx={{
          mt: 'auto',
          pt: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, color: 'text.secondary' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ScheduleRounded aria-hidden="true" fontSize="small" />
            <Typography variant="body2">{minutes} min</Typography>
          </Box>
          <Typography variant="body2" component="time" dateTime={dateTime}>
            {date}
          </Typography>
        </Box>
        {released ? (
          <Button
            variant="contained"
            href={link}
            {...externalLinkProps}
            startIcon={<HeadphonesRounded aria-hidden="true" />}
            aria-label={`${listenLabel}: ${title} (opens in a new tab)`}
          >
            {listenLabel}
          </Button>
        ) : (
          <Button variant="outlined" disabled>
            {comingSoonLabel}
          </Button>
        )}
      </Box>
    </Card>
  );
}
