// What an event puts in calendars, in one place: the event page's Google Calendar link and the calendar
// file the build writes for it (scripts/build/eventCalendarsPlugin.ts) describe the same entry. The imports
// name their extension because the build's config loader reads this module too.
import { eventRecords } from '../../content/events.ts';
import { site } from '../../content/site.ts';
import type { EventSlug } from '../../content/types';
import type { CalendarEvent } from './calendar.ts';
import { nextSession } from './schedule.ts';
import { communityPaths } from '../routing/paths.ts';

/** The event's address on the community host, where calendars and search engines should send people. */
export function canonicalEventUrl(slug: EventSlug): string {
  return `${site.origins.community}${communityPaths.event({ kind: 'community', origins: site.origins }, slug)}`;
}

/** The calendar entry of an event as seen at `at` (milliseconds). */
export function calendarEventAt(slug: EventSlug, at: number): CalendarEvent {
  const event = eventRecords[slug];
  const { schedule, venue } = event;
  return {
    id: slug,
    title: event.title,
    description: schedule.tentative ? `${event.intro} Dates to be confirmed.` : event.intro,
    location: `${venue.name}, ${venue.locality}`,
    url: canonicalEventUrl(slug),
    // A monthly event's calendar entry repeats from its next session, not from its first.
    schedule: schedule.monthly ? { ...schedule, ...nextSession(schedule, at) } : schedule,
  };
}
