import { ISLAND_SCRIPTS_ID } from './markup';

/** Waiting for a first paint longer than this means the page is not being shown (a tab in the background). */
const PAINT_WAIT_MS = 3000;

/**
 * Asks for the islands' code once the page has been painted (its largest contentful paint so far,
 * or its first where the browser reports no largest), all files at once: the page's text and fonts
 * come first on a slow connection, and nothing the islands do can hold back the first paint. Until
 * they are hydrated, the head script answers inside them (src/start/headScript.ts).
 */
export function loadIslandsAfterPaint(): void {
  const listed = document.getElementById(ISLAND_SCRIPTS_ID)?.textContent;
  const [entryClient, ...files] = listed ? (JSON.parse(listed) as string[]) : [];
  if (!entryClient) return;
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    const links = files.map((href) =>
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    );
    document.head.append(...links);
    void import(/* @vite-ignore */ entryClient);
  };
  setTimeout(load, PAINT_WAIT_MS);
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  const type = ['largest-contentful-paint', 'paint'].find((entryType) => supported.includes(entryType));
  if (!type) {
    requestAnimationFrame(() => setTimeout(load, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().every((entry) => entry.name === 'first-paint')) return;
    observer.disconnect();
    setTimeout(load, 0);
  });
  observer.observe({ type, buffered: true });
}
