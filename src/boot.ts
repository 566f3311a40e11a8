/**
 * The one script a prerendered page names. The page is whole without JavaScript (its text, styles,
 * links and menus work as they are, and its head script answers taps), so the app's code is not
 * fetched until the page has been painted: the page's own bytes and fonts come first on a slow
 * connection, and the first paint waits for nothing.
 * Then it asks for every file the page's app needs (the list is written into the page at build
 * time), and the app takes over the page.
 */
import { APP_SCRIPTS_ID, type AppScripts } from './ssr/appScripts';

function start() {
  const data = document.getElementById(APP_SCRIPTS_ID)?.textContent;
  if (!data) return;
  const scripts = JSON.parse(data) as AppScripts;
  const links = document.createDocumentFragment();
  for (const href of scripts.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  void import(/* @vite-ignore */ scripts.entry);
}

/** Waiting for a first paint longer than this means the page is not being shown (a tab in the background). */
const PAINT_WAIT_MS = 3000;

/**
 * Calls `then` in a task of its own once the page has been painted: its first contentful paint and
 * its largest one so far, as the browser reports them (after the frame is on screen). A browser
 * that reports neither waits for the next frame.
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

// As soon as the page has been painted (not at the load event, which a slow phone reaches later:
// it waits for every font and picture); the first paint waits for none of the app's bytes.
afterFirstPaint(start);
