/**
 * London's clock (Europe/London), the one place its rule is written. Events are scheduled in London
 * wall-clock time, written as in content/ ('2025-08-29T18:00'); the phases of events, their
 * structured data and their calendar files all read those times through this module.
 *
 * The rule: Greenwich Mean Time, and British Summer Time (an hour ahead) from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October. In spring the wall clock jumps from
 * 01:00 to 02:00, so times from 01:00 to 01:59 on that day never happen; in autumn it falls back from
 * 02:00 to 01:00, so times from 01:00 to 01:59 on that day happen twice. `londonInstant` reads a
 * skipped time with the offset in force before the change (01:30 is 01:30 UTC, which the clocks show
 * as 02:30) and a repeated time as its first occurrence (01:30 is 00:30 UTC, still in summer time),
 * as RFC 5545 §3.3.5 tells calendar programs to read the times of a calendar file.
 */

export const LONDON = 'Europe/London';

/** One of the two offsets London's clock keeps: its name and how far ahead of UTC it is. */
export interface LondonOffset {
  name: 'GMT' | 'BST';
  minutes: 0 | 60;
}

export const GMT: LondonOffset = { name: 'GMT', minutes: 0 };
export const BST: LondonOffset = { name: 'BST', minutes: 60 };

/** A change of the clocks: on the last Sunday of `month` (1–12), at `utcHour` UTC, from one offset to the other. */
export interface ClockChange {
  month: number;
  utcHour: number;
  from: LondonOffset;
  to: LondonOffset;
}

/** The year's two changes, in order: summer time begins, then ends. */
export const CLOCK_CHANGES: readonly [ClockChange, ClockChange] = [
  { month: 3, utcHour: 1, from: GMT, to: BST },
  { month: 10, utcHour: 1, from: BST, to: GMT },
];

const MINUTE = 60_000;

/** A wall-clock date and time: '2025-08-29T18:00' as numbers. */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function parseWallClock(local: string): WallClock {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new Error(`Not a local date and time: ${local}`);
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, month, day, hour, minute };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2025-08-29T18:00'. */
export function formatWallClock({ year, month, day, hour, minute }: WallClock): string {
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** The wall-clock time as if it were UTC: the instant a clock at +00:00 shows it. */
export const asIfUtc = (p: WallClock) => Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);

/** The day of the month of the last Sunday of a month (1 to 12). */
export function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** The instant of a change of the clocks in a year. */
export function changeInstant(change: ClockChange, year: number): number {
  return Date.UTC(year, change.month - 1, lastSunday(year, change.month), change.utcHour);
}

/** True when British Summer Time is in force at an instant. */
export function isBritishSummerTime(instant: number): boolean {
  const year = new Date(instant).getUTCFullYear();
  const [begins, ends] = CLOCK_CHANGES;
  return instant >= changeInstant(begins, year) && instant < changeInstant(ends, year);
}

/** The offset London's clock keeps at an instant. */
export function londonOffsetAt(instant: number): LondonOffset {
  return isBritishSummerTime(instant) ? BST : GMT;
}

/**
 * The instant of a London wall-clock time. Read as summer time when that reading falls in summer
 * time, else as Greenwich time: a time of the skipped spring hour is read on Greenwich time (an hour
 * later on the clocks than written), a time of the repeated autumn hour is its first, summer-time,
 * occurrence.
 */
export function londonInstant(local: string | WallClock): number {
  const wall = asIfUtc(typeof local === 'string' ? parseWallClock(local) : local);
  const summer = wall - BST.minutes * MINUTE;
  return isBritishSummerTime(summer) ? summer : wall - GMT.minutes * MINUTE;
}

/** What London's clock shows at an instant. */
export function londonWallClock(instant: number): WallClock {
  const shown = new Date(instant + londonOffsetAt(instant).minutes * MINUTE);
  return {
    year: shown.getUTCFullYear(),
    month: shown.getUTCMonth() + 1,
    day: shown.getUTCDate(),
    hour: shown.getUTCHours(),
    minute: shown.getUTCMinutes(),
  };
}

/** An offset as ISO 8601 writes it ('+01:00'), or with `separator` '' as iCalendar does ('+0100'). */
export function formatOffset({ minutes }: LondonOffset, separator = ':'): string {
  return `+${pad(Math.floor(minutes / 60))}${separator}${pad(minutes % 60)}`;
}

/**
 * A London wall-clock time as an ISO 8601 date-time with its offset: '2025-08-29T18:00:00+01:00'.
 * A time of the skipped spring hour is written as the clocks show its instant.
 */
export function londonIsoDateTime(local: string): string {
  const instant = londonInstant(local);
  return `${formatWallClock(londonWallClock(instant))}:00${formatOffset(londonOffsetAt(instant))}`;
}
