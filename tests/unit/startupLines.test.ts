// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Lines as `wc -l` counts them: whole files, comments and blank lines included (docs/performance.md). */
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
const total = (files: string[]) => files.reduce((sum, file) => sum + lines(file), 0);

const DEVELOPMENT_ONLY = 'entry-dev.tsx';
const browser = readdirSync('src/start')
  .filter((name) => name !== DEVELOPMENT_ONLY)
  .map((name) => `src/start/${name}`);
const serverAndBuild = [
  'src/entry-server.tsx',
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
