/**
 * London's clock as the platform's own time-zone data has it (Intl, Europe/London): an oracle for
 * src/events/londonTime.ts that shares none of its code.
 */

const londonOffset = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  timeZoneName: 'longOffset',
});

/** London's offset from UTC in minutes at an instant. */
export function platformLondonOffset(instant: number): number {
  const name = londonOffset
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  if (name === 'GMT') return 0;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) throw new Error(`Unexpected offset ${name}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** London's wall-clock date and time at an instant, '2025-08-29T18:00'. */
export function platformLondonLocal(instant: number): string {
  const parts = Object.fromEntries(
    londonClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
