import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { site } from '../../content/site';
import { eventRecords } from '../../content/events';
import type { EventSchedule } from '../../content/types';
import { eventCalendarFiles } from '../../scripts/build/eventCalendarsPlugin';
import {
  escapeText,
  foldLine,
  googleCalendarUrl,
  icsFileName,
  icsFor,
  icsPath,
  type CalendarEvent,
} from '../../src/events/calendar';
import { londonInstant } from '../../src/events/londonTime';
import { nextSession } from '../../src/events/schedule';
import { readIcs } from '../support/readIcs';
import { platformLondonLocal } from './platformLondon';

const now = new Date('2025-06-02T09:00:00Z');
const domain = 'womenloveai.example';

function event(schedule: EventSchedule, extra: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 'waves-ai',
    title: 'Waves & AI: Summer Boat Party',
    description: 'Boarding, mentoring; dancing, and a sunset.\nBring a friend’s business card.',
    location: 'A private boat, Tower Pier, London',
    url: 'https://womenloveai.example/events/waves-ai',
    schedule,
    ...extra,
  };
}

const boatParty = event({ start: '2025-08-29T18:00', end: '2025-08-29T21:00' });
const labs = event(
  { start: '2025-09-18T18:30', end: '2025-09-18T20:30', monthly: { weekday: 'TH', week: 3 } },
  { id: 'leadership-labs', title: 'AI Leadership Labs' },
);
const retreat = event(
  { start: '2025-12-01T00:00', end: '2025-12-03T12:00', tentative: true },
  { id: 'autumn-retreat', title: 'The Autumn Retreat' },
);

/** One property line in a calendar of its own, as a calendar program would receive it. */
const calendarWith = (line: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    'UID:test',
    'DTSTAMP:20250602T090000Z',
    'DTSTART:20250829T170000Z',
    'DTEND:20250829T200000Z',
    line,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and a parser reads back the text', () => {
    const text = 'a\\b; c, d\ne';
    expect(escapeText(text)).toBe('a\\\\b\\; c\\, d\\ne');
    expect(readIcs(calendarWith(`SUMMARY:${escapeText(text)}`)).summary).toBe(text);
  });

  it('folds long lines at 75 octets without splitting a character, and a parser unfolds them', () => {
    const text = `${'’'.repeat(60)}${'x'.repeat(100)}`;
    const folded = foldLine(`DESCRIPTION:${text}`);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(readIcs(calendarWith(folded)).description).toBe(text);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Hello')).toBe('SUMMARY:Hello');
  });
});

describe('an event as a calendar file', () => {
  const ics = icsFor(boatParty, { domain, now });

  it('is a calendar with one event, CRLF line endings and no line over 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(readIcs(ics).components).toEqual(['VTIMEZONE', 'VEVENT']);
  });

  it('gives London wall-clock times with their time zone, defined in the file', () => {
    const read = readIcs(ics);
    expect(read.start).toEqual({
      value: '20250829T180000',
      tzid: 'Europe/London',
      isDate: false,
      instant: Date.parse('2025-08-29T17:00Z'),
    });
    expect(read.end).toMatchObject({ value: '20250829T210000', instant: Date.parse('2025-08-29T20:00Z') });
    expect(read.zone?.tzid).toBe('Europe/London');
    expect(read.stamp).toBe(now.getTime());
    expect(read.uid).toBe(`waves-ai@${domain}`);
  });

  it('reads back the title, description and place exactly', () => {
    const read = readIcs(ics);
    expect(read.summary).toBe(boatParty.title);
    expect(read.description).toBe(boatParty.description);
    expect(read.location).toBe(boatParty.location);
    expect(read.url).toBe(boatParty.url);
    expect(read.rule).toBeUndefined();
    expect(read.status).toBe('CONFIRMED');
  });

  it('repeats a monthly event on the third Thursday, at 6:30 PM London time in summer and winter', () => {
    const read = readIcs(icsFor(labs, { domain, now }));
    expect(read.rule).toBe('FREQ=MONTHLY;BYDAY=3TH');
    expect(read.start.value).toBe('20250918T183000');
    let session = { start: labs.schedule.start, end: labs.schedule.end };
    for (const occurrence of read.occurrences) {
      expect(occurrence).toBe(londonInstant(session.start));
      session = nextSession(labs.schedule, occurrence);
    }
    expect(read.occurrences).toHaveLength(24);
  });

  it('marks an event whose dates are not fixed yet as tentative, all day', () => {
    const read = readIcs(icsFor(retreat, { domain, now }));
    expect(read.start).toEqual({ value: '20251201', isDate: true });
    expect(read.end).toEqual({ value: '20251204', isDate: true });
    expect(read.status).toBe('TENTATIVE');
    expect(read.components).toEqual(['VEVENT']);
  });

  it('is downloaded under the event’s own name', () => {
    expect(icsFileName('waves-ai')).toBe('waves-ai.ics');
  });
});

describe('every event’s calendar file, as the build writes it', () => {
  const files = new Map(eventCalendarFiles(now).map((file) => [file.path, file.text]));

  it.each(Object.values(eventRecords))('$slug: its name, place and London times', (event) => {
    const read = readIcs(files.get(icsPath(event.slug)) ?? '');
    expect(read.uid).toBe(`${event.slug}@${new URL(site.origins.community).hostname}`);
    expect(read.summary).toBe(event.title);
    expect(read.location).toBe(`${event.venue.name}, ${event.venue.locality}`);
    const { schedule } = event;
    if (schedule.tentative) {
      expect(read.start).toEqual({ value: schedule.start.slice(0, 10).replace(/-/g, ''), isDate: true });
      expect(read.zone).toBeUndefined();
      return;
    }
    // The instants the file's own time zone gives are those of London's clock.
    const session = schedule.monthly ? nextSession(schedule, now.getTime()) : schedule;
    expect(read.start.instant).toBe(londonInstant(session.start));
    expect(read.end.instant).toBe(londonInstant(session.end));
    expect(platformLondonLocal(read.start.instant ?? 0)).toBe(session.start);
    expect(platformLondonLocal(read.end.instant ?? 0)).toBe(session.end);
  });

  it('defines London’s clock as the platform keeps it, at any instant from 2020 to 2040', () => {
    const zone = readIcs(files.get(icsPath('waves-ai')) ?? '').zone;
    expect(zone?.tzid).toBe('Europe/London');
    const minutes = fc.integer({
      min: Date.parse('2020-01-01T00:00Z') / 60_000,
      max: Date.parse('2040-12-31T00:00Z') / 60_000,
    });
    fc.assert(
      fc.property(minutes, (minute) => {
        const instant = minute * 60_000;
        expect(zone?.wallClock(instant)).toBe(platformLondonLocal(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('changes the clocks at the minutes the platform does', () => {
    const zone = readIcs(files.get(icsPath('waves-ai')) ?? '').zone;
    for (const change of [
      '2025-03-30T01:00Z',
      '2025-10-26T01:00Z',
      '2026-03-29T01:00Z',
      '2026-10-25T01:00Z',
    ]) {
      for (const instant of [Date.parse(change) - 60_000, Date.parse(change)])
        expect(zone?.wallClock(instant)).toBe(platformLondonLocal(instant));
    }
  });
});

describe('Google Calendar link', () => {
  it('carries the title, London times, place and the page', () => {
    const url = new URL(googleCalendarUrl(boatParty));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(boatParty.title);
    expect(url.searchParams.get('dates')).toBe('20250829T180000/20250829T210000');
    expect(url.searchParams.get('ctz')).toBe('Europe/London');
    expect(url.searchParams.get('location')).toBe(boatParty.location);
    expect(url.searchParams.get('details')).toContain(boatParty.url);
  });

  it('repeats the Labs monthly and gives a tentative event whole days', () => {
    expect(new URL(googleCalendarUrl(labs)).searchParams.get('recur')).toBe('RRULE:FREQ=MONTHLY;BYDAY=3TH');
    const tentative = new URL(googleCalendarUrl(retreat)).searchParams;
    expect(tentative.get('dates')).toBe('20251201/20251204');
    expect(tentative.get('ctz')).toBeNull();
  });
});
