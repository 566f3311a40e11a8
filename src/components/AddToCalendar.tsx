import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { externalLinkProps } from '../ui/externalLink';
import { visuallyHidden } from '../ui/visuallyHidden';

export interface AddToCalendarProps {
  /** Where the event's calendar file is, e.g. '/calendar/waves-ai.ics': the first button downloads it. */
  icsUrl: string;
  /** The name the browser saves the file under, e.g. 'waves-ai.ics'. */
  fileName: string;
  /** The Google Calendar address that opens the event ready to save: the second button goes there. */
  googleUrl: string;
  /**
   * The event's title, e.g. 'Waves & AI: Summer Boat Party'. Not shown: it names the pair for screen
   * readers, 'Add Waves & AI: Summer Boat Party to your calendar'.
   */
  title: string;
}

/**
 * A pair of buttons in an event page's header that put the event in a visitor's calendar: a file for
 * Apple Calendar and Outlook, and a ready-filled Google Calendar event in a new tab.
 */
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
