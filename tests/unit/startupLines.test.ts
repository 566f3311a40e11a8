// @vitest-environment node
// How a built page starts, counted as a reader meets it (docs/performance.md, "How a page starts").
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MINIFIED_FILE, minifiedHeadScript } from '../../scripts/build/headScript';

const ROOT = join(import.meta.dirname, '..', '..');

/** Lines as `wc -l` counts them: whole files, comments and blank lines included. */
const lines = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1;
const total = (files: string[]) => files.reduce((sum, file) => sum + lines(file), 0);

/**
 * Where a page's start ends and the page begins: what the page says and looks like (content/,
 * theme/), what it draws (its pages, sections, components and the islands' features), the backend
 * its forms write to, and what the build makes beside the pages (its plugins' files, the PDFs).
 */
const THE_PAGE_ITSELF = [
  /^content\//,
  /^theme\//,
  /^supabase\//,
  /^src\/(pages|sections|layout|components|art|prompts|forms|badge|notices|backend)\//,
  /^src\/islands\/(?!Island\.tsx$)/,
  /^scripts\/build\/\w+Plugin\.ts$/,
  /^scripts\/content\//,
];

/** The modules a file imports for what they run (not `import type`), as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: string[] = [];
  const statements =
    /(?:^|\n)\s*(import|export)(\s+type)?\s[^;'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(statements)) {
    if (match[2]) continue;
    const spec = match[3] ?? match[4] ?? match[5] ?? '';
    if (!spec.startsWith('.')) continue;
    const base = join(dirname(join(ROOT, file)), spec.replace(/\?.*$/, ''));
    const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    if (hit) found.push(relative(ROOT, hit).split('\\').join('/'));
  }
  return found;
}

/** Every file reached from the entries by following imports, up to the page itself. */
function reachedFrom(entries: string[]): string[] {
  const seen = new Set<string>();
  const next = [...entries];
  while (next.length) {
    const file = next.pop() as string;
    if (seen.has(file) || THE_PAGE_ITSELF.some((rule) => rule.test(file))) continue;
    seen.add(file);
    next.push(...importsOf(file));
  }
  return [...seen].sort();
}

/** In the browser: the page script, the islands' start, the head's inline script. */
const browser = reachedFrom([
  'src/start/pageScript.ts',
  'src/start/entry-client.tsx',
  'src/start/headScript.ts',
]);
/** On the server: what answers a request for a page. */
const server = reachedFrom(['scripts/server/siteServer.ts']);
/** In the build: what renders each page and writes it with its head and headers. */
const build = reachedFrom(['scripts/build/build-site.ts', 'vite.config.ts', 'src/start/entry-server.tsx']);
const everything = [...new Set([...browser, ...server, ...build])];

describe('how a page starts', () => {
  it('is found by following imports from the entries', () => {
    expect(browser).toEqual(
      expect.arrayContaining([
        'src/app/AppProviders.tsx',
        'src/events/phaseKeys.ts',
        'src/routing/host.ts',
        'src/ui/heldInput.ts',
        'src/ui/popover.ts',
        'src/ui/useAfterHydration.ts',
      ]),
    );
    expect(server).toEqual(
      expect.arrayContaining([
        'scripts/server/compression.ts',
        'scripts/server/layout.ts',
        'scripts/server/securityHeaders.ts',
        'src/routing/speculationRules.ts',
      ]),
    );
    expect(build).toEqual(
      expect.arrayContaining(['scripts/build/prerender/writeSites.ts', 'src/islands/Island.tsx']),
    );
  });

  it('runs the head script minified from its readable sources', async () => {
    expect(
      readFileSync(MINIFIED_FILE, 'utf8'),
      'src/start/head/minified.json is not what src/start/head/*.ts make: npm run build writes it',
    ).toBe(await minifiedHeadScript());
  });

  it('is at most 1,100 lines in the browser', () => {
    expect(total(browser)).toBeLessThanOrEqual(1100);
  });

  it('is at most 2,600 lines with the server and the build', () => {
    expect(total(everything)).toBeLessThanOrEqual(2600);
  });
});
