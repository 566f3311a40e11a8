import { eventRecords } from '../../content/events.ts';
import { PHASES_ATTRIBUTE, phaseKey } from './phaseKeys.ts';
import { eventPhase, eventWindow } from './schedule.ts';

/** Every event's window as instants; `null` for a monthly event's end, which never comes. */
function windows(): Record<string, [number, number | null]> {
  const table: Record<string, [number, number | null]> = {};
  for (const { slug, schedule } of Object.values(eventRecords)) {
    const { start, end } = eventWindow(schedule);
    table[slug] = [start, Number.isFinite(end) ? end : null];
  }
  return table;
}

/** The words for <html> at `now`: one `slug:phase` per event. */
export function phasesAt(now: number): string {
  return Object.values(eventRecords)
    .map(({ slug, schedule }) => phaseKey(slug, eventPhase(schedule, now)))
    .join(' ');
}

/**
 * The script every page carries in its <head>, inline so it runs before the first paint: it writes
 * each event's phase at the visitor's `Date.now()` onto <html>. Its text depends only on content/,
 * so the Content-Security-Policy allows it by its hash (see `phaseScriptHash`).
 */
export const PHASE_SCRIPT =
  `(function(){var w=${JSON.stringify(windows())},n=Date.now(),k=[],s,e;` +
  `for(s in w){e=w[s];k.push(s+":"+(n<e[0]?"upcoming":e[1]===null||n<e[1]?"ongoing":"past"))}` +
  `document.documentElement.setAttribute("${PHASES_ATTRIBUTE}",k.join(" "))})()`;

/** Writes the phases at `now` onto an element (<html>): what the head script does, for pages drawn without it. */
export function markEventPhases(root: Element, now: number): void {
  root.setAttribute(PHASES_ATTRIBUTE, phasesAt(now));
}
