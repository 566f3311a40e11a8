import type { Plugin } from 'vite';
import { PHASE_SCRIPT } from '../src/events/phaseScript.ts';

/**
 * The development server's pages get the head script the prerendered pages carry (scripts/site/writeSites.ts),
 * which writes each event's phase onto <html> before the first paint (src/events/phaseScript.ts).
 */
export function eventPhases(): Plugin {
  return {
    name: 'event-phases',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'script', children: PHASE_SCRIPT, injectTo: 'head' }],
  };
}
