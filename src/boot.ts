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

// After the load event and the next frame: a small page can finish loading before its first paint,
// and the app's requests should not hold that paint back either.
const startAfterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
if (document.readyState === 'complete') startAfterNextFrame();
else window.addEventListener('load', startAfterNextFrame, { once: true });
