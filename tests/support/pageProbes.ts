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
