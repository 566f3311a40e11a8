// npm run test:visual [-- --affected] [other Playwright options]
// The visual suite: every page of both hosts at both widths and every story, shot and compared with
// its approved baseline, and the review page written for what changed (docs/visual-review.md).
//
// --affected shoots only the images the prediction lists (impact/, `npm run visual:impact`): it
// builds Storybook only when a story image is listed, starts the site only when a page is, and writes
// the same review page. It is a designer's quick loop; CI and `npm test` always shoot everything.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVERS_STARTED, siteServer, storybookServer, type Server } from '../../tests/support/servers.ts';
import { ONLY_IMAGES, type OnlyList } from './capture/only.ts';
import { predict } from './impact/index.ts';
import { ROOT } from './record.ts';

const args = process.argv.slice(2);
const affected = args.includes('--affected');
const passOn = args.filter((arg) => arg !== '--affected');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const step = (command: string, argv: string[], env: NodeJS.ProcessEnv = process.env) => {
  const run = spawnSync(command, argv, { cwd: ROOT, stdio: 'inherit', env });
  return run.status ?? 1;
};

if (step('node', ['scripts/test/ensure-chromium.mjs']) !== 0) process.exit(1);
const specs = ['pageWalk', 'stories.spec'];
let env: NodeJS.ProcessEnv = process.env;
let storybook = true;
let site = true;
if (affected) {
  const prediction = await predict();
  const pages = prediction.images.filter((image) => image.startsWith('pages/'));
  const stories = prediction.images.filter((image) => image.startsWith('stories/'));
  console.log(
    `The edit can change ${prediction.images.length} images (${pages.length} of pages, ${stories.length} of ` +
      `stories), in ${prediction.causes.length} causes (npm run visual:impact lists them).`,
  );
  if (!prediction.images.length && !prediction.newStoriesIn.length) {
    console.log('Nothing to shoot: no image can change.');
    process.exit(0);
  }
  // New stories have no baseline to predict from: they are shot, to be seen as new.
  storybook = stories.length > 0 || prediction.newStoriesIn.length > 0;
  site = pages.length > 0;
  const list = join(mkdtempSync(join(tmpdir(), 'visual-affected-')), 'images.json');
  const only: OnlyList = {
    images: prediction.images,
    site: pages.length > 0,
    storybook,
    ...(prediction.alone ? { alone: prediction.alone } : {}),
  };
  writeFileSync(list, JSON.stringify(only));
  env = { ...process.env, [ONLY_IMAGES]: list };
  specs.splice(
    0,
    specs.length,
    ...(pages.length ? ['pageWalk'] : []),
    ...(storybook ? ['stories.spec'] : []),
  );
}
/** A tool the project installs, run from node_modules/.bin (without npx's own start-up). */
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/**
 * Playwright, run by this Node with a heap let grow to five times what it holds before a full
 * collection (V8 grows it by less than twice on a heap this small). Each worker makes some 16 MB of
 * garbage a story, most of it the stack trace Playwright records for every step of every test, and
 * collected its whole heap once every two or three stories, a tenth of the CPU of a run on two cores. The workers inherit the flag; each holds about 60 MB, so it costs a few hundred MB.
 */
const playwright = (argv: string[], env: NodeJS.ProcessEnv) =>
  step(
    process.execPath,
    ['--heap-growing-percent=400', join(ROOT, 'node_modules', 'playwright', 'cli.js'), ...argv],
    env,
  );

const build = (tool: string, argv: string[]) =>
  new Promise<number>((done) =>
    spawn(bin(tool), argv, { cwd: ROOT, stdio: 'inherit', env }).on('exit', (code) => done(code ?? 1)),
  );

const running: (() => void)[] = [];

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.body?.cancel().then(() => true) ?? true,
    () => false,
  );

/**
 * Starts a server as Playwright would (tests/support/servers.ts) and waits until it answers. Its
 * command ends by becoming the server (`exec`), so stopping the process stops the server, and it
 * shares this command's process group: Ctrl-C stops it too.
 */
async function start(server: Server): Promise<void> {
  // A server left running would answer with what it held: the run would shoot an old build.
  if (await answers(server.url))
    throw new Error(`${server.url} already answers: another server holds its port. Stop it, then run again.`);
  const child = spawn(server.command, {
    cwd: ROOT,
    shell: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...server.env },
  });
  running.push(() => child.kill());
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped as it started: ${server.command}`);
    if (await answers(server.url)) return;
    await sleep(25);
  }
}

// Storybook and the site are built side by side: each spends much of its time waiting on one core.
// Each server starts as soon as what it serves is built, while the other build goes on.
// The quick loop builds what its images show: Storybook's stories without its docs pages (`--test`,
// which draws every story as the whole build does), the site without its PDFs, its compressed
// copies made fast (`--quick`).
const quick = affected ? { storybook: ['--test'], site: ['--quick'] } : { storybook: [], site: [] };
const buildAndServe = async (tool: string, argv: string[], server: Server) => {
  if ((await build(tool, argv)) !== 0) return false;
  await start(server);
  return true;
};
let status: number | undefined;
try {
  const ready = await Promise.all([
    ...(storybook
      ? [
          buildAndServe(
            'storybook',
            ['build', '-o', 'storybook-static', '--quiet', ...quick.storybook],
            storybookServer,
          ),
        ]
      : []),
    ...(site
      ? [buildAndServe('tsx', ['scripts/build/build-site.ts', '--quiet', ...quick.site], siteServer(false))]
      : []),
  ]);
  if (ready.every(Boolean))
    status = playwright(['test', ...specs, ...passOn], { ...env, [SERVERS_STARTED]: '1' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const stop of running) stop();
}
if (status === undefined) process.exit(1);
if (affected) console.log(`\nFrom the command to the review: ${seconds()}.`);
process.exit(status);
