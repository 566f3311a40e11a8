import { eventRecords } from '../../content/events.ts';
import { PHASES_ATTRIBUTE, phaseKey } from './phaseKeys.ts';
import { eventPhase } from './schedule.ts';

/**
 * The words for <html> at `now`, one `slug:phase` per event: what the head script writes at the
 * visitor's time (src/start/headScript.ts), here for the prerendered page and for pages drawn without it.
 */
export const phasesAt = (now: number): string =>
  Object.values(eventRecords)
    .map(({ slug, schedule }) => phaseKey(slug, eventPhase(schedule, now)))
    .join(' ');

/** Writes the phases at `now` onto <html> (the development server, stories, tests). */
export const markEventPhases = (root: Element, now: number) =>
  root.setAttribute(PHASES_ATTRIBUTE, phasesAt(now));
