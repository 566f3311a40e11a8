import fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { eventRecords } from '../../content/events';
import type { EventSchedule } from '../../content/types';
import { londonInstant } from '../../src/events/londonTime';
import { phasesAt } from '../../src/events/phases';
import { PHASE_SCRIPT } from '../../src/start/headScript';
import { eventPhase, eventWindow, longDate, nextSession, whenItTookPlace } from '../../src/events/schedule';

const at = (iso: string) => new Date(iso).getTime();

/** Runs the head script against a stand-in <html> at a given time, as a browser would before the first paint. */
function runHeadScript(now: number): string | undefined {
  let written: string | undefined;
  const documentElement = {
    setAttribute: (name: string, value: string) => {
      if (name === 'data-event-phases') written = value;
    },
  };
  runInNewContext(PHASE_SCRIPT, { document: { documentElement }, Date: { now: () => now } });
  return written;
}

// 2020 to 2040, to the minute.
const instants = fc
  .integer({ min: at('2020-01-01T00:00Z') / 60_000, max: at('2040-12-31T00:00Z') / 60_000 })
  .map((minutes) => minutes * 60_000);

describe('where an event stands', () => {
  const evening = eventRecords['waves-ai'].schedule;
  const retreat = eventRecords['autumn-retreat'].schedule;
  const boardroom = eventRecords['ai-influence'].schedule;
  const labs = eventRecords['leadership-labs'].schedule;

  /** Ahead until the minute `start`, under way from it until the minute before `end`, over from `end`. */
  const expectUnderWay = (schedule: EventSchedule, start: string, end: string) => {
    const minute = 60_000;
    expect(eventPhase(schedule, at(start) - minute)).toBe('upcoming');
    expect(eventPhase(schedule, at(start))).toBe('ongoing');
    expect(eventPhase(schedule, at(end) - minute)).toBe('ongoing');
    expect(eventPhase(schedule, at(end))).toBe('past');
  };

  it('a single evening: ahead until 6 PM London time, under way until 9 PM, then over', () => {
    expectUnderWay(evening, '2025-08-29T17:00Z', '2025-08-29T20:00Z');
    expect(whenItTookPlace(evening)).toBe('on Friday 29 August 2025');
  });

  it('a multi-day event known only by its month: under way for the whole month, over when it ends', () => {
    expectUnderWay(retreat, '2025-12-01T00:00Z', '2026-01-01T00:00Z');
    expect(whenItTookPlace(retreat)).toBe('in December 2025');
  });

  it('a month-only event in summer time starts at midnight London time', () => {
    const june: EventSchedule = { start: '2025-06-01T00:00', end: '2025-06-01T23:59', tentative: true };
    expect(eventWindow(june)).toEqual({ start: at('2025-05-31T23:00Z'), end: at('2025-06-30T23:00Z') });
    expect(eventPhase(boardroom, at('2025-11-15T12:00Z'))).toBe('ongoing');
    expect(whenItTookPlace(boardroom)).toBe('in November 2025');
  });

  it('a dated event over several days says from when to when', () => {
    const away: EventSchedule = { start: '2026-05-08T16:00', end: '2026-05-10T12:00' };
    expect(whenItTookPlace(away)).toBe('from Friday 8 May 2026 to Sunday 10 May 2026');
    expect(eventPhase(away, at('2026-05-09T12:00Z'))).toBe('ongoing');
  });

  it('a monthly event is never over', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(eventPhase(labs, instant)).not.toBe('past');
      }),
    );
  });
});

describe('the next session of a monthly event', () => {
  const labs = eventRecords['leadership-labs'].schedule;

  it('is the first session until it begins', () => {
    expect(nextSession(labs, at('2025-01-01T00:00Z'))).toEqual(
      labs.monthly && { start: labs.start, end: labs.end },
    );
  });

  it('moves on once a session has begun', () => {
    // 18 September 2025, 6:30 PM in London is 17:30 UTC.
    expect(nextSession(labs, at('2025-09-18T17:29Z')).start).toBe('2025-09-18T18:30');
    expect(nextSession(labs, at('2025-09-18T17:30Z')).start).toBe('2025-10-16T18:30');
    expect(nextSession(labs, at('2026-11-25T09:00Z'))).toEqual({
      start: '2026-12-17T18:30',
      end: '2026-12-17T20:30',
    });
    expect(longDate('2026-12-17T18:30')).toBe('Thursday 17 December 2026');
  });

  it('is always the soonest third Thursday after now, at 6:30 PM London time', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const session = nextSession(labs, instant);
        const start = londonInstant(session.start);
        expect(start).toBeGreaterThan(instant);
        expect(session.start.slice(11)).toBe('18:30');
        expect(session.end.slice(11)).toBe('20:30');
        const day = new Date(`${session.start.slice(0, 10)}T12:00Z`);
        expect(day.getUTCDay()).toBe(4);
        expect(Math.ceil(day.getUTCDate() / 7)).toBe(3);
        // No third Thursday lies between now and the one given (they are at least four weeks apart).
        if (instant >= londonInstant(labs.start))
          expect(start - instant).toBeLessThanOrEqual(36 * 86_400_000);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the head script', () => {
  it('writes the same phases as the app at any time', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(runHeadScript(instant)).toBe(phasesAt(instant));
      }),
      { numRuns: 2000 },
    );
  });

  it('at the edges of every event, too', () => {
    for (const event of Object.values(eventRecords)) {
      const { start, end } = eventWindow(event.schedule);
      for (const instant of [start - 1, start, end - 1, end].filter(Number.isFinite))
        expect(runHeadScript(instant)).toBe(phasesAt(instant));
    }
  });

  it('names one phase for each event', () => {
    const words = phasesAt(at('2026-11-25T09:00Z')).split(' ');
    expect(words.map((word) => word.split(':')[0]).sort()).toEqual(Object.keys(eventRecords).sort());
    // The specification's events on that day: the labs still run, the rest are over.
    expect(words).toEqual(
      expect.arrayContaining([
        'waves-ai:past',
        'women-leading-ai:past',
        'ai-power-circle:past',
        'autumn-retreat:past',
        'ai-influence:past',
        'leadership-labs:ongoing',
      ]),
    );
  });
});
