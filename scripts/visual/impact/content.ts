/**
 * The words an edit of content/ changes: each string of a changed line, before and after, with the
 * line it is on now. A drawing holds every text an image shows, so the images that show the old
 * words are the ones the edit changes. A line with no string in it (a number, a date, an entry added)
 * cannot be found that way and is left to the module graph.
 */

export interface TextEdit {
  file: string;
  /** The line of the new text, or of the old one where it was taken away. */
  line: number;
  from: string;
  to: string;
}

export interface Hunk {
  file: string;
  /** The first line of the new side. */
  line: number;
  /** The first line of the old side. */
  oldLine: number;
  removed: string[];
  added: string[];
}

/** The hunks of a `git diff -U0`. */
export function hunksOf(diff: string): Hunk[] {
  const out: Hunk[] = [];
  let file = '';
  for (const row of diff.split('\n')) {
    if (row.startsWith('+++ ')) file = row.slice(6);
    else if (row.startsWith('@@'))
      out.push({
        file,
        line: Number(/\+(\d+)/.exec(row)?.[1] ?? 0),
        oldLine: Number(/-(\d+)/.exec(row)?.[1] ?? 0),
        removed: [],
        added: [],
      });
    else if (row.startsWith('-') && !row.startsWith('--- ')) out.at(-1)?.removed.push(row.slice(1));
    else if (row.startsWith('+')) out.at(-1)?.added.push(row.slice(1));
  }
  return out;
}

/** The strings a line of source writes, unescaped; a template's parts around each `${…}`. */
export function stringsOf(line: string): string[] {
  const out: string[] = [];
  for (const match of line.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    for (const part of raw.split(/\$\{[^}]*\}/)) {
      const text = part.replace(/\\(.)/g, '$1').trim();
      if (text) out.push(text);
    }
  }
  // Prose a Markdown file holds is its own text.
  if (!out.length && /[A-Za-z]{3}/.test(line) && !/^\s*(import|export|[\w.]+\s*[:=(])/.test(line))
    out.push(line.trim());
  return out;
}

/**
 * The text edits of a hunk, old string against new, line by line; none where a changed line holds
 * no string, or the hunk adds or takes away lines that cannot be paired (the caller falls back).
 */
export function textEdits(hunk: Hunk): TextEdit[] | undefined {
  const { file, line, removed, added } = hunk;
  if (!removed.length) return undefined;
  const out: TextEdit[] = [];
  for (let i = 0; i < removed.length; i++) {
    const before = stringsOf(removed[i] as string);
    const after = stringsOf(added[i] ?? '');
    if (!before.length) return undefined;
    for (let k = 0; k < before.length; k++) {
      const from = before[k] as string;
      const to = after[k] ?? '';
      if (from !== to) out.push({ file, line: line + Math.min(i, Math.max(0, added.length - 1)), from, to });
    }
  }
  // Lines added past the pairs hold new words no drawing has yet.
  return added.length > removed.length ? undefined : out;
}

const normal = (text: string) => text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The words that differ between two texts, as written: `‘coffee’ → ‘tea’`. */
export function changedSpan(from: string, to: string): [string, string] {
  const a = from.split(/\s+/);
  const b = to.split(/\s+/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  return [a.slice(start, a.length - end).join(' '), b.slice(start, b.length - end).join(' ')];
}

/** The words of `from` that `to` does not keep: what an element must show to be changed. */
function changedWords(from: string, to: string): string {
  const a = normal(from).split(' ');
  const b = normal(to).split(' ');
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return a.slice(start, a.length - end).join(' ');
}

/**
 * Whether an element's own text is this edit's old text: the whole of it, inside it, or a part of
 * it that holds the changed words (a sentence split by a link or an emphasis).
 */
export function showsOldText(edit: TextEdit, elementText: string): boolean {
  const el = normal(elementText);
  const old = normal(edit.from);
  if (!el || !old) return false;
  if (el.includes(old)) return true;
  if (!old.includes(el)) return false;
  const words = changedWords(edit.from, edit.to);
  // Taken away or added at one end: the element shows the old text's part next to the change.
  return words ? el.includes(words) : el.length >= Math.min(12, old.length);
}
