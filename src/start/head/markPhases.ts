/**
 * Runs inline, first in every page's head, before the first paint: writes each event's phase at the
 * visitor's time onto <html> (`slug:upcoming`, `slug:ongoing`, `slug:past`), and the page's CSS shows
 * the matching variant (src/events/phaseKeys.ts). A page written months ago still says the right thing.
 *
 * It runs alone, before any module: no imports. `npm run build` minifies it into the page
 * (scripts/build/headScript.ts), with the events' windows and the attribute's name as its arguments.
 */
export default function markPhases(
  /** Each event's window as instants; `null` for a monthly event's end, which never comes. */
  windows: Record<string, [number, number | null]>,
  attribute: string,
): void {
  const now = Date.now();
  const phases: string[] = [];
  for (const slug in windows) {
    const [start, end] = windows[slug] as [number, number | null];
    const phase = now < start ? 'upcoming' : end === null || now < end ? 'ongoing' : 'past';
    phases.push(`${slug}:${phase}`);
  }
  document.documentElement.setAttribute(attribute, phases.join(' '));
}
