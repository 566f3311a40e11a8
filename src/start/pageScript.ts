/**
 * The one script every page loads (a few kilobytes): what HTML alone cannot do on a page that is
 * otherwise whole as it arrives. Stories and the development server run its menus and jump links.
 */
import { site } from '../../content/site';
import { resolveOrigins } from '../routing/host';
import * as markup from '../ui/markup';
import { startMenus } from './menus';

const PAINT_WAIT_MS = 3000; // Longer, and the page is not being shown (a tab in the background).

/**
 * On a page with islands, asks for entry-client and all the islands need once the page is painted
 * (its largest contentful paint so far, else its first): text and fonts come first on a slow
 * connection, and no island holds back the first paint. Until then the head script holds input.
 */
function loadIslandsAfterPaint(): void {
  const listed = document.getElementById(markup.ISLAND_SCRIPTS_ID)?.textContent;
  const [entryClient, ...files] = listed ? (JSON.parse(listed) as string[]) : [];
  if (!entryClient) return;
  const load = () => {
    const link = (href: string) =>
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    document.head.append(...files.map(link));
    void import(/* @vite-ignore */ entryClient);
  };
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  const type = ['largest-contentful-paint', 'paint'].find((entryType) => supported.includes(entryType));
  const painted = new Promise((resolve) => {
    setTimeout(resolve, PAINT_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().every((entry) => entry.name === 'first-paint')) return;
      observer.disconnect();
      resolve(undefined);
    });
    if (type) observer.observe({ type, buffered: true });
    else requestAnimationFrame(resolve);
  });
  // Then, in a task of its own, every file at once.
  void painted.then(() => setTimeout(load, 0));
}

/**
 * On a developer's machine (localhost, *.localhost) links to either host, written with the production
 * origins, go to its local address instead: `womenloveai.localhost:4173` pairs with `localhost:4173`.
 */
function linkLocalOrigins(): void {
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

/**
 * A jump link (ScrollToButton; without JavaScript an ordinary link) brings its section into view
 * smoothly (at once for a visitor who asks for less motion) and moves focus there.
 */
function onJumpLink(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.(`a[${markup.JUMP_ATTRIBUTE}]`);
  const section = document.getElementById(link?.getAttribute('href')?.slice(1) ?? '');
  const modified = event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey;
  if (!section || modified || event.shiftKey) return;
  event.preventDefault();
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}

/** The 404 page logs the path asked for (so broken links can be found) and shows it in its sentence. */
function nameMissingPage(): void {
  const sentence = document.querySelector(`[${markup.REQUESTED_PATH_ATTRIBUTE}]`);
  if (!sentence) return;
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  const named = sentence.querySelector('template')?.content;
  named?.querySelector('strong')?.replaceChildren(window.location.pathname);
  if (named) sentence.replaceChildren(named);
}

/** A portrait whose picture fails to load shows the person's initials instead. */
function standIn(picture: EventTarget | null): void {
  if (!(picture instanceof HTMLImageElement) || !picture.hasAttribute(markup.INITIALS_ATTRIBUTE)) return;
  const initials = document.createElement('span');
  initials.setAttribute('aria-hidden', 'true');
  initials.textContent = picture.getAttribute(markup.INITIALS_ATTRIBUTE);
  picture.replaceWith(initials);
}

startMenus();
document.addEventListener('click', onJumpLink);
// The rest is for a written page. The development server and stories draw every part with the app.
if (document.getElementById('root')?.hasAttribute(markup.RENDERED_AT_ATTRIBUTE)) {
  linkLocalOrigins();
  nameMissingPage();
  // Pictures that failed before this script ran, then any that fail later (heard on the way down).
  document.querySelectorAll<HTMLImageElement>(`img[${markup.INITIALS_ATTRIBUTE}]`).forEach((picture) => {
    if (picture.complete && picture.naturalWidth === 0) standIn(picture);
  });
  document.addEventListener('error', (event) => standIn(event.target), true);
  loadIslandsAfterPaint();
}
