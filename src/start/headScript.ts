/**
 * The one inline script of every page, first in its <head>: the events' phases, then the held input.
 * Each part is readable source in src/start/head/, minified by the build into head/minified.json
 * (scripts/build/headScript.ts) and called here with its arguments. Its text depends only on
 * content/ and code, so the Content-Security-Policy allows it by its hash.
 */
import { eventRecords } from '../../content/events.ts';
import { PHASES_ATTRIBUTE } from '../events/phaseKeys.ts';
import { eventWindow } from '../events/schedule.ts';
import * as markup from '../ui/markup.ts';
import type { HoldInputNames } from './head/holdInput.ts';
import minified from './head/minified.json';

/** Every event's window as instants; `null` for a monthly event's end, which never comes. */
const windows: Record<string, [number, number | null]> = {};
for (const { slug, schedule } of Object.values(eventRecords)) {
  const { start, end } = eventWindow(schedule);
  windows[slug] = [start, Number.isFinite(end) ? end : null];
}

/** A part called with its arguments, as the page runs it. */
const call = (part: string, ...args: unknown[]) =>
  `(${part})(${args.map((arg) => JSON.stringify(arg)).join(',')})`;

/** Each event's phase at the visitor's time, on <html> before the first paint (head/markPhases.ts). */
export const PHASE_SCRIPT = call(minified.markPhases, windows, PHASES_ATTRIBUTE);

const names: HoldInputNames = {
  held: markup.HELD_INPUT,
  island: markup.ISLAND_ATTRIBUTE,
  hydrated: markup.HYDRATED_ATTRIBUTE,
  copyFrom: markup.COPY_FROM_ATTRIBUTE,
  copyLink: markup.COPY_LINK_ATTRIBUTE,
  copyText: markup.COPY_TEXT_ATTRIBUTE,
  heldSubmit: markup.HELD_SUBMIT_ATTRIBUTE,
};

/** What holds the visitor's input inside an island until it is hydrated (head/holdInput.ts). */
export const HELD_INPUT_SCRIPT = call(minified.holdInput, names);

export const HEAD_SCRIPT = `${PHASE_SCRIPT};${HELD_INPUT_SCRIPT}`;
