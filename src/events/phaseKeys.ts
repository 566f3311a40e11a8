import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { EventPhase } from './schedule';

/**
 * Which phase each event is in, as the page is viewed, lives on <html> as words such as
 * "waves-ai:past leadership-labs:ongoing". A script in the page's <head> writes them before the first
 * paint, so what depends on the date is decided by CSS from the start: the markup holds every
 * variant, whatever the time it was prerendered, and neither hydration nor the first paint after it
 * moves anything.
 */
export const PHASES_ATTRIBUTE = 'data-event-phases';

/** 'waves-ai:past'. */
export const phaseKey = (slug: string, phase: EventPhase) => `${slug}:${phase}`;

/** The words for an event in any of the given phases. */
export const phaseKeys = (slug: string, phases: readonly EventPhase[]) =>
  phases.map((p) => phaseKey(slug, p));

const active = (key: string) => `[${PHASES_ATTRIBUTE}~="${key}"]`;

/** Styles that show an element only while at least one of the keys is in force. */
export function shownWhenAny(keys: readonly string[]): SystemStyleObject<Theme> {
  if (keys.length === 0) return { display: 'none' };
  return { [`html${keys.map((key) => `:not(${active(key)})`).join('')} &`]: { display: 'none' } };
}

/** Styles that hide an element while any of the keys is in force. */
export function hiddenWhenAny(keys: readonly string[]): SystemStyleObject<Theme> {
  if (keys.length === 0) return {};
  return { [keys.map((key) => `html${active(key)} &`).join(', ')]: { display: 'none' } };
}
