import type { EventSchedule, EventSlug } from './types';

/**
 * When each event happens, in London wall-clock time (Europe/London): the event pages, their calendar
 * files, and whether each event is shown as ahead or past all follow from here. Dates agree with
 * content/events.ts. A month-only event (`tentative`) is ahead until its month begins and over when it
 * ends; a monthly one repeats by its rule from its first session.
 */
export const eventSchedules: Record<EventSlug, EventSchedule> = {
  'waves-ai': { start: '2025-08-29T18:00', end: '2025-08-29T21:00' },
  'women-leading-ai': { start: '2025-09-10T18:00', end: '2025-09-10T21:30' },
  'ai-power-circle': { start: '2025-07-24T18:00', end: '2025-07-24T20:00' },
  'autumn-retreat': { start: '2025-12-01T00:00', end: '2025-12-03T12:00', tentative: true },
  'ai-influence': { start: '2025-11-01T00:00', end: '2025-11-01T23:59', tentative: true },
  'leadership-labs': {
    start: '2025-09-18T18:30',
    end: '2025-09-18T20:30',
    monthly: { weekday: 'TH', week: 3 },
  },
};
