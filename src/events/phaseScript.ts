import { eventRecords } from '../../content/events.ts';
import { PHASES_ATTRIBUTE, phaseKey } from './phaseKeys.ts';
import { eventPhase, eventWindow } from './schedule.ts';

/** The words for <html> at `now`: one `slug:phase` per event. */
export const phasesAt = (now: number): string =>
  Object.values(eventRecords)
    .map(({ slug, schedule }) => phaseKey(slug, eventPhase(schedule, now)))
    .join(' ');

/** Writes the phases at `now` onto <html>, as the head script does: for pages drawn without it. */
export const markEventPhases = (root: Element, now: number) =>
  root.setAttribute(PHASES_ATTRIBUTE, phasesAt(now));

/** Every event's window as instants; `null` for a monthly event's end, which never comes. */
const windows = Object.fromEntries(
  Object.values(eventRecords).map(({ slug, schedule }) => {
    const { start, end } = eventWindow(schedule);
    return [slug, [start, Number.isFinite(end) ? end : null]];
  }),
);

/**
 * The head script's first part (src/start/headScript.ts): each event's phase at the visitor's
 * `Date.now()`, written onto <html> before the first paint.
 */
export const PHASE_SCRIPT =
  `(function(){var w=${JSON.stringify(windows)},n=Date.now(),k=[],s,e;` +
  `for(s in w){e=w[s];k.push(s+":"+(n<e[0]?"upcoming":e[1]===null||n<e[1]?"ongoing":"past"))}` +
  `document.documentElement.setAttribute("${PHASES_ATTRIBUTE}",k.join(" "))})()`;
