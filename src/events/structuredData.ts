import type { EventSchedule } from '../../content/types';
import { LONDON } from './calendar';

/** What search engines are told about an event page (schema.org Event, as JSON-LD). */
export interface StructuredEvent {
  name: string;
  description: string;
  url: string;
  schedule: EventSchedule;
  venue: { name: string; locality: string };
  organiser: { name: string; url: string };
  /** The number of places, where the event has a fixed number. */
  capacity?: number;
  /** True when the event costs nothing. */
  free?: boolean;
}

/** The last Sunday of a month (1–12) in a year, as a day of the month. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * London's offset from UTC at a wall-clock time: +01:00 from 1:00 on the last Sunday of March
 * to 2:00 on the last Sunday of October (British Summer Time), +00:00 otherwise.
 */
export function londonOffset(local: string): '+00:00' | '+01:00' {
  const [date = '', time = '00:00'] = local.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const hour = Number(time.slice(0, 2));
  if (month > 3 && month < 10) return '+01:00';
  if (month === 3) {
    const change = lastSunday(year, 3);
    return day > change || (day === change && hour >= 1) ? '+01:00' : '+00:00';
  }
  if (month === 10) {
    const change = lastSunday(year, 10);
    return day < change || (day === change && hour < 2) ? '+01:00' : '+00:00';
  }
  return '+00:00';
}

const withOffset = (local: string) => `${local}:00${londonOffset(local)}`;

const weekdayNames = { MO: 'Monday', TU: 'Tuesday', WE: 'Wednesday', TH: 'Thursday', FR: 'Friday' } as const;

/** The event as a schema.org object, ready for a `<script type="application/ld+json">`. */
export function eventJsonLd(event: StructuredEvent): Record<string, unknown> {
  const { schedule } = event;
  // Where only the month is known, the dates say just that (ISO 8601 allows a year and month).
  const start = schedule.tentative ? schedule.start.slice(0, 7) : withOffset(schedule.start);
  const end = schedule.tentative ? schedule.end.slice(0, 7) : withOffset(schedule.end);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    url: event.url,
    startDate: start,
    endDate: end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venue.name,
      address: { '@type': 'PostalAddress', addressLocality: event.venue.locality, addressCountry: 'GB' },
    },
    organizer: { '@type': 'Organization', name: event.organiser.name, url: event.organiser.url },
    ...(event.capacity ? { maximumAttendeeCapacity: event.capacity } : {}),
    ...(event.free
      ? {
          isAccessibleForFree: true,
          offers: { '@type': 'Offer', price: 0, priceCurrency: 'GBP', url: event.url },
        }
      : {}),
    ...(schedule.monthly
      ? {
          eventSchedule: {
            '@type': 'Schedule',
            repeatFrequency: 'P1M',
            byDay: `https://schema.org/${weekdayNames[schedule.monthly.weekday]}`,
            byMonthWeek: schedule.monthly.week,
            startDate: schedule.start.slice(0, 10),
            startTime: `${schedule.start.slice(11)}:00`,
            endTime: `${schedule.end.slice(11)}:00`,
            scheduleTimezone: LONDON,
          },
        }
      : {}),
  };
}
