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
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
