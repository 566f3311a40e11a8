import type { EventSchedule } from '../../content/types';
import { formatWallClock, londonInstant, parseWallClock } from './londonTime.ts';

/**
 * When an event happens, as instants: the schedules in content/ are London wall-clock times, and
 * whether an event is ahead or past is decided against the visitor's clock in milliseconds.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** Midnight in London at the start of a month (month 13 is January of the next year). */
function monthStart(year: number, month: number): number {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((month - 1) % 12) + 1;
  return londonInstant({ year: y, month: m, day: 1, hour: 0, minute: 0 });
}

/** A weekday's name from its iCalendar code: 'TH' → 'Thursday'. */
export function weekdayName(code: (typeof WEEKDAY_CODES)[number]): string {
  return WEEKDAYS[WEEKDAY_CODES.indexOf(code)] as string;
}

/** The day of the month of the nth given weekday of a month, e.g. the third Thursday. */
export function nthWeekday(
  year: number,
  month: number,
  weekday: (typeof WEEKDAY_CODES)[number],
  n: number,
): number {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const target = WEEKDAY_CODES.indexOf(weekday);
  return 1 + ((target - first + 7) % 7) + (n - 1) * 7;
}

/** One session of a monthly event, in London time. */
export interface Session {
  start: string;
  end: string;
}

/**
 * The session of a monthly event in the given number of months after its first one: the same
 * weekday of the same week of that month, at the same London times.
 */
function sessionAfter(schedule: EventSchedule, months: number): Session {
  const rule = schedule.monthly;
  if (!rule) throw new Error('Not a monthly event');
  const first = parseWallClock(schedule.start);
  const last = parseWallClock(schedule.end);
  const index = first.month - 1 + months;
  const year = first.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = nthWeekday(year, month, rule.weekday, rule.week);
  return {
    start: formatWallClock({ ...first, year, month, day }),
    end: formatWallClock({ ...last, year, month, day }),
  };
}

/** The next session of a monthly event that has not yet begun at `now` (the first one until it starts). */
export function nextSession(schedule: EventSchedule, now: number): Session {
  const first = parseWallClock(schedule.start);
  const today = new Date(now);
  // Start from the month before the current one in UTC terms, never before the first session.
  let months = Math.max(
    0,
    (today.getUTCFullYear() - first.year) * 12 + today.getUTCMonth() + 1 - first.month - 1,
  );
  for (;;) {
    const session = sessionAfter(schedule, months);
    if (londonInstant(session.start) > now) return session;
    months += 1;
  }
}

/**
 * When an event is on, as instants [start, end). A month-only event runs from the first of its
 * month to the end of its last month; a monthly event has no end.
 */
export function eventWindow(schedule: EventSchedule): { start: number; end: number } {
  if (schedule.monthly) return { start: londonInstant(schedule.start), end: Number.POSITIVE_INFINITY };
  if (schedule.tentative) {
    const start = parseWallClock(schedule.start);
    const end = parseWallClock(schedule.end);
    return { start: monthStart(start.year, start.month), end: monthStart(end.year, end.month + 1) };
  }
  return { start: londonInstant(schedule.start), end: londonInstant(schedule.end) };
}

export type EventPhase = 'upcoming' | 'ongoing' | 'past';
export const EVENT_PHASES: readonly EventPhase[] = ['upcoming', 'ongoing', 'past'];

/** Whether an event is still ahead, under way, or over, at `now`. */
export function eventPhase(schedule: EventSchedule, now: number): EventPhase {
  const { start, end } = eventWindow(schedule);
  if (now < start) return 'upcoming';
  return now < end ? 'ongoing' : 'past';
}

/**
 * The phases in which an event still takes applications for itself: while it is ahead, and for a
 * month-only or monthly event while its month or series runs (its dates are still to come).
 */
export function applyingPhases(schedule: EventSchedule): EventPhase[] {
  return schedule.monthly || schedule.tentative ? ['upcoming', 'ongoing'] : ['upcoming'];
}

/** The phases in which its form is for the next edition instead: once it has begun, or is over (never, for a series). */
export function nextEditionPhases(schedule: EventSchedule): EventPhase[] {
  if (schedule.monthly) return [];
  const applying = applyingPhases(schedule);
  return EVENT_PHASES.filter((phase) => !applying.includes(phase));
}

/** 'Thursday 17 December 2026' (the weekday of a London date). */
export function longDate(local: string): string {
  const { year, month, day } = parseWallClock(local);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** 'December 2025'. */
export function monthAndYear(local: string): string {
  const { year, month } = parseWallClock(local);
  return `${MONTHS[month - 1]} ${year}`;
}

/** When an event took place, to follow 'took place': 'on Friday 29 August 2025', 'in December 2025'. */
export function whenItTookPlace(schedule: EventSchedule): string {
  if (schedule.tentative) {
    const start = monthAndYear(schedule.start);
    const end = monthAndYear(schedule.end);
    return start === end ? `in ${start}` : `between ${start} and ${end}`;
  }
  const start = longDate(schedule.start);
  const end = longDate(schedule.end);
  if (start === end) return `on ${start}`;
  return `from ${start} to ${end}`;
}
