// `npm run bench:prompts -- [--rounds 3] [--sizes 106,10000] [--write-docs]`
// Builds the prompt library page (production build, the site's shell around it) with libraries
// of the given sizes, opens it in Chromium and types searches letter by letter, deleting each
// again. For every keystroke it measures, inside the page, the time from the key's event to the
// moment the grid shows what the filter rule says it should (match count and first card),
// layout included. Prints median, p95 and max per size against the goals (16 ms at 106, 50 ms
// at 10,000). A keystroke whose grid never shows the right result makes the run fail. With
// --write-docs, the figures also go into docs/performance.md as a table, between
// `<!-- bench:prompts -->` and `<!-- /bench:prompts -->`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { prompts } from '../../content/prompts';
import { INITIAL_PROMPT_COUNT, matchSummary } from '../../src/prompts/promptLibraryText';
import { ALL, filterPrompts } from '../../src/prompts/filterPrompts';
import { chromiumLaunchOptions } from '../../tests/chromium';
import { viewports } from '../../theme/breakpoints';
import { markdownTable, measuredOn, writeDocsBlock, writeDocsOption } from './support';
import { cpuTimes, stealLine } from './cpuSteal';
import { generatePrompts } from './prompts/generatePrompts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    sizes: { type: 'string', default: `${prompts.length},10000` },
    pause: { type: 'string', default: '80' },
    port: { type: 'string', default: '4199' },
    ...writeDocsOption,
  },
});
const rounds = Number(values.rounds);
const sizes = String(values.sizes).split(',').map(Number);
const pauseMs = Number(values.pause);
const goals = new Map<number, number>([
  [prompts.length, 16],
  [10_000, 50],
]);

/** Searches a visitor might type; each is typed one letter at a time and then deleted. */
const words = ['email', 'linkedin', 'plan', 'interview', 'pricing', 'learning', 'research', 'pitch'];

interface Step {
  key: string;
  value: string;
}

function stepsFor(word: string): Step[] {
  const typed = [...word].map((key, i) => ({ key, value: word.slice(0, i + 1) }));
  const deleted = [...word].map((_, i) => ({ key: 'Backspace', value: word.slice(0, word.length - i - 1) }));
  return [...typed, ...deleted];
}

/** Installs the stopwatch (scripts/bench/prompts/stopwatch.js) in the page. */
async function installStopwatch(page: Page) {
  await page.addScriptTag({ content: readFileSync(resolve('scripts/bench/prompts/stopwatch.js'), 'utf8') });
}

const root = resolve('scripts/bench/prompts');
const outDir = mkdtempSync(join(tmpdir(), 'bench-prompts-'));
await build({
  configFile: false,
  root,
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
const server = await preview({
  configFile: false,
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { port: Number(values.port), strictPort: true, open: false },
});
const origin = `http://localhost:${values.port}/`;
const browser = await chromium.launch(chromiumLaunchOptions);
const { width, height } = viewports.desktop;
const before = cpuTimes();
let wrong = 0;
/** One row per library size, for the Markdown table. */
const rows: (string | number)[][] = [];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

for (const size of sizes) {
  const library = generatePrompts(prompts, size);
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${origin}?n=${size}`);
  const search = page.getByRole('searchbox', { name: 'Search prompts' });
  await search.click();
  await installStopwatch(page);
  const times: number[] = [];
  for (let round = 0; round <= rounds; round += 1) {
    for (const word of words) {
      for (const step of stepsFor(word)) {
        const matches = filterPrompts(library, { search: step.value, category: ALL, tag: ALL });
        const shown = Math.min(INITIAL_PROMPT_COUNT, matches.length);
        const expected = [
          step.value,
          matchSummary(matches.length, shown),
          matches[0]?.title ?? 'No prompts found',
        ];
        await page.evaluate(([value, summary, first]) => {
          (window as unknown as { bench: { arm: (v: string, s: string, f: string) => void } }).bench.arm(
            value ?? '',
            summary ?? '',
            first ?? '',
          );
        }, expected);
        await page.keyboard.press(step.key);
        const ms = await page.evaluate(
          () => (window as unknown as { bench: { result: Promise<number> } }).bench.result,
        );
        if (Number.isNaN(ms)) {
          wrong += 1;
          console.error(`size ${size}: "${step.value}" never showed ${expected[1]} / ${expected[2]}`);
        } else if (round > 0) {
          times.push(ms); // round 0 warms the page up
        }
        await page.waitForTimeout(pauseMs);
      }
    }
  }
  await page.close();
  const sorted = [...times].sort((a, b) => a - b);
  const goal = goals.get(size);
  const p95 = pct(sorted, 95);
  const verdict =
    goal === undefined ? '' : p95 <= goal ? `  goal ≤ ${goal} ms: met` : `  goal ≤ ${goal} ms: MISSED`;
  console.log(
    `${String(size).padStart(6)} prompts  ${times.length} keystrokes  ` +
      `median ${pct(sorted, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${pct(sorted, 100).toFixed(1)} ms${verdict}`,
  );
  rows.push([
    size.toLocaleString('en-GB'),
    times.length,
    `${pct(sorted, 50).toFixed(1)} ms`,
    `${p95.toFixed(1)} ms`,
    `${pct(sorted, 100).toFixed(1)} ms`,
    goal === undefined ? '–' : `≤ ${goal} ms: ${p95 <= goal ? 'met' : 'missed'}`,
  ]);
}

const steal = stealLine(before, cpuTimes());
if (steal) console.log(steal);
if (values['write-docs']) {
  const table = markdownTable(
    ['prompts', 'keystrokes', 'median', 'p95', 'max', 'goal (p95)'],
    ['right', 'right', 'right', 'right', 'right', 'left'],
    rows,
  );
  const about = measuredOn('npm run bench:prompts', [
    `${rounds} measured round(s) after a warm-up`,
    ...(steal ? [steal.replace(/\s+/g, ' ')] : []),
  ]);
  await writeDocsBlock(
    'prompts',
    `${about}.\n\n${table}${wrong ? `\n\n${wrong} keystroke(s) never showed the right grid.` : ''}`,
  );
}
await browser.close();
await new Promise<void>((done) => server.httpServer.close(() => done()));
rmSync(outDir, { recursive: true, force: true });
process.exit(wrong ? 1 : 0);
