import { describe, expect, it } from 'vitest';
import { eventRecords } from '../../content/events';
import { eventSlugs } from '../../content/eventSlugs';
import type { EventRecord } from '../../content/types';
import {
  dateText,
  eventCardText,
  eventFacts,
  priceText,
  timeOfDay,
  timeRange,
} from '../../src/events/eventText';

// What each event says today is pinned, page by page, in eventStrings.test.ts; these are the rules
// behind it, including the cases no event has yet.

const boat = eventRecords['waves-ai'];

describe('an event’s words', () => {
  it('gives times on a 12-hour clock, the half of the day once where both ends share it', () => {
    expect(timeOfDay('18:30')).toBe('6:30 PM');
    expect(timeOfDay('00:05')).toBe('12:05 AM');
    expect(timeOfDay('12:00')).toBe('12:00 PM');
    expect(timeRange('2025-08-29T18:00', '2025-08-29T21:00')).toBe('6:00–9:00 PM');
    expect(timeRange('2026-05-08T11:00', '2026-05-08T13:30')).toBe('11:00 AM–1:30 PM');
    expect(() => timeOfDay('6:30 PM')).toThrow();
  });

  it('gives the dates of a dated, a monthly and a month-only event', () => {
    expect(dateText({ start: '2026-05-08T16:00', end: '2026-05-10T12:00' })).toBe(
      'Friday 8 May 2026 to Sunday 10 May 2026',
    );
    expect(
      dateText({ start: '2025-09-02T18:30', end: '2025-09-02T20:30', monthly: { weekday: 'TU', week: 1 } }),
    ).toBe('First Tuesday of every month');
    expect(dateText({ start: '2025-11-28T00:00', end: '2025-12-02T12:00', tentative: true })).toBe(
      'November 2025 to December 2025',
    );
  });

  it('says what an event costs from its price', () => {
    expect(priceText({ kind: 'free', for: 'community members' })).toBe('Free for community members');
    expect(priceText({ kind: 'free', for: 'members', terms: 'places by application' })).toBe(
      'Free for members; places by application',
    );
    expect(priceText({ kind: 'paid', note: 'The fee is shared with invitations' })).toBe(
      'The fee is shared with invitations',
    );
  });

  it('counts places: spots for a dated event, and limited ones until the number is fixed', () => {
    const open: EventRecord = { ...boat, capacity: undefined };
    expect(eventFacts(open).places).toBe('Limited places');
    expect(eventCardText(open).spots).toBe('Limited places');
    const named: EventRecord = { ...boat, capacity: { places: 12, who: 'founders' } };
    expect(eventFacts(named).places).toBe('12 founders');
    expect(eventCardText(named).spots).toBe('12 spots');
  });

  it('will not make a card for a month-only event without its format', () => {
    const retreat: EventRecord = { ...eventRecords['autumn-retreat'], format: undefined };
    expect(() => eventCardText(retreat)).toThrow(/format/);
  });
});

describe('the event records', () => {
  it.each(eventSlugs)('%s: is filed under its own slug', (slug) => {
    expect(eventRecords[slug].slug).toBe(slug);
  });

  it('store each application under a name of its own event', () => {
    const names = Object.values(eventRecords).map((event) => event.eventName);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(Object.values(eventRecords))('$slug: its timeline runs in order, within its hours', (event) => {
    const times = event.timeline.map((entry) => entry.at);
    expect([...times].sort()).toEqual(times);
    for (const at of times) {
      expect(at >= event.schedule.start.slice(11)).toBe(true);
      expect(at <= event.schedule.end.slice(11)).toBe(true);
    }
  });
});
