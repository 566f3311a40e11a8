import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrateIslands } from '../../src/start/entry-client';
import type { HostKind } from '../../src/routing/host';
import { routeTable } from '../../src/routing/routes';
import { markEventPhases } from '../../src/events/phases';
import { renderPage } from '../../src/start/entry-server';
import { unknownPath } from '../support/hosts';

/** Pages are prerendered before every event, and opened long after the dated ones are over. */
const PRERENDERED_AT = new Date('2025-06-02T09:00:00Z').getTime();
const OPENED_AT = new Date('2026-11-25T09:00:00Z').getTime();

/**
 * Each page as the prerenderer writes it, its islands hydrated the way the browser does it, in
 * React's development build, which reports every difference between the markup and the first render.
 */
async function hydratePage(kind: HostKind, path: string) {
  const page = await renderPage(kind, path, { now: PRERENDERED_AT });
  // The visitor's clock, and what the page's head script writes with it before the first paint.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(OPENED_AT);
  markEventPhases(document.documentElement, OPENED_AT);
  // The page's head tags join the document's head (where Emotion keeps its styles) and leave with it.
  const headTags = document.createElement('template');
  headTags.innerHTML = page.head;
  const headNodes = [...headTags.content.childNodes];
  document.head.append(...headNodes);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.body;
  document.body.replaceChildren(container);
  const heading = container.querySelector('h1');
  window.history.replaceState(null, '', path);

  const errors: unknown[][] = [];
  const recoverable: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // The 404 page reports the path it was asked for, on purpose.
    if (!String(args[0]).startsWith('404 Error')) errors.push(args);
  });
  const unmountIslands = await act(async () =>
    hydrateIslands(container, { onRecoverableError: (error) => recoverable.push(error) }),
  );
  // Each island's code loads, then it hydrates: React's work is let through a little at a time.
  for (let step = 0; step < 200 && container.querySelector('[data-island]:not([data-hydrated])'); step++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  spy.mockRestore();
  return {
    errors,
    recoverable,
    /** Hydration adopts the server's elements; a re-render from scratch would have replaced them. */
    headingKept: heading !== null && container.querySelector('h1') === heading,
    text: () => container.textContent ?? '',
    pageHead: page.head,
    cleanUp: () => {
      vi.useRealTimers();
      act(() => unmountIslands());
      for (const node of headNodes) node.remove();
    },
  };
}

describe('hydration of the prerendered pages', () => {
  let cleanUp: (() => void) | undefined;
  beforeAll(() => {
    // Tell React these renders run under act(); jsdom cannot scroll, and the pages ask it to.
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanUp?.();
    cleanUp = undefined;
  });

  for (const kind of ['main', 'community'] as const) {
    it.each([...routeTable(kind).map((r) => r.path), unknownPath])(
      `${kind} host: the islands of %s hydrate without a warning`,
      async (path) => {
        const result = await hydratePage(kind, path);
        cleanUp = result.cleanUp;
        expect(result.errors).toEqual([]);
        expect(result.recoverable).toEqual([]);
        expect(result.headingKept).toBe(true);
        expect(result.pageHead).toContain('<title>');
        expect(result.pageHead).not.toContain('<div');
      },
    );
  }

  it.each(['/events/leadership-labs', '/women-love-ai/events/leadership-labs'])(
    'a Labs page prerendered months ago shows the next session from the day it is opened (%s)',
    async (path) => {
      const kind = path.startsWith('/women') ? 'main' : 'community';
      const result = await hydratePage(kind, path);
      cleanUp = result.cleanUp;
      expect(result.recoverable).toEqual([]);
      expect(result.text()).toContain('Thursday 17 December 2026');
      expect(result.text()).not.toContain('Thursday 18 September 2025');
    },
  );
});
