/**
 * The module graph of the site's and Storybook's sources, read from their import lines: which file
 * imports which, `import.meta.glob` patterns included. It is what TurboSnap follows: where a drawing
 * cannot say what an edited file touches, every image whose page or story reaches the file may
 * change.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The folders whose files a page or a story can import. */
export const SOURCE_DIRS = ['src', 'stories', 'content', 'theme', '.storybook'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.css', '.svg', '.md', '.mdx', '.json'];
const CODE = /\.(ts|tsx|mts|js|mjs|mdx)$/;

/**
 * `import … from '…'`, `export … from '…'`, `import '…'`, `import('…')` and
 * `import.meta.glob('…' or ['…', …])`. An `import type` brings no code: it is no edge.
 */
const IMPORT = /\b(?:(?:import|export)\s+(type\s+)?[\w*{}\s,$]*?\bfrom\s*|import\s*\(?\s*)(['"])([^'"]+)\2/g;
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
function resolveImport(root: string, from: string, specifier: string, files: Set<string>) {
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

export interface ModuleGraph {
  /** Every file a file imports, directly. */
  imports: Map<string, Set<string>>;
  /** Every file that imports a file, directly. */
  importers: Map<string, Set<string>>;
}

/** Every source file the graph holds, whether it imports anything or not. */
export const filesOf = (graph: ModuleGraph) => new Set([...graph.imports.keys(), ...graph.importers.keys()]);

export function moduleGraph(root: string): ModuleGraph {
  const files = new Set(SOURCE_DIRS.flatMap((dir) => filesUnder(root, dir)));
  const imports = new Map<string, Set<string>>();
  const importers = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    imports.set(from, (imports.get(from) ?? new Set()).add(to));
    importers.set(to, (importers.get(to) ?? new Set()).add(from));
  };
  for (const file of files) {
    if (!CODE.test(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const dir = dirname(file);
    for (const match of text.matchAll(IMPORT)) {
      if (match[1]) continue;
      const target = resolveImport(root, dir, match[3] as string, files);
      if (target) link(file, target);
    }
    for (const match of text.matchAll(GLOB)) {
      const patterns = [...(match[1] as string).matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1] as string);
      const test = globTest(patterns, dir, root);
      for (const target of files) if (test(target)) link(file, target);
    }
  }
  return { imports, importers };
}

/** Every file these reach through their imports, themselves included; `stop` files are not followed. */
export function reach(graph: ModuleGraph, entries: string[], stop: (file: string) => boolean = () => false) {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length) {
    const file = todo.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (stop(file) && !entries.includes(file)) continue;
    for (const next of graph.imports.get(file) ?? []) todo.push(next);
  }
  return seen;
}
