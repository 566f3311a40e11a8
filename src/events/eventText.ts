import type { EventPrice, EventRecord, EventSchedule } from '../../content/types';
import { asIfUtc, parseWallClock } from './londonTime.ts';
import { longDate, monthAndYear, weekdayName } from './schedule.ts';

/**
 * How the site words an event's facts: its dates and hours from its schedule, its places from its
 * capacity, what it costs from its price. The event page, its card and the lists all read them here.
 */

/** What an event page's facts and price line say. */
export interface EventFactsText {
  /** 'Friday 29 August 2025', 'Third Thursday of every month', 'December 2025 · 2.5 days'. */
  when: string;
  /** '6:00–9:00 PM'; absent for an event known only by its month. */
  time?: string;
  location: string;
  /** '40 spots', '25 per session', '20 senior women'. */
  places: string;
  /** 'Free for community members'. */
  price: string;
}

const ORDINALS = ['First', 'Second', 'Third', 'Fourth'] as const;
const DAY = 86_400_000;

/** A time of day on a 12-hour clock: 18:30 → '6:30' and 'PM'. */
function twelveHour(hour: number, minute: number): { time: string; half: 'AM' | 'PM' } {
  return { time: `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`, half: hour < 12 ? 'AM' : 'PM' };
}

/** A timeline's time, 'HH:MM' → '6:30 PM'. */
export function timeOfDay(at: string): string {
  const { hour, minute } = parseWallClock(`2000-01-01T${at}`);
  const { time, half } = twelveHour(hour, minute);
  return `${time} ${half}`;
}

/** The hours between two London times, the half of the day said once where both share it: '6:00–9:00 PM'. */
export function timeRange(start: string, end: string): string {
  const from = parseWallClock(start);
  const to = parseWallClock(end);
  const first = twelveHour(from.hour, from.minute);
  const last = twelveHour(to.hour, to.minute);
  if (first.half === last.half) return `${first.time}–${last.time} ${last.half}`;
  return `${first.time} ${first.half}–${last.time} ${last.half}`;
}

/** A range of dates, one if both ends say the same: 'December 2025'. */
const span = (from: string, to: string) => (from === to ? from : `${from} to ${to}`);

/** The dates of an event: 'Friday 29 August 2025', 'Third Thursday of every month', 'December 2025'. */
export function dateText(schedule: EventSchedule): string {
  if (schedule.monthly) {
    const { week, weekday } = schedule.monthly;
    return `${ORDINALS[week - 1]} ${weekdayName(weekday)} of every month`;
  }
  if (schedule.tentative) return span(monthAndYear(schedule.start), monthAndYear(schedule.end));
  return span(longDate(schedule.start), longDate(schedule.end));
}

/** How long an event lasts in days, on the wall clock: a retreat from the 1st at midnight to the 3rd at noon is 2.5. */
function days(schedule: EventSchedule): number {
  const wall = (local: string) => asIfUtc(parseWallClock(local));
  return (wall(schedule.end) - wall(schedule.start)) / DAY;
}

/** What an event known only by its month is: its card shows this in place of hours. */
function formatOf(event: EventRecord): string {
  if (event.format === undefined)
    throw new Error(`${event.slug} is known only by its month but has no format`);
  return event.format;
}

/**
 * How many places an event has. A dated event has spots, one known only by its month places, a
 * monthly one a number per session; a page names who the places are for where the record does.
 */
function places(event: EventRecord, on: 'page' | 'card'): string {
  const { capacity, schedule } = event;
  if (!capacity) return on === 'page' && event.format !== undefined ? event.format : 'Limited places';
  if (schedule.monthly) return `${capacity.places} per session`;
  const word = schedule.tentative ? 'places' : 'spots';
  return `${capacity.places} ${on === 'page' ? (capacity.who ?? word) : word}`;
}

/** 'Free for community members', 'Free for members; places by application', or the note of a fee. */
export function priceText(price: EventPrice): string {
  if (price.kind !== 'free') return price.note;
  return price.terms ? `Free for ${price.for}; ${price.terms}` : `Free for ${price.for}`;
}

/** What an event page says of when, where, how many and what it costs. */
export function eventFacts(event: EventRecord): EventFactsText {
  const { schedule } = event;
  const date = dateText(schedule);
  const length = schedule.tentative ? days(schedule) : 0;
  return {
    when: length > 1 ? `${date} · ${length} days` : date,
    time: schedule.tentative ? undefined : timeRange(schedule.start, schedule.end),
    location: event.location,
    places: places(event, 'page'),
    price: priceText(event.price),
  };
}

/** What an event's card says. */
export function eventCardText(event: EventRecord) {
  const { schedule } = event;
  return {
    title: event.card.title,
    description: event.card.description,
    date: dateText(schedule),
    time: schedule.tentative ? formatOf(event) : timeRange(schedule.start, schedule.end),
    location: event.location,
    spots: places(event, 'card'),
  };
}

/** An event's timeline as its page shows it: '6:30 PM', 'Speed Mentoring'. */
export function timelineText(event: EventRecord): { time: string; label: string }[] {
  return event.timeline.map((entry) => ({ time: timeOfDay(entry.at), label: entry.label }));
}

/** What an event's card says (EventCard's words): without where it leads or how it stands out. */
export type EventCardText = ReturnType<typeof eventCardText>;
