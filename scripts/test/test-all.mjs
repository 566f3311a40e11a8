// `npm test`: every check the project has, in order, then one summary.
// A failing step does not stop the later ones, so one run shows everything that is wrong.
// With --write-durations, a run in which every step passed writes its durations into the README.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [
  { name: 'typecheck', command: 'npx tsc -b --noEmit' },
  { name: 'lint', command: 'npx eslint . --max-warnings 0' },
  { name: 'format', command: 'npx prettier --check . --log-level warn' },
  { name: 'unit', command: 'npx vitest run --project unit' },
  { name: 'backend', command: 'npx vitest run --project backend --project backend-postgres' },
  { name: 'storybook build', command: 'npx storybook build -o storybook-static --quiet', browser: true },
  { name: 'stories (a11y + play)', command: 'npx vitest run --project storybook', browser: true },
  // One build of the site, one run: end-to-end tests, the page walk (axe, head tags, start-up,
  // fonts, page screenshots) and the story screenshots.
  { name: 'browser (e2e, axe, screenshots)', command: 'npx playwright test', browser: true },
];

// The last visual run's results (a quick run's, say) go now: the browser step replaces them anyway (Playwright
// empties test-results/ as it starts), and Storybook, built before it, reads a change they still hold as one
// awaiting review into the components' status.
rmSync('test-results/visual-review', { recursive: true, force: true });

const results = [];
const started = Date.now();
let chromium = '';
let chromiumError = '';
try {
  chromium = ensureChromium();
  console.log(`Chromium: ${chromium}`);
} catch (error) {
  chromiumError = error instanceof Error ? error.message : String(error);
  console.error(chromiumError);
}

const env = {
  ...process.env,
  CI: process.env.CI ?? '1',
};

/** Runs one step, echoing its output as it comes and keeping it for the failure digest. */
function runStep(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env });
    const chunks = [];
    const keep = (stream, sink) =>
      stream.on('data', (chunk) => {
        chunks.push(chunk);
        sink.write(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

// The lines that say what went wrong, so the end of the log is enough to see why a step failed.
const failureLine =
  /(✘|×|\bFAIL\b|Error:|Timed out|timed out|Test timeout|failed|expected|Expected|Received|Snapshot:|pixels)/;
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function digest(output) {
  const lines = stripAnsi(output)
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => failureLine.test(line) && !/\b0 failed\b/.test(line));
  const unique = [...new Set(lines)];
  return unique.length > 40 ? [...unique.slice(0, 40), `… ${unique.length - 40} more lines above`] : unique;
}

for (const step of steps) {
  if (step.browser && !chromium) {
    results.push({ name: step.name, status: 'not run', seconds: 0, digest: [] });
    continue;
  }
  console.log(`\n━━ ${step.name} ━━ ${step.command}`);
  const t0 = Date.now();
  const run = await runStep(step.command);
  results.push({
    name: step.name,
    status: run.code === 0 ? 'passed' : 'FAILED',
    seconds: (Date.now() - t0) / 1000,
    digest: run.code === 0 ? [] : digest(run.output),
  });
}

for (const r of results.filter((result) => result.digest.length)) {
  console.log(`\n━━ What failed in ${r.name} ━━`);
  for (const line of r.digest) console.log(`  ${line.trim()}`);
}

const width = Math.max(...results.map((r) => r.name.length));
console.log('\n━━ Summary ━━');
for (const r of results)
  console.log(`  ${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${r.seconds.toFixed(1).padStart(6)} s`);
console.log(
  `  ${'total'.padEnd(width)}           ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`,
);
if (chromiumError) console.log(`\n${chromiumError}`);
const failed = results.filter((r) => r.status !== 'passed');
console.log(
  failed.length
    ? `\n${failed.length} of ${results.length} steps did not pass.`
    : `\nAll ${results.length} steps passed.`,
);
if (process.argv.includes('--write-durations') && !failed.length)
  writeDurations(results, (Date.now() - started) / 1000);
process.exit(failed.length ? 1 : 0);

/** Replaces the README's table of step durations (between its markers) with this run's. */
function writeDurations(steps, totalSeconds) {
  const start = '<!-- npm test durations';
  const end = '<!-- /npm test durations -->';
  const readme = readFileSync('README.md', 'utf8');
  const from = readme.indexOf('\n', readme.indexOf(start)) + 1;
  const to = readme.indexOf(end);
  if (from <= 0 || to < from) throw new Error('README.md has no npm test durations block');
  const rows = [...steps.map((step) => [step.name, step.seconds]), ['total', totalSeconds]];
  const table = [
    '| step | duration |',
    '| --- | ---: |',
    ...rows.map(([name, sec]) => `| ${name} | ${Math.round(sec)} s |`),
  ];
  writeFileSync('README.md', `${readme.slice(0, from)}\n${table.join('\n')}\n\n${readme.slice(to)}`);
  spawnSync('npx', ['prettier', '--write', 'README.md', '--log-level', 'warn'], { stdio: 'inherit' });
  console.log('The durations are in README.md.');
}
