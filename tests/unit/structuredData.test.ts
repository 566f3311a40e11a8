import { describe, expect, it } from 'vitest';
import { eventJsonLd, type StructuredEvent } from '../../src/events/structuredData';

const base: StructuredEvent = {
  name: 'Waves & AI Summer Boat Party',
  description: 'An evening on the Thames.',
  url: 'https://womenloveai.example/events/waves-ai',
  schedule: { start: '2025-08-29T18:00', end: '2025-08-29T21:00' },
  venue: { name: 'A private boat, Tower Pier', locality: 'London' },
  organiser: { name: 'Women Love AI', url: 'https://womenloveai.example/' },
  capacity: 40,
  price: { kind: 'paid', note: 'Ticketed: pricing is shared after a successful application' },
};

describe('schema.org Event', () => {
  it('survives a JSON round trip and carries dates with London’s summer offset', () => {
    const data = JSON.parse(JSON.stringify(eventJsonLd(base))) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: base.name,
      startDate: '2025-08-29T18:00:00+01:00',
      endDate: '2025-08-29T21:00:00+01:00',
      maximumAttendeeCapacity: 40,
      location: { '@type': 'Place', address: { addressLocality: 'London', addressCountry: 'GB' } },
    });
    expect(new Date(data.startDate as string).toISOString()).toBe('2025-08-29T17:00:00.000Z');
    expect(data).not.toHaveProperty('offers');
  });

  it('says a free event is free, by its price, and no more of one whose price is unannounced', () => {
    expect(eventJsonLd({ ...base, price: { kind: 'free', for: 'members' } })).toMatchObject({
      isAccessibleForFree: true,
      offers: { price: 0, priceCurrency: 'GBP' },
    });
    const unannounced = eventJsonLd({ ...base, price: { kind: 'unannounced', note: 'Details to follow' } });
    expect(unannounced).not.toHaveProperty('offers');
    expect(unannounced).not.toHaveProperty('isAccessibleForFree');
  });

  it('gives London’s offset on the day: Greenwich time in winter, an existing time for the skipped hour', () => {
    const winter = eventJsonLd({ ...base, schedule: { start: '2025-11-20T18:30', end: '2025-11-20T20:30' } });
    expect(winter).toMatchObject({
      startDate: '2025-11-20T18:30:00+00:00',
      endDate: '2025-11-20T20:30:00+00:00',
    });
    // The clocks go forward at 01:00 on 30 March 2025: 01:30 is read as Greenwich time, shown as 02:30.
    const spring = eventJsonLd({ ...base, schedule: { start: '2025-03-30T00:30', end: '2025-03-30T01:30' } });
    expect(spring).toMatchObject({
      startDate: '2025-03-30T00:30:00+00:00',
      endDate: '2025-03-30T02:30:00+01:00',
    });
  });

  it('gives a monthly event its schedule: the third Thursday, 18:30 to 20:30 London time', () => {
    const data = eventJsonLd({
      ...base,
      schedule: { start: '2025-09-18T18:30', end: '2025-09-18T20:30', monthly: { weekday: 'TH', week: 3 } },
    });
    expect(data.eventSchedule).toEqual({
      '@type': 'Schedule',
      repeatFrequency: 'P1M',
      byDay: 'https://schema.org/Thursday',
      byMonthWeek: 3,
      startDate: '2025-09-18',
      startTime: '18:30:00',
      endTime: '20:30:00',
      scheduleTimezone: 'Europe/London',
    });
  });

  it('gives only the month when the dates are not fixed yet', () => {
    const data = eventJsonLd({
      ...base,
      schedule: { start: '2025-12-01T00:00', end: '2025-12-03T12:00', tentative: true },
    });
    expect(data.startDate).toBe('2025-12');
    expect(data.endDate).toBe('2025-12');
  });
});
