import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { NewTabButton } from '../ui/links';
import type { Scene } from '../art/scenes';
import { inset } from '../../theme/primitives';
import { Illustration } from './Illustration';

export interface EpisodeCardProps {
  /** The episode's number, shown small in pink capitals above the title: 'EPISODE 1'. */
  number: number;
  /** The card's heading, e.g. 'How I automated my weekly report and got Friday afternoons back'. */
  title: string;
  /** Two sentences on what the episode covers, in body text under the guest. */
  description: string;
  /** The guest, shown under the title as 'with Name, role', the name in bold. */
  guest: { name: string; role: string };
  /** Its length in whole minutes, beside a clock: '16 min'. */
  minutes: number;
  /** The release date as the page shows it, e.g. '18 September 2025'. */
  date: string;
  /** The same date, machine-readable (YYYY-MM-DD). */
  dateTime: string;
  /** Where to listen; without one the episode is not out yet and the button says so, disabled. */
  link?: string;
  /** The words on the listen button: 'Listen now' unless set. */
  listenLabel?: string;
  /** The words on the disabled button while there is no link: 'Coming Soon' unless set. */
  comingSoonLabel?: string;
  /** Shown as a label on the featured episode, e.g. 'Latest episode'; it also gives the card a 2 px pink 200 border. */
  featuredLabel?: string;
  /** The title's heading level, to fit the page's outline: h3 unless set. */
  headingLevel?: 'h2' | 'h3';
  /** A small copy of the show's picture (theme/art/scenes) at the top of the card: 'podcast'. */
  art?: Scene;
}

/**
 * One podcast episode on a card: its number, title, guest, what it covers, its length and date,
 * and a button to listen. The Podcast page lists its episodes with these.
 */
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
  art,
}: EpisodeCardProps) {
  const released = Boolean(link?.trim());
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        p: inset.card,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        ...(featuredLabel ? { borderColor: 'brand.border', borderWidth: 2 } : {}),
      }}
    >
      {art && <Illustration picture={art} size="card" />}
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
          <NewTabButton
            href={link}
            name={`${listenLabel}: ${title}`}
            variant="contained"
            startIcon={<HeadphonesRounded aria-hidden="true" />}
          >
            {listenLabel}
          </NewTabButton>
        ) : (
          <Button variant="outlined" disabled>
            {comingSoonLabel}
          </Button>
        )}
      </Box>
    </Card>
  );
}
