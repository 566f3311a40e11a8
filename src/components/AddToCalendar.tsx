import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { downloadText } from './download';
import { externalLinkProps } from './externalLink';
import { visuallyHidden } from './visuallyHidden';

export interface AddToCalendarProps {
  /** Makes the iCalendar text when the visitor asks for it (so its time stamp is the moment of download). */
  ics: () => string;
  fileName: string;
  googleUrl: string;
  title: string;
}

/** Add to calendar: a file for Apple Calendar and Outlook, and a ready-filled Google Calendar event. */
export function AddToCalendar({ ics, fileName, googleUrl, title }: AddToCalendarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      role="group"
      aria-label={`Add ${title} to your calendar`}
    >
      <Button
        variant="outlined"
        startIcon={<EventAvailableRounded aria-hidden="true" />}
        onClick={() => downloadText(ics(), fileName, 'text/calendar;charset=utf-8')}
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
