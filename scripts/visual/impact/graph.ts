/**
 * The module graph of the site's and Storybook's sources, read from their import lines: which file
 * imports which, `import.meta.glob` patterns included. It is what TurboSnap follows: where a drawing
 * cannot say what an edited file touches, every image whose page or story reaches the file may
 * change.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { exportNeeds, type ExportNeeds } from './exportNeeds.ts';

/** The folders whose files a page or a story can import. */
export const SOURCE_DIRS = ['src', 'stories', 'content', 'theme', '.storybook'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.css', '.svg', '.md', '.mdx', '.json'];
const CODE = /\.(ts|tsx|mts|js|mjs|mdx)$/;

/**
 * `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')` and
 * `import.meta.glob('…' or ['…', …])`, with what each takes: the clause between the keyword and
 * `from`. An `import type` brings no code: it is no edge.
 */
const IMPORT =
  /\b(?:(import|export)\s+(type\s+)?((?:(?!\b(?:import|export)\b)[\w*{}\s,$])*?)\s*\bfrom\s*|import\s*\(?\s*)(['"])([^'"]+)\4/g;
const GLOB = /import\.meta\.glob[^(]*\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;

function filesUnder(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return (readdirSync(full, { recursive: true }) as string[])
    .map((file) => join(dir, file).split('\\').join('/'))
    .filter((file) => !file.includes('node_modules') && statSync(join(root, file)).isFile());
}

/** A glob of Vite's (`*`, `**`, `!` to leave out) as a test of a path from the checkout's root. */
function globTest(patterns: string[], from: string, root: string): (file: string) => boolean {
  const toRegExp = (pattern: string) => {
    const path = relative(root, resolve(root, from, pattern))
      .split('\\')
      .join('/');
    const source = path
      .replace(/[.+^${}()|\\]/g, '\\$&')
      .replace(/\*\*\//g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .split('\u0000')
      .join('(?:.*/)?');
    return new RegExp(`^${source}$`);
  };
  const keep = patterns.filter((p) => !p.startsWith('!')).map(toRegExp);
  const drop = patterns.filter((p) => p.startsWith('!')).map((p) => toRegExp(p.slice(1)));
  return (file) => keep.some((re) => re.test(file)) && !drop.some((re) => re.test(file));
}

/** The file an import names, from the checkout's root; none for a package. */
export function resolveImport(root: string, from: string, specifier: string, files: Set<string>) {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return undefined;
  const bare = specifier.replace(/[?#].*$/, '');
  const base = relative(root, resolve(root, bare.startsWith('/') ? `.${bare}` : join(from, bare)))
    .split('\\')
    .join('/');
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => `${base}/index${e}`),
  ])
    if (files.has(candidate)) return candidate;
  return undefined;
}

/**
 * What an import takes from a file: its names (`default` for its default), `*` for all of them (a
 * namespace, a dynamic import, a glob), or nothing but the file's own code run (`import '…'`).
 */
type Taken = Set<string>;
const ALL = '*';

export interface ModuleGraph {
  /** The checkout the files are read from. */
  root: string;
  /** Every source file under SOURCE_DIRS. */
  files: Set<string>;
  /** What each name a file exports needs of its imports, read once a name of it is asked for. */
  needs: Map<string, ExportNeeds | undefined>;
  /**
   * A file's text before the edit, where the edit changed it: a file that ran code as it was
   * imported before the edit, or runs some now, reaches every image that loads it.
   */
  before: (file: string) => string | undefined;
  /** Whether each file runs code of its own as it is imported, now or before the edit, once asked. */
  runs: Map<string, boolean>;
  /** Every file a file imports, directly: for its own code or to export again. */
  imports: Map<string, Set<string>>;
  /** Every file that imports a file, directly. */
  importers: Map<string, Set<string>>;
  /** What a file's own code takes from each file it imports. */
  uses: Map<string, Map<string, Taken>>;
  /**
   * The names a file only passes on from another (`export { a, b as c } from '…'`), by the name it
   * exports them under; `*` stands for `export * from '…'`, every name the file does not define.
   */
  passes: Map<string, { name: string; from: string; as: string }[]>;
}

/** What an import's or an export's clause takes: `{ a, type B, c as d }`, `D, * as ns`, `* as ns`. */
function clauseNames(clause: string): { name: string; as: string }[] {
  const names: { name: string; as: string }[] = [];
  const braces = clause.match(/\{([^}]*)\}/)?.[1];
  const outside = clause.replace(/\{[^}]*\}/, '').trim();
  const parts = (list: string) =>
    list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  for (const part of parts(outside))
    names.push(
      part.startsWith('*')
        ? { name: ALL, as: part.replace(/^\*\s*(as\s+)?/, '') || ALL }
        : { name: 'default', as: part },
    );
  for (const part of parts(braces ?? '')) {
    if (/^type\s/.test(part)) continue;
    const [name = '', as = name] = part.split(/\s+as\s+/);
    names.push({ name, as });
  }
  return names;
}

/** Every source file the graph holds, whether it imports anything or not. */
export const filesOf = (graph: ModuleGraph) => new Set([...graph.imports.keys(), ...graph.importers.keys()]);

export function moduleGraph(
  root: string,
  before: (file: string) => string | undefined = () => undefined,
): ModuleGraph {
  const files = new Set(SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)));
  const graph: ModuleGraph = {
    root,
    files,
    needs: new Map(),
    before,
    runs: new Map(),
    imports: new Map(),
    importers: new Map(),
    uses: new Map(),
    passes: new Map(),
  };
  const link = (from: string, to: string) => {
    graph.imports.set(from, (graph.imports.get(from) ?? new Set()).add(to));
    graph.importers.set(to, (graph.importers.get(to) ?? new Set()).add(from));
  };
  const take = (from: string, to: string, names: string[]) => {
    link(from, to);
    const uses = graph.uses.get(from) ?? new Map<string, Taken>();
    graph.uses.set(from, uses);
    const taken = uses.get(to) ?? new Set<string>();
    uses.set(to, taken);
    for (const name of names) taken.add(name);
  };
  for (const file of files) {
    if (!CODE.test(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const dir = dirname(file);
    for (const match of text.matchAll(IMPORT)) {
      const [, keyword, type, clause, , specifier] = match;
      if (type) continue;
      const target = resolveImport(root, dir, specifier as string, files);
      if (!target) continue;
      const names = clause === undefined ? [{ name: ALL, as: ALL }] : clauseNames(clause);
      if (keyword === 'export') {
        link(file, target);
        const passes = graph.passes.get(file) ?? [];
        graph.passes.set(file, passes);
        // `export * from` passes on every name; `export * as ns from` passes them all as one.
        for (const { name, as } of names.length ? names : [{ name: ALL, as: ALL }])
          passes.push({ name, from: target, as });
      } else
        // `import '…'` (or an import of types only, which still runs the file) takes its own code alone.
        take(
          file,
          target,
          clause === undefined && !/^import\s*\(/.test(match[0]) ? [] : names.map((n) => n.name),
        );
    }
    for (const match of text.matchAll(GLOB)) {
      const patterns = [...(match[1] as string).matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
      const test = globTest(patterns, dir, root);
      for (const target of files) if (test(target)) take(file, target, [ALL]);
    }
  }
  return graph;
}

/** What each name of a file needs of its imports (exportNeeds.ts), read once for the graph. */
export function needsOf(graph: ModuleGraph, file: string): ExportNeeds | undefined {
  if (!graph.needs.has(file))
    graph.needs.set(file, exportNeeds(file, readFileSync(join(graph.root, file), 'utf8')));
  return graph.needs.get(file);
}

/** Whether a file runs code of its own as it is imported, now or before the edit; true where it cannot say. */
function runsOnImport(graph: ModuleGraph, file: string): boolean {
  let runs = graph.runs.get(file);
  if (runs === undefined) {
    const now = needsOf(graph, file);
    const text = graph.before(file);
    const then = text === undefined ? now : exportNeeds(file, text);
    runs = !now || !then || now.runs || then.runs;
    graph.runs.set(file, runs);
  }
  return runs;
}

/** The name asked of a file that is loaded for no name of its own: what it runs as it is imported. */
const RUN = '\u0000run';

/** What a walk of the graph asked of each file: its names (`file\u0000name`), and the files it took whole. */
export interface Walked {
  asked: Set<string>;
  whole: Set<string>;
}

/**
 * Every file these reach through their imports, themselves included, by the names that flow: a file
 * whose own code a reached file uses is reached, and so is what that code imports. A name the file
 * declares itself leads to what its declaration reads (a fixture that reads the podcast's episodes
 * leads to content/podcast.ts, not to the partner tools its neighbour reads), and to what the file
 * runs as it is imported; a file read otherwise (`*`, an entry, a glob) leads to everything its own
 * code imports. A name a file only passes on from another (a theme's index that exports a table of
 * theme/badge.ts again) leads to that other file alone, and only where a reached file takes the
 * name. `stop` files are reached but not followed.
 */
export function reach(
  graph: ModuleGraph,
  entries: string[],
  stop: (file: string) => boolean = () => false,
  walked: Walked = { asked: new Set(), whole: new Set() },
) {
  const seen = new Set<string>();
  /** Files whose own code is followed whole. */
  const { whole, asked } = walked;
  const todo: [string, string][] = entries.map((file) => [file, ALL]);
  const held = (file: string) => stop(file) && !entries.includes(file);
  const follow = (target: string, names: Taken) => {
    if (names.size) for (const name of names) todo.push([target, name]);
    else own(target);
  };
  const own = (file: string) => {
    seen.add(file);
    if (whole.has(file)) return;
    whole.add(file);
    if (held(file)) return;
    for (const [target, names] of graph.uses.get(file) ?? []) follow(target, names);
  };
  /** A name the file declares itself: what its declaration needs. False where the file cannot say. */
  const ownName = (file: string, name: string): boolean => {
    const needs = needsOf(graph, file);
    const wanted = needs?.exports.get(name);
    if (!needs || !wanted) return false;
    seen.add(file);
    if (whole.has(file) || held(file)) return true;
    const targetOf = (specifier: string) => resolveImport(graph.root, dirname(file), specifier, graph.files);
    const bound = new Set([...needs.bindings.values()].map((b) => targetOf(b.specifier)));
    const unbound = new Set([...needs.unbound].map(targetOf));
    const taken = new Map<string, Set<string>>();
    for (const local of wanted) {
      const binding = needs.bindings.get(local);
      const target = binding && targetOf(binding.specifier);
      if (binding && target) taken.set(target, (taken.get(target) ?? new Set()).add(binding.name));
    }
    // Only ever less than the whole file's imports: what the graph holds, narrowed to the name's. An
    // import the name does not read still loads its file, which is asked what it runs then.
    for (const [target, names] of graph.uses.get(file) ?? []) {
      if (!bound.has(target) || unbound.has(target)) {
        follow(target, names);
        continue;
      }
      todo.push([target, RUN]);
      for (const name of taken.get(target) ?? [])
        if (names.has(name)) todo.push([target, name]);
        else follow(target, names);
    }
    return true;
  };
  /**
   * A file loaded for no name of its own: reached where it runs code as it is imported (then with
   * what that code reads), and whatever it is, the files it imports are loaded too.
   */
  const run = (file: string) => {
    const needs = needsOf(graph, file);
    if (!needs) return own(file);
    if (runsOnImport(graph, file)) seen.add(file);
    if (whole.has(file) || held(file)) return;
    const targetOf = (specifier: string) => resolveImport(graph.root, dirname(file), specifier, graph.files);
    const bound = new Set([...needs.bindings.values()].map((b) => targetOf(b.specifier)));
    const unbound = new Set([...needs.unbound].map(targetOf));
    for (const local of needs.always) {
      const binding = needs.bindings.get(local);
      const target = binding && targetOf(binding.specifier);
      if (binding && target) todo.push([target, binding.name]);
    }
    for (const [target, names] of graph.uses.get(file) ?? [])
      if (!bound.has(target) || unbound.has(target)) follow(target, names);
      else todo.push([target, RUN]);
    for (const pass of graph.passes.get(file) ?? []) todo.push([pass.from, RUN]);
  };
  while (todo.length) {
    const [file, name] = todo.pop() as [string, string];
    const key = `${file}\u0000${name}`;
    if (asked.has(key)) continue;
    asked.add(key);
    const passes = graph.passes.get(file) ?? [];
    if (name === RUN) {
      run(file);
      continue;
    }
    if (name === ALL) {
      own(file);
      for (const pass of passes) todo.push([pass.from, pass.name]);
      continue;
    }
    const passed = passes.find((pass) => pass.as === name);
    if (passed) {
      todo.push([passed.from, passed.name]);
      continue;
    }
    if (ownName(file, name)) continue;
    // A name the file defines in a way it cannot say, or one an `export *` may pass on: both, to be safe.
    own(file);
    for (const pass of passes) if (pass.as === ALL && pass.name === ALL) todo.push([pass.from, name]);
  }
  return seen;
}
