import type { Plugin } from 'vite';
import { HEAD_SCRIPT } from '../../src/start/headScript.ts';

/**
 * The development server's pages get the head script the prerendered pages carry (scripts/prerender/writeSites.ts):
 * the events' phases before the first paint, and taps answered before the app starts (src/start/headScript.ts).
 */
export function headScript(): Plugin {
  return {
    name: 'head-script',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'script', children: HEAD_SCRIPT, injectTo: 'head' }],
  };
}
