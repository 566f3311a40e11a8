import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface EventTimelineProps {
  /** The moments of the evening in order, each a time and what happens then, e.g. { time: '6:30 PM', label: 'Speed Mentoring' }. */
  entries: readonly { time: string; label: string }[];
  /** The name screen readers give the list (defaults to 'Timeline'); it is not shown on screen. */
  label?: string;
}

/**
 * An event evening at a glance, on the event's page: the times down a pink line, with what happens
 * at each beside it.
 */
export function EventTimeline({ entries, label = 'Timeline' }: EventTimelineProps) {
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.time}-${entry.label}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '5.5rem 1.5rem 1fr', sm: '7rem 2rem 1fr' },
            alignItems: 'start',
            minHeight: 56,
          }}
        >
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ fontWeight: 700, color: 'text.link', pt: 0.25 }}
          >
            {entry.time}
          </Typography>
          <Box
            aria-hidden="true"
            sx={{ position: 'relative', alignSelf: 'stretch', display: 'flex', justifyContent: 'center' }}
          >
            {index < entries.length - 1 && (
              <Box
                sx={{
                  position: 'absolute',
                  top: 14,
                  bottom: 0,
                  left: '50%',
                  width: 2,
                  ml: '-1px',
                  bgcolor: 'brand.tintStrong',
                }}
              />
            )}
            <Box
              sx={{
                mt: 0.75,
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                border: 3,
                borderColor: 'brand.tint',
                boxSizing: 'content-box',
                position: 'relative',
              }}
            />
          </Box>
          <Typography component="span" variant="body1" sx={{ pt: 0.25, pb: 2 }}>
            {entry.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
