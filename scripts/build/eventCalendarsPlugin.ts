// Each event's calendar file (calendar/<slug>.ics), written by the build from the same entry the event
// page's Google Calendar link shows, so "Add to calendar (.ics)" is a plain link to a file.
import { eventSlugs } from '../../content/eventSlugs.ts';
import { site } from '../../content/site.ts';
import { ICS_TYPE, icsFor, icsPath } from '../../src/events/calendar.ts';
import { calendarEventAt } from '../../src/events/eventCalendar.ts';
import { textFiles, type TextFile } from './textFiles.ts';

/** The calendar files' entries are the community host's, as their links back to the event are. */
const domain = new URL(site.origins.community).hostname;

/** The events a calendar file is written for: every event, as each has a schedule. */
export const calendarSlugs = eventSlugs;

/**
 * Every event's calendar file as made at `now`. In a built site `now` is the moment of the build:
 * it is each file's DTSTAMP (when the entry was written), and the session the Labs' monthly series
 * starts from is the next one after it. Calendars repeat the series by its rule whenever it starts.
 */
export function eventCalendarFiles(now: Date): TextFile[] {
  return calendarSlugs.map((slug) => ({
    path: icsPath(slug),
    type: ICS_TYPE,
    text: icsFor(calendarEventAt(slug, now.getTime()), { domain, now }),
  }));
}

export const eventCalendars = () => textFiles('event-calendars', eventCalendarFiles);
