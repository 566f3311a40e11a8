// @vitest-environment node
/**
 * The folders of `src/` stand in layers: every import between two of them points one way, so no
 * folder imports one that imports it back, directly or round a longer loop. `src/start/` holds the
 * entries (the client's, the server's, the head script) and nothing another folder imports; what a
 * component needs to take part in a page's start lives in `src/ui/` (heldInput.ts, markup.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = 'src';

/** The folder of `src/` a file sits in (`(root)` for a file directly in it). */
const folderOf = (file: string) => {
  const parts = relative(SRC, file).split(/[\\/]/);
  return parts.length > 1 ? (parts[0] as string) : '(root)';
};

/** Each folder's imports of the others, with a file that makes each. */
function folderImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => join(SRC, file));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = normalize(join(dirname(file), match[1] ?? ''));
      if (!target.startsWith(`${SRC}/`)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      graph.get(from)?.set(to, file);
    }
  }
  return graph;
}

/** A loop of folders importing each other round, or none. */
function loopIn(graph: Map<string, Map<string, string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (folder: string): string[] | undefined => {
    state.set(folder, 'open');
    path.push(folder);
    for (const next of [...(graph.get(folder)?.keys() ?? [])].sort()) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const loop = visit(next);
        if (loop) return loop;
      }
    }
    state.set(folder, 'done');
    path.pop();
    return undefined;
  };
  for (const folder of [...graph.keys()].sort()) {
    if (state.has(folder)) continue;
    const loop = visit(folder);
    if (loop) return loop;
  }
  return undefined;
}

describe('the folders of src/', () => {
  const graph = folderImports();

  it('import each other one way only: no folder imports one that imports it back', () => {
    const loop = loopIn(graph);
    const made = loop?.slice(1).map((to, i) => `${loop[i]} → ${to} (${graph.get(loop[i] ?? '')?.get(to)})`);
    expect(made ?? [], 'a loop of imports').toEqual([]);
  });

  it('keep the entries in src/start/, which no other folder imports', () => {
    const into = [...graph].filter(([, targets]) => targets.has('start')).map(([from]) => from);
    expect(into).toEqual([]);
  });

  it('find a loop where there is one', () => {
    const looped = new Map([
      ['ui', new Map([['start', 'src/ui/a.ts']])],
      ['start', new Map([['ui', 'src/start/b.ts']])],
    ]);
    expect(loopIn(looped)).toEqual(['start', 'ui', 'start']);
  });
});
