/**
 * The prediction (`npm run visual:impact`) held against what each corpus edit really changed: its
 * recall (every changed image predicted: it must be all of them) and its precision (how many of the
 * predicted images did change). `npm run test:visual:corpus -- --predict` runs the prediction alone,
 * with no browser, against each edit's last results kept in .visual-corpus/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { corpus, type CorpusEdit } from './corpusEdits.ts';

export interface Predicted {
  images: string[];
  seconds: number;
  causes: string[];
  /** Whether the whole edit is one change alone, which a quick run credits with no proof. */
  alone: boolean;
}

/**
 * The prediction for the edit made in a tree, and how long it took. A corpus edit is a designer's
 * edit of the working tree, read against the commit it was made on: the same for every edit, the
 * one that edits nothing included (a clean tree is otherwise read from the last approval).
 */
export function predictIn(tree: string): Predicted {
  const started = Date.now();
  const run = spawnSync('npx', ['tsx', 'scripts/visual/impact/command.ts', '--json', '--base', 'HEAD'], {
    cwd: tree,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`visual:impact failed: ${run.stderr.split('\n')[0] ?? ''}`);
  const prediction = JSON.parse(run.stdout) as {
    images: string[];
    causes: { title: string; images: string[] }[];
    alone?: { key: string };
  };
  return {
    images: prediction.images,
    seconds,
    causes: prediction.causes.map((c) => `${c.title} (${c.images.length})`),
    alone: prediction.alone !== undefined,
  };
}

/** The images an edit's last run found changed, from its kept review (.visual-corpus/). */
export function changedImages(results: string, id: string): string[] | undefined {
  const file = join(results, `${id}.json`);
  if (!existsSync(file)) return undefined;
  try {
    const decisions = JSON.parse(readFileSync(file, 'utf8')) as { images: { image: string }[] }[];
    return [...new Set(decisions.flatMap((d) => d.images.map((i) => i.image)))].sort();
  } catch {
    return undefined;
  }
}

export interface Score {
  edit: CorpusEdit;
  predicted: number;
  changed: number;
  missed: string[];
  recall?: number;
  precision?: number;
  seconds: number;
  alone: boolean;
}

export function score(edit: CorpusEdit, predicted: Predicted, changed: string[]): Score {
  const said = new Set(predicted.images);
  const hit = changed.filter((image) => said.has(image)).length;
  return {
    edit,
    predicted: predicted.images.length,
    changed: changed.length,
    missed: changed.filter((image) => !said.has(image)),
    ...(changed.length ? { recall: hit / changed.length } : {}),
    ...(predicted.images.length ? { precision: hit / predicted.images.length } : {}),
    seconds: predicted.seconds,
    alone: predicted.alone,
  };
}

// Rounded down, so one miss in thousands never reads as 100 %.
const percent = (value?: number) =>
  value === undefined ? '–' : value === 1 ? '100 %' : `${(Math.floor(value * 1000) / 10).toFixed(1)} %`;

export const SCORE_HEADER = [
  '| edit | images changed | predicted | recall | precision | missed | prediction time | one change alone |',
  '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
];

export function scoreRow(s: Score): string {
  const missed = s.missed.length ? `${s.missed.length}: ${s.missed.slice(0, 3).join(', ')}` : 'none';
  const cells = [
    s.edit.id,
    s.changed,
    s.predicted,
    percent(s.recall),
    percent(s.precision),
    missed,
    `${s.seconds.toFixed(1)} s`,
    s.alone ? 'yes' : 'no',
  ];
  return `| ${cells.join(' | ')} |`;
}

/** What the overall line counts of an edit's row. */
export interface Counts {
  changed: number;
  predicted: number;
  missed: number;
}

export const countsOf = (s: Score): Counts => ({
  changed: s.changed,
  predicted: s.predicted,
  missed: s.missed.length,
});

/** Recall and precision over the whole corpus: every image of every edit counted once. */
export function overall(counts: Counts[]): string {
  const changed = counts.reduce((n, s) => n + s.changed, 0);
  const predicted = counts.reduce((n, s) => n + s.predicted, 0);
  const missed = counts.reduce((n, s) => n + s.missed, 0);
  const hit = changed - missed;
  return (
    `Over ${counts.length} edits: recall ${percent(changed ? hit / changed : undefined)} ` +
    `(${missed} changed images missed), precision ${percent(predicted ? hit / predicted : undefined)} ` +
    `(${predicted - hit} of ${predicted} predicted images did not change).`
  );
}

/** A row of the table as written, read back: its counts. */
function countsOfRow(row: string): Counts {
  const [, changed, predicted, , , missed = 'none'] = row
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
  return {
    changed: Number(changed),
    predicted: Number(predicted),
    missed: missed === 'none' ? 0 : Number(missed.split(':')[0]),
  };
}

/** The rows of a docs table between its markers, by the edit each names first. */
export const rowsById = (block: string) =>
  new Map([...block.matchAll(/^\| ([\w-]+) +\|.*\|$/gm)].map((m) => [m[1] as string, m[0]] as const));

/**
 * Writes the table into docs/performance.md, between its markers. A run of some edits (--only)
 * replaces their rows and keeps the others' last scores; the overall line counts every row.
 */
export function writeScores(root: string, scores: Score[], date: string): void {
  const file = join(root, 'docs', 'performance.md');
  const text = readFileSync(file, 'utf8');
  const start = '<!-- impact:start -->';
  const end = '<!-- impact:end -->';
  if (!text.includes(start)) throw new Error(`docs/performance.md has no ${start} … ${end}`);
  const kept = rowsById(text.slice(text.indexOf(start), text.indexOf(end)));
  const scored = new Map(scores.map((s) => [s.edit.id, scoreRow(s)] as const));
  const rows = corpus.flatMap((edit) => scored.get(edit.id) ?? kept.get(edit.id) ?? []);
  // A run of some edits names them, the others' rows being older.
  const which =
    rows.length > scored.size ? ` (${[...scored.keys()].join(', ')}; the other rows as last scored)` : '';
  const table = [
    start,
    '',
    `\`npm run test:visual:corpus -- --predict\`, ${date}${which}, against each edit's last full run:`,
    '',
    ...SCORE_HEADER,
    ...rows,
    '',
    overall(rows.map(countsOfRow)),
    '',
    end,
  ].join('\n');
  writeFileSync(file, text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), table));
}
