import type { EventPrice, EventSchedule } from '../../content/types';
import { LONDON, londonIsoDateTime } from './londonTime.ts';
import { weekdayName } from './schedule.ts';

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
  price: EventPrice;
}

/** The event as a schema.org object, ready for a `<script type="application/ld+json">`. */
export function eventJsonLd(event: StructuredEvent): Record<string, unknown> {
  const { schedule } = event;
  // Where only the month is known, the dates say just that (ISO 8601 allows a year and month).
  const start = schedule.tentative ? schedule.start.slice(0, 7) : londonIsoDateTime(schedule.start);
  const end = schedule.tentative ? schedule.end.slice(0, 7) : londonIsoDateTime(schedule.end);
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
    ...(event.price.kind === 'free'
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
            byDay: `https://schema.org/${weekdayName(schedule.monthly.weekday)}`,
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
