import { ISLAND_SCRIPTS_ID } from './markup';
/** Waiting for a first paint longer than this means the page is not being shown (a tab in the background). */
const PAINT_WAIT_MS = 3000;

/**
 * Calls `then` in a task of its own once the page has been painted: its first contentful paint and
 * its largest one so far, as the browser reports them. A browser that reports neither waits for the
 * next frame.
 */
function afterFirstPaint(then: () => void): void {
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  const waiting = new Set(['paint', 'largest-contentful-paint'].filter((type) => supported.includes(type)));
  if (waiting.size === 0) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observers: PerformanceObserver[] = [];
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    for (const observer of observers) observer.disconnect();
    setTimeout(then, 0);
  };
  const fallback = setTimeout(finish, PAINT_WAIT_MS);
  for (const type of waiting) {
    const observer = new PerformanceObserver((list) => {
      if (type === 'paint' && list.getEntriesByName('first-contentful-paint').length === 0) return;
      waiting.delete(type);
      if (waiting.size === 0) finish();
    });
    observer.observe({ type, buffered: true });
    observers.push(observer);
  }
}

/**
 * Asks for the islands' code once the page has been painted, all files at once: the page's text and
 * fonts come first on a slow connection, and nothing the islands do can hold back the first paint.
 * Until they are hydrated, the head script answers inside them (src/start/headScript.ts).
 */
export function loadIslandsAfterPaint(): void {
  const listed = document.getElementById(ISLAND_SCRIPTS_ID)?.textContent;
  if (!listed) return;
  const [entryClient, ...files] = JSON.parse(listed) as string[];
  if (!entryClient) return;
  afterFirstPaint(() => {
    const links = document.createDocumentFragment();
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      links.append(link);
    }
    document.head.append(links);
    void import(/* @vite-ignore */ entryClient);
  });
}
