import { EARLY_SCRIPT } from '../early/earlyScript.ts';
import { PHASE_SCRIPT } from '../events/phaseScript.ts';

/**
 * The one inline script of every page, first in its <head>: it marks the events' phases before the
 * first paint (src/events/phaseScript.ts) and makes the page answer taps before the app has started
 * (src/early/earlyScript.ts). Its text depends only on content/ and code, so the
 * Content-Security-Policy allows it by its hash.
 */
export const HEAD_SCRIPT = `${PHASE_SCRIPT};${EARLY_SCRIPT}`;
