import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Records the font files the page asks for, by name without the content hash. */
export function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'font') return;
    files.push(new URL(request.url()).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.woff2$/, ''));
  });
  return files;
}

/**
 * What axe finds on the page against WCAG 2.2 AA and its best practices, one line per rule. Every rule
 * runs on every element; only violations are gathered in full (axe's `resultTypes`), which spares it
 * describing each element that passed: about a third of its time on a long page.
 *
 * axe runs in the page itself (its "legacy" mode). By default the Playwright binding audits each
 * frame apart and opens a blank page to put the results together, which is there for frames of
 * other origins: the site's pages have no frame, and that extra page cost about 0.9 s of each
 * 1.8 s audit. The rules and what they find are the same.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
