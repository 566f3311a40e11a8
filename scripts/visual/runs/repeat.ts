// npm run test:visual:repeat [-- --times 5] [--busy]
// Runs the whole visual suite (every page and every story) several times on the unchanged tree, to
// prove that it draws the same pixels every time. Any image that differed in any run is reported,
// and the review page shows each one (with the runs it differed in); the exit code is non-zero if
// one did, or if a run failed for another reason. --busy keeps every core busy with another process
// meanwhile, as a shared CI machine would be.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { CHANGES_DIR, REVIEW_DIR, ROOT, changeDir, readChanges, type Change } from '../record.ts';
import { writeReview } from '../review/page.ts';

const USAGE = 'Usage: npm run test:visual:repeat [-- --times 5] [--busy]';

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        times: { type: 'string', default: '3' },
        busy: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    const times = Number(values.times);
    if (!Number.isInteger(times) || times < 1)
      throw new Error(`--times takes a whole number, not "${values.times}"`);
    return { times, busy: values.busy, help: values.help };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

const args = readArgs();
if (args.help) {
  console.log(
    `${USAGE}\nRuns the visual suite N times on the unchanged tree; fails if any image ever differed.`,
  );
  process.exit(0);
}

const run = (command: string) => {
  const done = spawnSync(command, { shell: true, stdio: 'inherit', cwd: ROOT });
  if (done.status !== 0) process.exit(done.status ?? 1);
};
run('node scripts/test/ensure-chromium.mjs');
run('npx storybook build -o storybook-static --quiet');

/** One busy loop per core, for the runs under load. */
const load: ChildProcess[] = args.busy
  ? Array.from({ length: availableParallelism() }, () =>
      spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
    )
  : [];
const stopLoad = () => load.forEach((child) => child.kill('SIGKILL'));
process.on('exit', stopLoad);

/** Playwright empties test-results/ when a run starts: each run's changes are kept here meanwhile. */
const kept = mkdtempSync(join(tmpdir(), 'visual-repeat-'));

interface Run {
  run: number;
  seconds: number;
  exitCode: number;
  /** Images the run took. */
  taken: number;
  changed: string[];
}

const runs: Run[] = [];
for (let i = 1; i <= args.times; i++) {
  console.log(`\n━━ Run ${i} of ${args.times}${args.busy ? `, with ${load.length} busy processes` : ''} ━━`);
  const started = Date.now();
  const done = await new Promise<number>((resolve) => {
    const child = spawn(
      'npx playwright test pageWalk stories.spec --reporter=dot,./scripts/visual/review/reporter.ts',
      {
        shell: true,
        stdio: 'inherit',
        cwd: ROOT,
      },
    );
    child.on('close', (code) => resolve(code ?? 1));
  });
  const takenFile = join(REVIEW_DIR, 'taken.txt');
  const changes = readChanges();
  for (const change of changes)
    cpSync(changeDir(change.image), join(kept, String(i), change.image), { recursive: true });
  runs.push({
    run: i,
    seconds: (Date.now() - started) / 1000,
    exitCode: done,
    taken: existsSync(takenFile)
      ? new Set(readFileSync(takenFile, 'utf8').split('\n').filter(Boolean)).size
      : 0,
    changed: changes.map((change) => change.image),
  });
}
stopLoad();

// The review: every image that ever differed, as its first differing run found it.
const everChanged = [...new Set(runs.flatMap((each) => each.changed))].sort();
rmSync(CHANGES_DIR, { recursive: true, force: true });
for (const image of everChanged) {
  const inRuns = runs.filter((each) => each.changed.includes(image)).map((each) => each.run);
  const first = join(kept, String(inRuns[0]), image);
  cpSync(first, changeDir(image), { recursive: true });
  const file = join(changeDir(image), 'change.json');
  const change = JSON.parse(readFileSync(file, 'utf8')) as Change;
  writeFileSync(
    file,
    `${JSON.stringify({ ...change, repeats: { runs: inRuns, of: args.times } }, null, 2)}\n`,
  );
}
rmSync(kept, { recursive: true, force: true });

console.log(`\n━━ ${args.times} runs of the unchanged tree${args.busy ? ', every core kept busy' : ''} ━━`);
console.log('  run  seconds  images  differed  exit');
for (const each of runs)
  console.log(
    [
      String(each.run).padStart(5),
      each.seconds.toFixed(0).padStart(7),
      String(each.taken).padStart(6),
      String(each.changed.length).padStart(8),
      each.exitCode,
    ].join('  '),
  );
for (const image of everChanged)
  console.log(
    `  ${image}: runs ${runs
      .filter((each) => each.changed.includes(image))
      .map((each) => each.run)
      .join(', ')}`,
  );
if (everChanged.length) console.log(`\nReview: ${relative(ROOT, writeReview())}`);

const failedOtherwise = runs.filter((each) => each.exitCode !== 0 && !each.changed.length);
console.log(
  everChanged.length
    ? `\n${everChanged.length} images differed on the unchanged tree.`
    : failedOtherwise.length
      ? `\nNo image differed, but ${failedOtherwise.length} runs failed: see their output above.`
      : `\nEvery image matched its baseline in all ${args.times} runs.`,
);
process.exit(everChanged.length || failedOtherwise.length ? 1 : 0);
