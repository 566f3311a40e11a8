import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { eventRecords } from '../../content/events';
import { eventTimingText as timing } from '../../content/eventTiming';
import type { EventSlug } from '../../content/types';
import { AddToCalendar } from '../components/AddToCalendar';
import { FactList, type Fact } from '../components/FactList';
import { ScrollToButton } from '../components/ScrollToButton';
import { googleCalendarUrl, icsFileName, icsPath } from '../events/calendar';
import { useNow } from '../events/clock';
import { calendarEventAt } from '../events/eventCalendar';
import { eventFacts } from '../events/eventText';
import { phaseKeys, shownWhenAny } from '../events/phaseKeys';
import { applyingPhases, longDate, nextEditionPhases, nextSession } from '../events/schedule';

/** The id of the section that holds an event page's form, where its call to action leads. */
export const FORM_ANCHOR = 'registration-form';

/**
 * An event page's call to action and calendar buttons, then its facts (when, where, places): the
 * action first, so a phone shows it on the first screen. A monthly event's next session and the
 * Google Calendar link depend on the day the page is viewed, so on its page this is an island that
 * follows the visitor's clock; on the others it is plain HTML, with the event's status (over, under
 * way) between the action and the facts.
 */
export function EventWhenIsland({ slug, children }: { slug: EventSlug; children?: ReactNode }) {
  const event = eventRecords[slug];
  const text = eventFacts(event);
  const { schedule } = event;
  const now = useNow();
  const session = schedule.monthly ? nextSession(schedule, now) : undefined;
  const applying = phaseKeys(slug, applyingPhases(schedule));
  const nextEdition = phaseKeys(slug, nextEditionPhases(schedule));
  // Only what is still ahead goes in a calendar: a dated event until it starts, a series always.
  const calendar = schedule.monthly ? applying : phaseKeys(slug, ['upcoming']);

  // A monthly event's rule and hours share a line, so its next session fits beside them.
  const facts: Fact[] = [
    {
      label: 'When',
      value: session && text.time ? `${text.when}, ${text.time}` : text.when,
      icon: <CalendarMonthRounded />,
    },
    ...(session
      ? [{ label: timing.nextSessionLabel, value: longDate(session.start), icon: <EventRounded /> }]
      : []),
    ...(text.time && !session ? [{ label: 'Time', value: text.time, icon: <ScheduleRounded /> }] : []),
    { label: 'Where', value: text.location, icon: <PlaceRounded /> },
    { label: 'Places', value: text.places, icon: <GroupsRounded /> },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { md: 'center' } }}
      >
        <ScrollToButton target={FORM_ANCHOR} variant="contained" size="large" sx={shownWhenAny(applying)}>
          {event.cta}
        </ScrollToButton>
        {nextEdition.length > 0 && (
          <ScrollToButton
            target={FORM_ANCHOR}
            variant="contained"
            size="large"
            sx={shownWhenAny(nextEdition)}
          >
            {timing.nextCta}
          </ScrollToButton>
        )}
        <Box sx={shownWhenAny(calendar)}>
          <AddToCalendar
            title={event.title}
            icsUrl={`${import.meta.env.BASE_URL}${icsPath(slug)}`}
            fileName={icsFileName(slug)}
            googleUrl={googleCalendarUrl(calendarEventAt(slug, now))}
          />
        </Box>
      </Stack>
      {children}
      <FactList facts={facts} />
    </>
  );
}
