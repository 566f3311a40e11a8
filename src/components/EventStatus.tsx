import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { measure } from '../../theme/measure';

export interface EventStatusProps {
  /** 'past' once the event is over (grey border, calendar icon); 'now' while it is under way (pink border, play icon). */
  tone: 'past' | 'now';
  /** One short line in bold, e.g. 'This event took place on Friday 29 August 2025.' */
  title: string;
  /** What a visitor can do instead, in a sentence or two under the title. */
  text: string;
  /** Extra styles for the box; the event page uses them to show each status only while it applies. */
  sx?: SxProps<Theme>;
}

/**
 * A boxed note at the top of an event's page, under its heading, saying that the event is over
 * or under way, and what a visitor can do instead.
 */
export function EventStatus({ tone, title, text, sx }: EventStatusProps) {
  const Icon = tone === 'past' ? EventBusyRounded : PlayCircleRounded;
  return (
    <Box
      sx={[
        {
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          p: { xs: 2, md: 2.5 },
          borderRadius: 3,
          border: 1,
          borderColor: tone === 'past' ? 'divider' : 'primary.main',
          bgcolor: 'background.paper',
          maxWidth: measure(70),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Icon
        aria-hidden="true"
        sx={{ color: tone === 'past' ? 'text.secondary' : 'primary.main', mt: 0.25 }}
      />
      <Box>
        <Typography variant="body1" component="p" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {text}
        </Typography>
      </Box>
    </Box>
  );
}
