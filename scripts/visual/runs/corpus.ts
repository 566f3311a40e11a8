// npm run test:visual:corpus [-- --only id,id] [--list] [--predict] [--write-docs]
// The review proven on designer edits: each edit of the corpus below is made in a copy of the
// committed tree, the site and Storybook are built with it, and the whole visual suite runs (every
// page of both hosts at both widths, every story). The review must then show exactly the edit's
// causes, each once and named, and no unexplained change; an edit that seeds a hidden change must
// show it as an unexplained change too. Prints one row an edit; --write-docs writes the table into
// docs/visual-review.md. Exits non-zero if any edit came out otherwise. --predict runs only the
// prediction (visual:impact, no browser) on each edit and scores it against the edit's last results
// (predictions.ts); --write-docs then writes that table into docs/performance.md.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../record.ts';
import { corpus, type CorpusEdit } from './corpusEdits.ts';
import {
  changedImages,
  countsOf,
  overall,
  rowsById,
  predictIn,
  score,
  SCORE_HEADER,
  scoreRow,
  writeScores,
  type Score,
} from './predictions.ts';

interface Reviewed {
  id: string;
  kind: string;
  title: string;
  images: { image: string; leftOver: number }[];
}

interface Outcome {
  edit: CorpusEdit;
  images: number;
  decisions: Reviewed[];
  /** Each expected cause and how many decisions name it (1 is right). */
  named: [RegExp, number][];
  extra: Reviewed[];
  unexplained: Reviewed[];
  seconds: number;
  exact: boolean;
  error?: string;
}

// Kept where a Playwright run, which empties test-results/, leaves them.
const RESULTS = join(ROOT, '.visual-corpus');
const USAGE = 'Usage: npm run test:visual:corpus [-- --only id,id] [--list] [--predict] [--write-docs]';

function readArgs() {
  try {
    return parseArgs({
      options: {
        only: { type: 'string' },
        list: { type: 'boolean', default: false },
        predict: { type: 'boolean', default: false },
        'write-docs': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

const run = (command: string, args: string[], cwd: string) =>
  spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, CI: '1' },
  });

/** A copy of the committed tree beside the checkout, sharing its installed packages. */
function copyOfTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'visual-corpus-'));
  const added = run('git', ['worktree', 'add', '--detach', dir, 'HEAD'], ROOT);
  if (added.status !== 0) throw new Error(`git worktree add failed: ${added.stderr}`);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

function applyEdit(tree: string, edit: CorpusEdit): void {
  for (const [file, from, to] of edit.changes) {
    const path = join(tree, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) throw new Error(`${edit.id}: ${file} has no "${from}"`);
    writeFileSync(path, text.split(from).join(to));
  }
}

function tryEdit(tree: string, edit: CorpusEdit): Outcome {
  const reset = run('git', ['checkout', '--', '.'], tree);
  if (reset.status !== 0) throw new Error(reset.stderr);
  applyEdit(tree, edit);
  const started = Date.now();
  const storybook = run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'], tree);
  if (storybook.status !== 0) throw new Error(`${edit.id}: Storybook did not build\n${storybook.stderr}`);
  run('npx', ['playwright', 'test', 'pageWalk', 'stories.spec', '--reporter=dot'], tree);
  const seconds = (Date.now() - started) / 1000;
  const review = run('npx', ['tsx', 'scripts/visual/review/command.ts', '--json'], tree);
  const decisions = (review.status === 0 ? JSON.parse(review.stdout) : []) as Reviewed[];
  // Each edit's decisions, kept for a closer look: .visual-corpus/<edit>.json.
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${edit.id}.json`), review.stdout);
  const images = new Set(decisions.flatMap((d) => d.images.map((i) => i.image))).size;
  const causes = decisions.filter((d) => d.kind === 'cause');
  const named = edit.causes.map((cause): [RegExp, number] => [
    cause,
    causes.filter((d) => cause.test(d.title)).length,
  ]);
  const extra = causes.filter((d) => !edit.causes.some((cause) => cause.test(d.title)));
  const unexplained = decisions.filter((d) => d.kind === 'unexplained');
  const others = decisions.filter((d) => d.kind !== 'cause' && d.kind !== 'unexplained');
  const exact =
    named.every(([, n]) => n === 1) &&
    !extra.length &&
    !others.length &&
    (edit.hidden ? unexplained.length >= 1 : unexplained.length === 0);
  return { edit, images, decisions, named, extra: [...extra, ...others], unexplained, seconds, exact };
}

function row(o: Outcome): string {
  const causes = o.decisions.filter((d) => d.kind === 'cause').length;
  const verdict = o.error ? `error: ${o.error}` : o.exact ? 'exact' : 'off';
  const unexplainedImages = new Set(o.unexplained.flatMap((d) => d.images.map((i) => i.image))).size;
  const notes = [
    ...o.named.filter(([, n]) => n !== 1).map(([re, n]) => `${re.source}: ${n} decisions`),
    ...o.extra.slice(0, 4).map((d) => `extra: ${d.title} (${d.images.length})`),
    ...(o.extra.length > 4 ? [`${o.extra.length - 4} more extra decisions`] : []),
    ...(o.edit.hidden || !o.unexplained.length
      ? []
      : [`${o.unexplained.length} unexplained decisions in ${unexplainedImages} images`]),
  ];
  const cells = [
    o.edit.id,
    o.edit.says,
    o.edit.causes.length,
    o.images,
    causes,
    o.unexplained.length,
    notes.length ? `${verdict}: ${notes.join('; ')}` : verdict,
    `${Math.round(o.seconds)} s`,
  ];
  return `| ${cells.join(' | ')} |`;
}

const HEADER = [
  '| edit | what the designer did | causes | images | cause decisions | unexplained | came out | time |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |',
];

/**
 * Writes the table into docs/visual-review.md. A run of some edits (--only) replaces their rows and
 * keeps the others' last results; the time is the sum of the rows'.
 */
function writeDocs(rows: Map<string, string>): void {
  const file = join(ROOT, 'docs', 'visual-review.md');
  const text = readFileSync(file, 'utf8');
  const start = '<!-- corpus:start -->';
  const end = '<!-- corpus:end -->';
  if (!text.includes(start)) throw new Error(`docs/visual-review.md has no ${start} … ${end}`);
  const block = text.slice(text.indexOf(start), text.indexOf(end));
  const kept = rowsById(block);
  const all = corpus
    .map((edit) => rows.get(edit.id) ?? kept.get(edit.id))
    .filter((r): r is string => Boolean(r));
  const seconds = all.reduce((sum, r) => sum + Number(/(\d+) s +\|$/.exec(r)?.[1] ?? 0), 0);
  const table = [
    start,
    ...HEADER,
    ...all,
    '',
    `${all.length} of the ${corpus.length} edits, run one after another, took ${Math.round(seconds / 60)} minutes.`,
    end,
  ].join('\n');
  writeFileSync(file, text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), table));
}

/** The prediction alone on each edit, scored against its last results; then exits. */
function predictOnly(tree: string, edits: CorpusEdit[]): never {
  // The story index of the last Storybook build says which file each story image comes from.
  if (existsSync(join(ROOT, 'storybook-static')))
    symlinkSync(join(ROOT, 'storybook-static'), join(tree, 'storybook-static'));
  const scores: Score[] = [];
  console.log(SCORE_HEADER.join('\n'));
  try {
    for (const edit of edits) {
      const changed = changedImages(RESULTS, edit.id);
      if (!changed) {
        console.log(`| ${edit.id} | no results kept: run the edit first |`);
        continue;
      }
      run('git', ['checkout', '--', '.'], tree);
      applyEdit(tree, edit);
      const s = score(edit, predictIn(tree), changed);
      scores.push(s);
      console.log(scoreRow(s));
    }
  } finally {
    run('git', ['worktree', 'remove', '--force', tree], ROOT);
  }
  console.log(`\n${overall(scores.map(countsOf))}`);
  if (values['write-docs']) writeScores(ROOT, scores, new Date().toISOString().slice(0, 10));
  process.exit(scores.every((s) => !s.missed.length) ? 0 : 1);
}

const values = readArgs();
if (values.help) {
  console.log(
    `${USAGE}\nRuns the visual suite on each designer edit of the corpus and checks the review's decisions.`,
  );
  process.exit(0);
}
const wanted = values.only?.split(',');
const edits = corpus.filter((edit) => !wanted || wanted.includes(edit.id));
if (values.list || !edits.length) {
  for (const edit of corpus) console.log(`${edit.id}\t${edit.says}`);
  process.exit(edits.length ? 0 : 2);
}
const tree = copyOfTree();
if (values.predict) predictOnly(tree, edits);
// Stopped with Ctrl-C, the copy of the tree goes too.
process.once('SIGINT', () => {
  run('git', ['worktree', 'remove', '--force', tree], ROOT);
  process.exit(130);
});
const outcomes: Outcome[] = [];
try {
  console.log(HEADER.join('\n'));
  for (const edit of edits) {
    let outcome: Outcome;
    try {
      outcome = tryEdit(tree, edit);
    } catch (error) {
      const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      outcome = {
        edit,
        images: 0,
        decisions: [],
        named: [],
        extra: [],
        unexplained: [],
        seconds: 0,
        exact: false,
        error: message,
      };
    }
    outcomes.push(outcome);
    console.log(row(outcome));
  }
} finally {
  run('git', ['worktree', 'remove', '--force', tree], ROOT);
  if (existsSync(tree)) rmSync(tree, { recursive: true, force: true });
}
const exact = outcomes.filter((o) => o.exact).length;
console.log(`\n${exact} of ${outcomes.length} edits came out as exactly their causes.`);
if (values['write-docs']) writeDocs(new Map(outcomes.map((o) => [o.edit.id, row(o)])));
process.exit(exact === outcomes.length ? 0 : 1);
