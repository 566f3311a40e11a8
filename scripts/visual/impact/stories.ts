/**
 * The stories an edit of a stories file changes, where the edit stays inside them: each changed
 * line's enclosing `export const Name`, and the stories that build on one of those (`...Name.args`).
 * An edit of the file's meta, its helpers or its imports reaches every story of the file: none.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hunksOf } from './content.ts';

interface Block {
  name?: string;
  from: number;
  to: number;
}

/** The file's top-level statements, by line: a story is an `export const` that is not `default`. */
function blocks(lines: string[]): Block[] {
  const out: Block[] = [];
  lines.forEach((line, i) => {
    if (!/^\S/.test(line) || /^[})\]]/.test(line)) return;
    const last = out.at(-1);
    if (last) last.to = i;
    out.push({ name: /^export const (\w+)/.exec(line)?.[1], from: i + 1, to: lines.length + 1 });
  });
  return out;
}

export function storyExportsChanged(root: string, file: string, diff: string): Set<string> | undefined {
  const path = join(root, file);
  if (!existsSync(path) || !diff.trim()) return undefined;
  const lines = readFileSync(path, 'utf8').split('\n');
  const all = blocks(lines);
  const changed = new Set<string>();
  for (const hunk of hunksOf(diff)) {
    // The new side's lines; a hunk that only takes lines away sits at the line after them.
    const count = Math.max(1, hunk.added.length);
    for (let line = hunk.line; line < hunk.line + count; line++) {
      const block = all.find((b) => b.from <= line && line < b.to);
      if (!block?.name || block.name === 'default') return undefined;
      changed.add(block.name);
    }
  }
  // Stories built on a changed one change with it.
  let grew = true;
  while (grew) {
    grew = false;
    for (const block of all) {
      if (!block.name || changed.has(block.name)) continue;
      const text = lines.slice(block.from - 1, block.to - 1).join('\n');
      if ([...changed].some((name) => new RegExp(`\\b${name}\\b`).test(text))) {
        changed.add(block.name);
        grew = true;
      }
    }
  }
  return changed.size ? changed : undefined;
}
