// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Lines as `wc -l` counts them: whole files, comments and blank lines included (docs/performance.md). */
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
const total = (files: string[]) => files.reduce((sum, file) => sum + lines(file), 0);

/** Entries that are no part of a built page in the browser: the development server's, and the server's. */
const NOT_THE_BROWSERS = ['entry-dev.tsx', 'entry-server.tsx'];
const browser = [
  ...readdirSync('src/start')
    .filter((name) => !NOT_THE_BROWSERS.includes(name))
    .map((name) => `src/start/${name}`),
  // What an island's components take part in the start with (held input, the attribute names).
  'src/ui/heldInput.ts',
  'src/ui/markup.ts',
];
const serverAndBuild = [
  'src/start/entry-server.tsx',
  'src/islands/Island.tsx',
  ...readdirSync('scripts/build/prerender').map((name) => `scripts/build/prerender/${name}`),
];

describe('how a page starts', () => {
  it('is at most 500 lines in the browser', () => {
    expect(browser.length).toBeGreaterThan(4);
    expect(total(browser)).toBeLessThanOrEqual(500);
  });

  it('is at most 800 lines with the server and the build', () => {
    expect(total([...browser, ...serverAndBuild])).toBeLessThanOrEqual(800);
  });
});
