import type { EventSchedule } from '../../content/types';
import {
  CLOCK_CHANGES,
  formatOffset,
  formatWallClock,
  lastSunday,
  LONDON,
  parseWallClock,
  type ClockChange,
  type WallClock,
} from './londonTime.ts';

/** What a calendar entry needs to know about an event. */
export interface CalendarEvent {
  /** Stable id, e.g. the event's slug. */
  id: string;
  title: string;
  description: string;
  location: string;
  /** The event page, so the calendar entry links back. */
  url: string;
  schedule: EventSchedule;
}

const CRLF = '\r\n';

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped, line breaks become \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded, the rest carried on a line that starts
 * with a space. Octets, not characters: a letter such as ’ takes three, and is never split.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line may hold 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A wall-clock time as iCalendar writes a local date-time: '20250829T180000'. */
const stamp = (wall: WallClock) => `${formatWallClock(wall).replace(/[-:]/g, '')}00`;

/** '2025-08-29T18:00' → '20250829T180000' (a London wall-clock time). */
const localStamp = (local: string) => stamp(parseWallClock(local));

/** '2025-12-03T12:00' → '20251203': the day part only. */
function dateStamp(local: string): string {
  return localStamp(local).slice(0, 8);
}

/** The day after a date stamp, for all-day entries whose end is exclusive. */
function nextDay(day: string): string {
  const date = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + 1),
  );
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

function utcStamp(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The recurrence rule of a monthly event, e.g. FREQ=MONTHLY;BYDAY=3TH. */
export function recurrenceRule(schedule: EventSchedule): string | undefined {
  if (!schedule.monthly) return undefined;
  return `FREQ=MONTHLY;BYDAY=${schedule.monthly.week}${schedule.monthly.weekday}`;
}

/**
 * One of London's observances (RFC 5545 §3.6.5): from the first change of the clocks in 1970 on, every
 * year on the last Sunday of the month. DTSTART is the wall-clock time of the change on the clock it
 * changes from, 01:00 UTC being 01:00 before summer time and 02:00 before it ends.
 */
function observance(change: ClockChange): string[] {
  const kind = change.to.minutes > change.from.minutes ? 'DAYLIGHT' : 'STANDARD';
  const hour = change.utcHour + change.from.minutes / 60;
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${formatOffset(change.from, '')}`,
    `TZOFFSETTO:${formatOffset(change.to, '')}`,
    `TZNAME:${change.to.name}`,
    `DTSTART:${stamp({ year: 1970, month: change.month, day: lastSunday(1970, change.month), hour, minute: 0 })}`,
    `RRULE:FREQ=YEARLY;BYMONTH=${change.month};BYDAY=-1SU`,
    `END:${kind}`,
  ];
}

/** London's clock as a calendar file describes it, from the rule in londonTime.ts. */
const londonTimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${LONDON}`,
  ...CLOCK_CHANGES.flatMap(observance),
  'END:VTIMEZONE',
];

/**
 * An iCalendar file (RFC 5545) for one event: London times with their time zone, a monthly rule
 * where the event repeats, and a tentative all-day entry where only the month is known.
 */
export function icsFor(event: CalendarEvent, options: { domain: string; now: Date }): string {
  const { schedule } = event;
  const when = schedule.tentative
    ? [
        `DTSTART;VALUE=DATE:${dateStamp(schedule.start)}`,
        `DTEND;VALUE=DATE:${nextDay(dateStamp(schedule.end))}`,
        'STATUS:TENTATIVE',
      ]
    : [
        `DTSTART;TZID=${LONDON}:${localStamp(schedule.start)}`,
        `DTEND;TZID=${LONDON}:${localStamp(schedule.end)}`,
        'STATUS:CONFIRMED',
      ];
  const rule = recurrenceRule(schedule);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${options.domain}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(schedule.tentative ? [] : londonTimezone),
    'BEGIN:VEVENT',
    `UID:${event.id}@${options.domain}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    ...when,
    ...(rule ? [`RRULE:${rule}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A Google Calendar link that opens the event, filled in, ready to save. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const { schedule } = event;
  const dates = schedule.tentative
    ? `${dateStamp(schedule.start)}/${nextDay(dateStamp(schedule.end))}`
    : `${localStamp(schedule.start)}/${localStamp(schedule.end)}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: `${event.description}\n\n${event.url}`,
    location: event.location,
  });
  if (!schedule.tentative) params.set('ctz', LONDON);
  const rule = recurrenceRule(schedule);
  if (rule) params.set('recur', `RRULE:${rule}`);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The file name of an event's calendar download, e.g. 'waves-ai.ics'. */
export const icsFileName = (id: string) => `${id}.ics`;

/** The folder at the site's root that the build writes every event's calendar file into. */
export const ICS_FOLDER = 'calendar';

/** Where an event's calendar file is served, from the site's root: 'calendar/waves-ai.ics'. */
export const icsPath = (id: string) => `${ICS_FOLDER}/${icsFileName(id)}`;

/** iCalendar's media type (RFC 5545 §8.1); its charset is UTF-8, named for clients that would guess another. */
export const ICS_TYPE = 'text/calendar; charset=utf-8';
