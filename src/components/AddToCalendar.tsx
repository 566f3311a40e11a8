import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { externalLinkProps } from '../ui/externalLink';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface AddToCalendarProps {
  /**
   * Where the event's calendar file is served. The file is written when the site is built, so the
   * link works before the app has started, and with JavaScript off.
   */
  icsUrl: string;
  /** The name the browser saves the file under, e.g. 'waves-ai.ics'. */
  fileName: string;
  googleUrl: string;
  title: string;
}

/** Add to calendar: a file for Apple Calendar and Outlook, and a ready-filled Google Calendar event. */
export function AddToCalendar({ icsUrl, fileName, googleUrl, title }: AddToCalendarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      role="group"
      aria-label={`Add ${title} to your calendar`}
    >
      <Button
        variant="outlined"
        href={icsUrl}
        download={fileName}
        startIcon={<EventAvailableRounded aria-hidden="true" />}
      >
        Add to calendar (.ics)
      </Button>
      <Button
        variant="outlined"
        href={googleUrl}
        {...externalLinkProps}
        endIcon={<OpenInNewRounded aria-hidden="true" />}
      >
        Google Calendar
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (opens in a new tab)
        </Box>
      </Button>
    </Stack>
  );
}
