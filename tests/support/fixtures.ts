import { test as base, expect, type Page } from '@playwright/test';
import { PAGE_READY_ATTRIBUTE, ISLAND_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '../../src/ui/markup';

/** The moment every page and story is frozen at for screenshots: before every event. */
export const FROZEN_NOW = new Date('2025-06-02T09:00:00Z');

/** A moment after every dated event, for the screenshots of pages that say an event has taken place. */
export const AFTER_EVENTS = new Date('2026-11-25T09:00:00Z');

function isLocal(url: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page. */
  consoleErrors: string[];
  /** Requests that tried to leave the machine (and were blocked). */
  blockedRequests: string[];
  /** Content security policy violations the page reported, as `directive blocked-uri`. */
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
  blockedRequests: async ({ context }, provide) => {
    const blocked: string[] = [];
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (isLocal(url)) return route.continue();
      blocked.push(url);
      return route.abort('blockedbyclient');
    });
    await provide(blocked);
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await provide(errors);
  },
  cspViolations: async ({ page }, provide) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation(v: string): void }).__reportCspViolation;
        report(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    await provide(violations);
  },
  page: async ({ page, blockedRequests }, provide) => {
    void blockedRequests;
    await provide(page);
  },
});

export { expect };

/** Waits until the page is ready to be looked at: loaded, fonts in, images decoded, pointer parked. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A picture that waits until it nears the screen is fetched now, so a full-page screenshot
    // shows it (and decode() does not wait for a scroll that never comes).
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
  });
  await page.mouse.move(0, 0);
}

/**
 * Waits until the page responds in full: at once for a page without islands, once every island (a
 * form, the library, the badge) is hydrated for the others. Until then a form's button is held.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.locator(`#root[${PAGE_READY_ATTRIBUTE}] h1`).first().waitFor();
  await expect(page.locator(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])`)).toHaveCount(0);
  // A form's button turns on in the render that follows hydration, a moment after the attribute.
  await expect(page.locator('form[data-form] button[type="submit"]:disabled')).toHaveCount(0);
}

/** Opens a URL with the clock frozen (at FROZEN_NOW unless told otherwise) and waits for it to settle. */
export async function visit(page: Page, url: string, at: Date = FROZEN_NOW): Promise<void> {
  await page.clock.setFixedTime(at);
  await page.goto(url);
  await pageReady(page);
  await settle(page);
}

/**
 * Records what the page writes to the clipboard. The site's Permissions-Policy lets its pages write to
 * the clipboard but never read it, so a test cannot read the clipboard back from the page; it reads
 * what the page handed to `navigator.clipboard.writeText` (which still writes, and must succeed).
 */
export async function recordClipboardWrites(page: Page): Promise<() => Promise<string | undefined>> {
  const writes = await recordEveryClipboardWrite(page);
  return async () => (await writes()).at(-1);
}

/** Every text the page handed to the clipboard, in order (a write counts once it succeeded). */
export async function recordEveryClipboardWrite(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return;
    const write = clipboard.writeText.bind(clipboard);
    const written: string[] = [];
    (window as unknown as { __clipboardWrites: string[] }).__clipboardWrites = written;
    clipboard.writeText = (text: string) =>
      write(text).then(() => {
        written.push(text);
      });
  });
  return () =>
    page.evaluate(() => [
      ...((window as unknown as { __clipboardWrites?: string[] }).__clipboardWrites ?? []),
    ]);
}
