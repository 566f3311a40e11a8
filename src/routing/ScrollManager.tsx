import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const STORAGE_KEY = 'site-scroll-positions';

/** Where the visitor was on each history entry of this tab, by the router's key of the entry. */
type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Positions) : {};
  } catch {
    return {};
  }
}

function writePositions(positions: Positions) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage can be full or switched off; back and forward then start at the top.
  }
}

/** Scrolls to the element the address's #fragment names; false if there is none. */
function scrollToFragment(hash: string): boolean {
  if (hash.length < 2) return false;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * Scrolls the way a visitor expects of a site whose pages are drawn in place: a new page starts at
 * the top (or at the #fragment it names), back and forward return to where the visitor was on that
 * page, and a change of the search alone (the prompt library's filters) leaves the page where it is.
 * While the app is live the browser's own restoring is off, since it would scroll before the page is
 * drawn; it is back on as the page is left, so a reload returns to the spot before the app starts.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigation = useNavigationType();
  const positions = useRef<Positions | null>(null);
  const shown = useRef<Location | null>(null);

  // Remembers the position on every scroll (the browser sends at most one scroll event a frame),
  // and keeps it for the tab as the page is left.
  useLayoutEffect(() => {
    const saved = (positions.current ??= readPositions());
    const remember = () => {
      if (shown.current) saved[shown.current.key] = window.scrollY;
    };
    const onPageHide = () => {
      remember();
      writePositions(saved);
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = () => {
      window.history.scrollRestoration = 'manual';
    };
    onPageShow();
    window.addEventListener('scroll', remember, { passive: true });
    // Back and Forward: the browser sends the scroll event of a last move a frame late, after the
    // router may have moved on; this listener comes before the router's, with the page still in place.
    window.addEventListener('popstate', remember);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('popstate', remember);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    if (previous?.key === location.key) return;
    const saved = (positions.current ??= readPositions())[location.key];
    const back = navigation === 'POP' && saved !== undefined;
    if (previous === null) {
      // The page the tab opened on: the browser has shown its #fragment, or restored a reloaded
      // page. An entry the site made itself ('default' is the first) may come back to a new document.
      if (back && location.key !== 'default' && location.hash === '') window.scrollTo(0, saved);
      return;
    }
    if (back) window.scrollTo(0, saved);
    else if (!scrollToFragment(location.hash) && previous.pathname !== location.pathname)
      window.scrollTo(0, 0);
  }, [location, navigation]);

  return null;
}
