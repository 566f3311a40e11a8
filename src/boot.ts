/**
 * The one script a prerendered page names. The page is whole without JavaScript (its text, styles
 * and links work as they are), so the app's code is not fetched until the page has loaded and been
 * painted: the page's own bytes and fonts come first on a slow connection, and the first paint
 * waits for nothing.
 * Then it asks for every file the page's app needs (the list is written into the page at build
 * time), a few per task, and the app takes over the page.
 */
import { APP_SCRIPTS_ID, type AppScripts } from './ssr/appScripts';

const PRELOADS_PER_TASK = 3;

function start() {
  const data = document.getElementById(APP_SCRIPTS_ID)?.textContent;
  if (!data) return;
  const scripts = JSON.parse(data) as AppScripts;
  // Every file at once would be one long task (each request costs the main thread a little), so
  // the requests go out a few at a time, in turns; they are all under way within milliseconds.
  const batches: string[][] = [];
  for (let i = 0; i < scripts.preload.length; i += PRELOADS_PER_TASK)
    batches.push(scripts.preload.slice(i, i + PRELOADS_PER_TASK));
  const preloadNext = () => {
    const batch = batches.shift();
    if (!batch) return;
    const links = document.createDocumentFragment();
    for (const href of batch) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      links.append(link);
    }
    document.head.append(links);
    setTimeout(preloadNext, 0);
  };
  preloadNext();
  void import(/* @vite-ignore */ scripts.entry);
}

/** Waiting for a first paint longer than this means the page is not being shown (a tab in the background). */
const PAINT_WAIT_MS = 3000;

/**
 * Calls `then` in a task of its own once the page has been painted: its first contentful paint and
 * its largest one so far, as the browser reports them (after the frame is on screen, which can be a
 * frame or two after the load event). A browser that reports neither waits for the next frame.
 */
function afterFirstPaint(then: () => void) {
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

// After the load event and the first paint: a small page can finish loading before it is painted,
// and the app's requests should not hold that paint back either.
const startAfterPaint = () => afterFirstPaint(start);
if (document.readyState === 'complete') startAfterPaint();
else window.addEventListener('load', startAfterPaint, { once: true });
