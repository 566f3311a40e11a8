// npm run visual:impact [-- --json] [--all] [--base <commit>]
// Every image the working tree's edit can change, by predicted cause, with no browser: see index.ts.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ROOT } from '../record.ts';
import { predict, type PredictedCause } from './index.ts';

const USAGE = 'Usage: npm run visual:impact [-- --json] [--all] [--base <commit>]';

function readArgs() {
  try {
    return parseArgs({
      options: {
        json: { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
        base: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

/** An image's page or story, host and width: `page main /about` → `desktop, mobile`. */
function subjectsOf(images: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const image of images) {
    const match = /^(pages\/(main|community)\/|stories\/)(.+?)(-after)?-(mobile|desktop)\.png$/.exec(image);
    if (!match) continue;
    const [, folder, host, name, after, width] = match;
    const subject = folder?.startsWith('pages')
      ? `page ${host} /${name === 'root' ? '' : (name ?? '').replace(/--/g, '/')}${after ? ' (after the events)' : ''}`
      : `story ${name}`;
    out.set(subject, [...(out.get(subject) ?? []), width as string]);
  }
  return out;
}

function print(cause: PredictedCause, all: boolean): string[] {
  const lines = [`${cause.title}${cause.source ? ` (${cause.source})` : ''}: ${cause.images.length} images`];
  const subjects = [...subjectsOf(cause.images)];
  const shown = all ? subjects : subjects.slice(0, 8);
  for (const [subject, widths] of shown) lines.push(`  ${subject}: ${widths.join(', ')}`);
  if (shown.length < subjects.length)
    lines.push(`  … and ${subjects.length - shown.length} more (--all lists them)`);
  return lines;
}

const values = readArgs();
if (values.help) {
  console.log(
    `${USAGE}\nLists the images the working tree's edit can change, by cause, before anything is shot.\n` +
      'It reads the edit against HEAD while the tree holds uncommitted edits, else against the commit that\n' +
      'last approved baselines; --base reads it against another commit (main, to see what a branch changes).',
  );
  process.exit(0);
}
/** The commit `--base` names (a branch, a tag, HEAD), in full. */
function commitOf(name: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${name}^{commit}`], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    console.error(`--base ${name} names no commit.\n${USAGE}`);
    process.exit(2);
  }
}

const prediction = await predict(values.base === undefined ? undefined : commitOf(values.base));
if (values.json) process.stdout.write(`${JSON.stringify(prediction, null, 2)}\n`);
else {
  const out = [
    `Against ${prediction.base.slice(0, 7)}: ${prediction.files.length} files changed.`,
    '',
    ...prediction.causes.flatMap((cause) => [...print(cause, values.all), '']),
    ...prediction.unseen.map(
      (cause) => `${cause.title}${cause.source ? ` (${cause.source})` : ''}: no image`,
    ),
    ...(prediction.unseen.length ? [''] : []),
    prediction.images.length
      ? `${prediction.images.length} images can change (${prediction.seconds.toFixed(1)} s).`
      : `No image can change (${prediction.seconds.toFixed(1)} s).`,
  ];
  if (prediction.alone)
    out.push(
      'The edit is this one change and nothing else: every pixel that differs is its, and a quick run ' +
        '(npm run test:visual -- --affected) credits them so without shooting each image again to prove it.',
    );
  if (prediction.newStoriesIn.length)
    out.push(
      `New stories in ${prediction.newStoriesIn.join(', ')} have no baseline yet: a run shows them as new.`,
    );
  process.stdout.write(`${out.join('\n')}\n`);
}
