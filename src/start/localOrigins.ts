import { site } from '../../content/site';
import { resolveOrigins } from '../routing/host';

/**
 * On a developer's machine (localhost, *.localhost) the pages, written with the production origins,
 * link to the other host there instead: `womenloveai.localhost:4173` pairs with `localhost:4173`.
 * In production the origins are the page's own and nothing changes.
 */
export function startLocalOrigins(): void {
  const local = resolveOrigins(new URL(window.location.href));
  const moves = (['main', 'community'] as const)
    .map((kind) => [site.origins[kind], local[kind]] as const)
    .filter(([from, to]) => from !== to);
  if (moves.length === 0) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    for (const [from, to] of moves) {
      if (
        href === from ||
        href.startsWith(`${from}/`) ||
        href.startsWith(`${from}?`) ||
        href.startsWith(`${from}#`)
      ) {
        link.setAttribute('href', to + href.slice(from.length));
        break;
      }
    }
  }
}
