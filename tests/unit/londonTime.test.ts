import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_CHANGES,
  changeInstant,
  formatWallClock,
  isBritishSummerTime,
  lastSunday,
  londonInstant,
  londonIsoDateTime,
  londonOffsetAt,
  londonWallClock,
} from '../../src/events/londonTime';
import { platformLondonLocal, platformLondonOffset } from './platformLondon';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (iso: string) => Date.parse(iso);
const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Every changeover day's minutes are compared with the platform's in these years. */
const DAY_YEARS = years(2024, 2032);

// 2020 to 2040, to the minute.
const instants = fc
  .integer({ min: at('2020-01-01T00:00Z') / MINUTE, max: at('2040-12-31T00:00Z') / MINUTE })
  .map((minutes) => minutes * MINUTE);

/**
 * Every London wall-clock time of a changeover day, with the instants the platform shows as it: none
 * for the skipped spring hour, two for the repeated autumn hour, one otherwise.
 */
function platformDay(year: number, month: number): Map<string, number[]> {
  const day = lastSunday(year, month);
  const shown = new Map<string, number[]>();
  const date = formatWallClock({ year, month, day, hour: 0, minute: 0 }).slice(0, 10);
  const end = Date.UTC(year, month - 1, day + 1);
  // From two hours before midnight UTC: at midnight in summer time London is already an hour into the day.
  for (let instant = Date.UTC(year, month - 1, day) - 2 * HOUR; instant < end; instant += MINUTE) {
    const local = platformLondonLocal(instant);
    if (local.startsWith(date)) shown.set(local, [...(shown.get(local) ?? []), instant]);
  }
  return shown;
}

/** Every minute of a day's wall clock, '2025-03-30T00:00' to '2025-03-30T23:59'. */
const minutesOf = (year: number, month: number, day: number) =>
  Array.from({ length: 24 * 60 }, (_, i) =>
    formatWallClock({ year, month, day, hour: Math.floor(i / 60), minute: i % 60 }),
  );

describe('London’s clock, against the platform’s own time-zone data', () => {
  it('keeps the offset the platform says at every instant, and shows the time it shows', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(londonOffsetAt(instant).minutes).toBe(platformLondonOffset(instant));
        expect(isBritishSummerTime(instant)).toBe(platformLondonOffset(instant) === 60);
        expect(formatWallClock(londonWallClock(instant))).toBe(platformLondonLocal(instant));
      }),
      { numRuns: 5000 },
    );
  });

  it('turns any London time into the instant the platform shows as that time', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const local = platformLondonLocal(instant);
        expect(platformLondonLocal(londonInstant(local))).toBe(local);
      }),
      { numRuns: 5000 },
    );
  });

  it.each(years(2020, 2040))(
    'changes the clocks in %i at 01:00 UTC on the last Sundays of March and October',
    (year) => {
      for (const change of CLOCK_CHANGES) {
        const instant = changeInstant(change, year);
        expect(new Date(instant).getUTCDay()).toBe(0);
        expect(new Date(instant).getUTCHours()).toBe(1);
        expect(platformLondonOffset(instant - 1)).toBe(change.from.minutes);
        expect(platformLondonOffset(instant)).toBe(change.to.minutes);
      }
    },
  );

  it.each(DAY_YEARS)('%i: the spring day, its skipped hour read on Greenwich time', (year) => {
    const day = lastSunday(year, 3);
    const shown = platformDay(year, 3);
    for (const local of minutesOf(year, 3, day)) {
      const instants = shown.get(local) ?? [];
      const hour = Number(local.slice(11, 13));
      if (hour === 1) {
        // 01:00 to 01:59 never shows on the clocks: it is read as Greenwich time, which the clocks show an hour later.
        expect(instants).toEqual([]);
        const instant = londonInstant(local);
        expect(instant).toBe(Date.parse(`${local}Z`));
        expect(platformLondonLocal(instant)).toBe(`${local.slice(0, 11)}02${local.slice(13)}`);
      } else {
        expect(instants).toHaveLength(1);
        expect(londonInstant(local)).toBe(instants[0]);
      }
    }
  });

  it.each(DAY_YEARS)(
    '%i: the autumn day, its repeated hour read as its first, summer-time, occurrence',
    (year) => {
      const day = lastSunday(year, 10);
      const shown = platformDay(year, 10);
      for (const local of minutesOf(year, 10, day)) {
        const instants = shown.get(local) ?? [];
        expect(instants).toHaveLength(Number(local.slice(11, 13)) === 1 ? 2 : 1);
        expect(londonInstant(local)).toBe(Math.min(...instants));
      }
      expect(londonInstant(`${year}-10-${day}T01:30`)).toBe(Date.UTC(year, 9, day, 0, 30));
      expect(londonOffsetAt(londonInstant(`${year}-10-${day}T01:30`)).name).toBe('BST');
    },
  );
});

describe('a London time with its offset (ISO 8601)', () => {
  it.each([
    ['2025-01-15T12:00', '2025-01-15T12:00:00+00:00'],
    ['2025-03-30T00:59', '2025-03-30T00:59:00+00:00'], // the last Sunday of March, before the clocks go forward
    ['2025-03-30T01:00', '2025-03-30T02:00:00+01:00'], // skipped: written as the clocks show its instant
    ['2025-03-30T01:30', '2025-03-30T02:30:00+01:00'],
    ['2025-03-30T02:00', '2025-03-30T02:00:00+01:00'],
    ['2025-08-29T18:00', '2025-08-29T18:00:00+01:00'],
    ['2025-10-26T00:59', '2025-10-26T00:59:00+01:00'],
    ['2025-10-26T01:30', '2025-10-26T01:30:00+01:00'], // repeated: its first occurrence
    ['2025-10-26T02:00', '2025-10-26T02:00:00+00:00'],
    ['2025-11-20T18:30', '2025-11-20T18:30:00+00:00'],
  ])('%s is %s', (local, iso) => {
    expect(londonIsoDateTime(local)).toBe(iso);
    expect(Date.parse(iso)).toBe(londonInstant(local));
  });

  it('names the instant of the London time, always as the clocks show it', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const local = platformLondonLocal(instant);
        const iso = londonIsoDateTime(local);
        expect(Date.parse(iso)).toBe(londonInstant(local));
        expect(iso.slice(0, 16)).toBe(platformLondonLocal(Date.parse(iso)));
      }),
      { numRuns: 2000 },
    );
  });
});
