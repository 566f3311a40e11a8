import { describe, expect, it } from 'vitest';
import type { EventSchedule } from '../../content/types';
import {
  escapeText,
  foldLine,
  googleCalendarUrl,
  icsFileName,
  icsFor,
  type CalendarEvent,
} from '../../src/events/calendar';
import { component, property, unescapeText, unfold } from '../support/icsParse';

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

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds back', () => {
    const line = `DESCRIPTION:${'’'.repeat(60)}${'x'.repeat(100)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const part of physical) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    for (const part of physical.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded + '\r\n')).toEqual([line]);
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
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('gives London wall-clock times with their time zone, defined in the file', () => {
    const vevent = component(ics, 'VEVENT');
    expect(property(vevent, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Europe/London' },
      value: '20250829T180000',
    });
    expect(property(vevent, 'DTEND')?.value).toBe('20250829T210000');
    expect(property(component(ics, 'VTIMEZONE'), 'TZID')?.value).toBe('Europe/London');
    expect(property(vevent, 'DTSTAMP')?.value).toBe('20250602T090000Z');
    expect(property(vevent, 'UID')?.value).toBe(`waves-ai@${domain}`);
  });

  it('reads back the title, description and place exactly', () => {
    const vevent = component(ics, 'VEVENT');
    expect(unescapeText(property(vevent, 'SUMMARY')?.value ?? '')).toBe(boatParty.title);
    expect(unescapeText(property(vevent, 'DESCRIPTION')?.value ?? '')).toBe(boatParty.description);
    expect(unescapeText(property(vevent, 'LOCATION')?.value ?? '')).toBe(boatParty.location);
    expect(property(vevent, 'URL')?.value).toBe(boatParty.url);
    expect(property(vevent, 'RRULE')).toBeUndefined();
  });

  it('repeats a monthly event on the third Thursday', () => {
    const vevent = component(icsFor(labs, { domain, now }), 'VEVENT');
    expect(property(vevent, 'RRULE')?.value).toBe('FREQ=MONTHLY;BYDAY=3TH');
    expect(property(vevent, 'DTSTART')?.value).toBe('20250918T183000');
  });

  it('marks an event whose dates are not fixed yet as tentative, all day', () => {
    const file = icsFor(retreat, { domain, now });
    const vevent = component(file, 'VEVENT');
    expect(property(vevent, 'DTSTART')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20251201' });
    expect(property(vevent, 'DTEND')).toMatchObject({ params: { VALUE: 'DATE' }, value: '20251204' });
    expect(property(vevent, 'STATUS')?.value).toBe('TENTATIVE');
    expect(file).not.toContain('VTIMEZONE');
  });

  it('is downloaded under the event’s own name', () => {
    expect(icsFileName('waves-ai')).toBe('waves-ai.ics');
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
