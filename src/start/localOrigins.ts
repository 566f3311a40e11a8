import { site } from '../../content/site';
import { resolveOrigins } from '../routing/host';

/**
 * On a developer's machine (localhost, *.localhost) links to either host, written with the production
 * origins, go to its local address instead: `womenloveai.localhost:4173` pairs with `localhost:4173`.
 */
export function startLocalOrigins(): void {
  const local = resolveOrigins(new URL(window.location.href));
  const moves = (['main', 'community'] as const)
    .map((kind) => [site.origins[kind], local[kind]] as const)
    .filter(([from, to]) => from !== to);
  for (const link of moves.length > 0 ? document.querySelectorAll<HTMLAnchorElement>('a[href]') : []) {
    const href = link.getAttribute('href') ?? '';
    const move = moves.find(([from]) => href.startsWith(from) && /^([/?#]|$)/.test(href.slice(from.length)));
    if (move) link.setAttribute('href', move[1] + href.slice(move[0].length));
  }
}
