/**
 * Where a cause comes from in the source: the line that defines a token, the content entry that
 * holds a text, and what changed since a baseline was approved (as git knows it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Cause } from '../explain/index.ts';
import { BASELINES } from '../record.ts';

/** The checkout whose code drew the images (the baselines may be elsewhere: VISUAL_ROOT). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const lines = (file: string) => readFileSync(join(ROOT, file), 'utf8').split('\n');

/** The line of theme/primitives.ts that sets a token: `pink.600` → theme/primitives.ts:16. */
export function tokenSource(token: string, file = 'theme/primitives.ts'): string | undefined {
  if (!existsSync(join(ROOT, file))) return undefined;
  const [head, ...rest] = token.split('.');
  const text = lines(file);
  let at = text.findIndex((line) => new RegExp(`^export const ${head}\\b`).test(line));
  if (at < 0) return undefined;
  for (const key of rest) {
    const pattern = new RegExp(
      `^\\s*['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:|[{,]\\s*${key}\\s*:`,
    );
    let next = -1;
    for (let i = at; i < text.length; i++) {
      if (i > at && /^}/.test(text[i] ?? '')) break;
      if (pattern.test(text[i] ?? '')) {
        next = i;
        break;
      }
    }
    if (next < 0) break;
    at = next;
  }
  return `${file}:${at + 1}`;
}

function filesBelow(folder: string, extensions: RegExp): string[] {
  const root = join(ROOT, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

let sourceFiles: { file: string; text: string[] }[] | undefined;

/** The content entry that holds a text, or the component or story that writes it. */
export function textSource(text: string): string | undefined {
  sourceFiles ??= ['content', 'src', 'stories'].flatMap((folder) =>
    filesBelow(folder, /\.(ts|tsx|md)$/).map((file) => ({ file, text: lines(file) })),
  );
  // The longest run of the words that a line holds: a page's text is often several entries.
  const words = text.split(' ');
  for (let length = words.length; length > 0; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const phrase = words.slice(start, start + length).join(' ');
      if (phrase.length < 3) continue;
      for (const { file, text: fileLines } of sourceFiles) {
        const line = fileLines.findIndex((l) => l.includes(phrase));
        if (line >= 0) return `${file}:${line + 1}`;
      }
    }
    if (length < words.length - 6) break;
  }
  return undefined;
}

const git = (args: string[]) => {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch {
    return '';
  }
};

const approvedAt = new Map<string, string>();

/** The commit that last wrote a baseline: its approval. */
export function baselineCommit(image: string): string {
  if (!approvedAt.has(image))
    approvedAt.set(image, git(['log', '-1', '--format=%H', '--', join(BASELINES, image)]).trim());
  return approvedAt.get(image) ?? '';
}

/** Lines added since a commit in the files that draw the site, as `file:line text`. */
function addedLines(commit: string): { where: string; text: string }[] {
  const diff = git(['diff', '-U0', commit, '--', 'theme', 'src', 'content', 'stories']);
  const out: { where: string; text: string }[] = [];
  let file = '';
  let line = 0;
  for (const row of diff.split('\n')) {
    if (row.startsWith('+++ ')) file = row.slice(6);
    else if (row.startsWith('@@')) line = Number(/\+(\d+)/.exec(row)?.[1] ?? 0);
    else if (row.startsWith('+')) out.push({ where: `${file}:${line++}`, text: row.slice(1) });
  }
  return out;
}

const changedSince = new Map<string, { where: string; text: string }[]>();

/**
 * Where a cause comes from: the token's line, the text's entry, or the lines changed since the
 * oldest of its images was approved that hold its new value.
 */
export function causeSource(cause: Pick<Cause, 'kind' | 'lookup'>, images: string[]): string[] {
  const found: string[] = [];
  const { token, text, value } = cause.lookup ?? {};
  if (token) {
    const line = tokenSource(token);
    if (line) found.push(line);
  }
  if (text) {
    const line = textSource(text);
    if (line) found.push(line);
  }
  // The first image git knows, asked one at a time: a cause can hold hundreds of images, and git
  // takes about 20 ms to answer for each.
  let commit = '';
  for (const image of images) {
    commit = baselineCommit(image);
    if (commit) break;
  }
  if (commit && (value || token)) {
    if (!changedSince.has(commit)) changedSince.set(commit, addedLines(commit));
    const added = changedSince.get(commit) ?? [];
    const needle = (value ?? '').toLowerCase();
    for (const row of added) {
      if (found.length >= 3) break;
      if (!needle || !row.text.toLowerCase().includes(needle)) continue;
      // The token's own line, changed since the approval, says so; other lines are added after it.
      const at = found.indexOf(row.where);
      if (at >= 0) found[at] = `${row.where} (changed)`;
      else if (!found.includes(`${row.where} (changed)`)) found.push(`${row.where} (changed)`);
    }
  }
  return found;
}
