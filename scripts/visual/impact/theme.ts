/**
 * What an edit of theme/ changes, by name: tokens whose value moved (at each screenshot width), roles
 * switched to another token, and the components whose override changed. The theme the baselines were
 * approved with is loaded from git beside the checkout's, and the two are compared value by value.
 * A change that none of these names (a constant no table holds) is left to the module graph.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { screenshotViewports, type ViewportName } from '../../../theme/breakpoints.ts';
import { checkoutTheme, tokenTable, type ThemeModules, type TokenTable } from '../capture/tokens.ts';

/** The theme files whose values are compared name by name. */
export const NAMED_FILES = [
  'theme/primitives.ts',
  'theme/semantic.ts',
  'theme/typography.ts',
  'theme/componentOverrides.ts',
];

type Module = Record<string, unknown>;

export interface ThemeTree {
  /** The folder that holds its theme/. */
  dir: string;
  modules: ThemeModules;
  primitives: Module;
  semantic: Module;
  typography: Module;
  overrides: Module;
}

/** The checkout's theme, or the theme of a commit, written out of git beside node_modules. */
export async function loadTheme(root: string, commit?: string): Promise<ThemeTree> {
  let dir = root;
  if (commit) {
    dir = join(tmpdir(), `visual-impact-${commit.slice(0, 12)}`);
    if (!existsSync(join(dir, 'theme'))) {
      mkdirSync(dir, { recursive: true });
      execFileSync('sh', ['-c', `git archive ${commit} theme | tar -x -C "${dir}"`], { cwd: root });
      if (!existsSync(join(dir, 'node_modules')))
        symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
      // Read as the checkout reads it (ES modules), so a function's source compares as written.
      copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
    }
  }
  const load = (file: string) => import(pathToFileURL(join(dir, file)).href) as Promise<Module>;
  const [primitives, semantic, typography, overrides, art, breakpoints] = await Promise.all([
    load('theme/primitives.ts'),
    load('theme/semantic.ts'),
    load('theme/typography.ts'),
    load('theme/componentOverrides.ts'),
    load('theme/art.ts'),
    load('theme/breakpoints.ts'),
  ]);
  const modules = commit
    ? ({ primitives, typography, art, breakpoints } as unknown as ThemeModules)
    : checkoutTheme;
  return { dir, modules, primitives, semantic, typography, overrides };
}

/** A breakpoint whose width moved (theme/breakpoints.ts), in px. */
export interface BreakpointMove {
  name: string;
  from: number;
  to: number;
}

/**
 * The breakpoints whose width moved; none where anything else in the file changed (the screen widths,
 * the header's breakpoint) or a breakpoint came or went, which the module graph then takes.
 */
export function breakpointMoves(before: ThemeModules, after: ThemeModules): BreakpointMove[] | undefined {
  const paths = changedPaths(before.breakpoints, after.breakpoints);
  const width = (modules: ThemeModules, name: string) =>
    (modules.breakpoints.breakpoints as Record<string, number | undefined>)[name];
  const moves: BreakpointMove[] = [];
  for (const path of paths) {
    const name = /^breakpoints\.(\w+)$/.exec(path)?.[1];
    const from = name && width(before, name);
    const to = name && width(after, name);
    if (!name || typeof from !== 'number' || typeof to !== 'number') return undefined;
    moves.push({ name, from, to });
  }
  return moves.length ? moves : undefined;
}

/** Every leaf of a module's exports by its path (`pink.600`), a function by its source. */
export function leaves(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'function') into.set(prefix, value.toString());
  else if (value && typeof value === 'object' && !(value instanceof Map))
    for (const [key, item] of Object.entries(value)) leaves(item, prefix ? `${prefix}.${key}` : key, into);
  else if (value instanceof Map)
    for (const [key, item] of value) leaves(item, `${prefix}.${String(key)}`, into);
  else into.set(prefix, String(value));
  return into;
}

/** The paths whose value differs between two modules, added and taken away included. */
export function changedPaths(before: unknown, after: unknown): string[] {
  return differing(leaves(before), leaves(after));
}

/** The paths whose value differs between two sets of leaves, in order. */
const differing = (a: Map<string, string>, b: Map<string, string>) =>
  [...new Set([...a.keys(), ...b.keys()])].filter((path) => a.get(path) !== b.get(path)).sort();

export interface TokenMove {
  name: string;
  from?: string;
  to?: string;
  widths: ViewportName[];
  /** The colours it is made of whose own moves make all of its own (`glow.focus` of `pink.600`). */
  madeOf?: string[];
}

/**
 * A value of the new theme written back in the old one's terms: each other moved token's new value
 * (a whole value, or a colour or font stack inside a longer one) as its old. Equal to the old value,
 * the change is those tokens' and no other.
 */
export function inOldTerms(value: string, moves: TokenMove[]): string {
  let out = value;
  for (const move of moves) {
    if (move.from === undefined || move.to === undefined) continue;
    if (out === move.to) return move.from;
    if (!/^-?[\d.]+$/.test(move.to) && move.to.length > 3) out = out.split(move.to).join(move.from);
  }
  return out;
}

/** Whether a move is all made of other moves: each of its values (a type variant's too) in old terms. */
function madeOfOthers(move: TokenMove, others: TokenMove[]): boolean {
  if (move.from === undefined || move.to === undefined) return false;
  const parse = (v: string) => (v.startsWith('{') ? (JSON.parse(v) as Record<string, string>) : { value: v });
  const [from, to] = [parse(move.from), parse(move.to)];
  return Object.keys({ ...from, ...to }).every(
    (key) => inOldTerms(to[key] ?? '', others) === (from[key] ?? ''),
  );
}

/**
 * A length as the browser computes it in a window `vw` px wide, in px: px, rem and vw, and clamp(),
 * min() and max() of them (a heading's `clamp(1.5rem, 2.5vw, 1.95rem)`); none for anything else.
 */
export function lengthAt(value: string, vw: number, rem = 16): number | undefined {
  let at = 0;
  const text = value.replace(/\s+/g, '');
  const read = (): number | undefined => {
    const fn = /^(clamp|min|max)\(/.exec(text.slice(at));
    if (fn) {
      at += fn[0].length;
      const args: number[] = [];
      for (;;) {
        const arg = read();
        if (arg === undefined) return undefined;
        args.push(arg);
        const next = text[at++];
        if (next === ')') break;
        if (next !== ',') return undefined;
      }
      const name = fn[1];
      if (name === 'min') return Math.min(...args);
      if (name === 'max') return Math.max(...args);
      const [low, ideal, high] = args;
      return args.length === 3
        ? Math.max(low as number, Math.min(ideal as number, high as number))
        : undefined;
    }
    const length = /^(-?\d*\.?\d+)(px|rem|vw)/.exec(text.slice(at));
    if (!length) return undefined;
    at += length[0].length;
    const n = Number(length[1]);
    return length[2] === 'px' ? n : length[2] === 'rem' ? n * rem : (n * vw) / 100;
  };
  const px = read();
  return at === text.length ? px : undefined;
}

/**
 * Whether two values of a token draw the same in a window `vw` px wide: the same text, or a type
 * variant whose lengths that differ compute to the same px there (a heading's `clamp()` whose maximum
 * moved is still its minimum on a phone).
 */
function drawsSame(a: string | undefined, b: string | undefined, vw: number, rem: number): boolean {
  if (a === b) return true;
  if (!a?.startsWith('{') || !b?.startsWith('{')) return false;
  const [x, y] = [JSON.parse(a) as Record<string, unknown>, JSON.parse(b) as Record<string, unknown>];
  return Object.keys({ ...x, ...y }).every((key) => {
    const [u, v] = [x[key], y[key]];
    if (u === v) return true;
    if (typeof u !== 'string' || typeof v !== 'string') return false;
    const [p, q] = [lengthAt(u, vw, rem), lengthAt(v, vw, rem)];
    return p !== undefined && q !== undefined && Math.abs(p - q) < 0.005;
  });
}

/** Each token name whose value differs, with the widths where it does. */
export function tokenMoves(before: ThemeModules, after: ThemeModules): TokenMove[] {
  const moves = new Map<string, TokenMove>();
  const rem = Number(after.typography.typography.htmlFontSize) || 16;
  for (const width of screenshotViewports) {
    const vw = after.breakpoints.viewports[width].width;
    const flat = (table: TokenTable) =>
      new Map(
        Object.values(table).flatMap((kind) =>
          Object.entries(kind as Record<string, unknown>).map(
            ([name, v]) => [name, JSON.stringify(v)] as const,
          ),
        ),
      );
    const a = flat(tokenTable(width, before));
    const b = flat(tokenTable(width, after));
    for (const name of new Set([...a.keys(), ...b.keys()])) {
      if (drawsSame(a.get(name), b.get(name), vw, rem)) continue;
      const move = moves.get(name) ?? { name, widths: [] };
      const plain = (v?: string) => (v === undefined ? undefined : (JSON.parse(v) as unknown));
      const show = (v: unknown) =>
        typeof v === 'object' ? JSON.stringify(v) : v === undefined ? undefined : String(v);
      move.from = show(plain(a.get(name)));
      move.to = show(plain(b.get(name)));
      move.widths.push(width);
      moves.set(name, move);
    }
  }
  const all = [...moves.values()];
  // A longer value (a shadow, a gradient, a type variant) may be made of shorter ones that moved
  // (a colour, a font stack): then it is theirs.
  const inside = (outer: string, inner: string) =>
    inner.length < outer.length && outer.replace(/\\"/g, '"').includes(inner);
  for (const move of all) {
    const others = all.filter((m) => m.to !== undefined && move.to !== undefined && inside(move.to, m.to));
    if (others.length && madeOfOthers(move, others)) move.madeOf = others.map((m) => m.name);
  }
  return all;
}

export interface RoleSwitch {
  role: string;
  from: string;
  to: string;
  /** The colour tokens the role wore: what its elements show in the baselines. */
  names: string[];
  /** The colour it wore. */
  value: string;
}

/** The colour tokens of a theme that hold a colour, by name (`neutral.200`). */
export const colourNames = (tree: ThemeTree, value: string): string[] =>
  [...tree.modules.art.colourTokens]
    .filter(([, v]) => v.toLowerCase() === value.toLowerCase())
    .map(([name]) => name);

/** Roles that now point at another token (not a token whose own value moved). */
export function roleSwitches(before: ThemeTree, after: ThemeTree): RoleSwitch[] {
  const roles = (tree: ThemeTree) => leaves((tree.semantic as { roles?: unknown }).roles, 'roles');
  const a = roles(before);
  const b = roles(after);
  const out: RoleSwitch[] = [];
  for (const [role, from] of a) {
    const to = b.get(role);
    if (to === undefined || to === from) continue;
    const was = colourNames(before, from);
    const now = colourNames(after, to);
    // The same token with a new value is that token's move, already named.
    if (was.some((name) => now.includes(name))) continue;
    out.push({
      role: role.replace(/^roles\./, ''),
      from: was[0] ?? from,
      to: now[0] ?? to,
      names: was,
      value: from,
    });
  }
  return out;
}

/**
 * The checkout's component overrides written against the old theme's tokens: the old theme's folder
 * with today's theme/componentOverrides.ts in it. None where today's file names what the old theme
 * has not.
 */
function overridesInOldTokens(root: string, before: ThemeTree): Promise<Module | undefined> {
  return inOldTheme(root, before, 'componentOverrides.ts', (module) => module);
}

/**
 * Today's file of theme/ (`index.ts`) loaded in a copy of the old theme's folder, and what `read`
 * makes of it; none where it cannot be loaded so (it names what the old theme has not).
 */
async function inOldTheme<T>(
  root: string,
  before: ThemeTree,
  file: string,
  read: (module: Module) => T | Promise<T>,
): Promise<T | undefined> {
  const dir = mkdtempSync(join(tmpdir(), 'visual-impact-old-theme-'));
  try {
    cpSync(join(before.dir, 'theme'), join(dir, 'theme'), { recursive: true });
    copyFileSync(join(root, 'theme', file), join(dir, 'theme', file));
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
    copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
    return await read((await import(pathToFileURL(join(dir, 'theme', file)).href)) as Module);
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A component whose override itself changed, with each value that changed: path, old and new. */
export interface OverrideChange {
  component: string;
  values: [path: string, from: string | undefined, to: string | undefined][];
}

/**
 * The MUI components whose override itself changed: `MuiChip`. An override that only reads a token
 * whose value moved is that token's change, so today's overrides are read with the old tokens first.
 */
export async function overrideChanges(
  root: string,
  before: ThemeTree,
  after: ThemeTree,
): Promise<OverrideChange[]> {
  const byComponent = (overrides: Module) => {
    const out = new Map<string, Map<string, string>>();
    for (const family of Object.values(overrides))
      for (const [name, value] of Object.entries((family ?? {}) as Module)) out.set(name, leaves(value));
    return out;
  };
  const a = byComponent(before.overrides);
  const b = byComponent((await overridesInOldTokens(root, before)) ?? after.overrides);
  const out: OverrideChange[] = [];
  for (const component of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const [was, is] = [a.get(component) ?? new Map<string, string>(), b.get(component) ?? new Map()];
    const values = [...new Set([...was.keys(), ...is.keys()])]
      .filter((path) => was.get(path) !== is.get(path))
      .map((path): OverrideChange['values'][number] => [path, was.get(path), is.get(path)]);
    if (values.length) out.push({ component, values });
  }
  return out;
}

/** The exports a name above accounts for: a path of another kind sends the file to the module graph. */
export function unnamedChanges(before: ThemeTree, after: ThemeTree): string[] {
  const named = (file: string, path: string) => {
    if (file === 'theme/primitives.ts')
      return /^(pink|teal|neutral|status|skin|hair|space|inset|radii|elevation|glow|gradients|fontFamilies)\./.test(
        path,
      );
    if (file === 'theme/semantic.ts') return /^(roles|tokens)\./.test(path);
    if (file === 'theme/typography.ts') return /^typography\.\w+\./.test(path);
    return /^\w+\.Mui\w+/.test(path);
  };
  const pairs: [string, Module, Module][] = [
    ['theme/primitives.ts', before.primitives, after.primitives],
    ['theme/semantic.ts', before.semantic, after.semantic],
    ['theme/typography.ts', before.typography, after.typography],
    ['theme/componentOverrides.ts', before.overrides, after.overrides],
  ];
  return pairs.flatMap(([file, a, b]) =>
    changedPaths(a, b).some((path) => !named(file, path)) ? [file] : [],
  );
}

/** A value of the theme MUI builds that theme/index.ts itself changed: its path, old and new. */
export interface WiringChange {
  path: string;
  from?: string;
  to?: string;
}

/**
 * Every value of a built MUI theme by its path, for both themes a page may build (`motion.` with
 * transitions, `still.` without); a function by its source, and the spacing function, whose source
 * is MUI's whatever the unit, by the length of one step.
 */
export function builtLeaves(create: (options?: { reducedMotion?: boolean }) => unknown): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, reducedMotion] of [
    ['motion', false],
    ['still', true],
  ] as const) {
    const theme = create({ reducedMotion }) as { spacing?: (step: number) => string };
    leaves(theme, name, out);
    out.set(`${name}.spacing(1)`, String(theme.spacing?.(1)));
  }
  return out;
}

/** Every value the theme's index gives: the themes it builds (`builtLeaves`), and `exports.…` for the rest. */
function indexLeaves(module: Module): Map<string, string> {
  const { createAppTheme, ...others } = module as Module & {
    createAppTheme: (options?: { reducedMotion?: boolean }) => unknown;
  };
  return new Map([...builtLeaves(createAppTheme), ...leaves(others, 'exports')]);
}

/**
 * What theme/index.ts itself changed in the theme MUI builds (its palette's wiring, the shape, the
 * shadow scale): today's file read in the old theme's folder, so that a token or role that moved
 * stays theirs, and compared leaf by leaf with the old file's theme. The file's other exports count
 * too. None where the file cannot be read so.
 */
export async function wiringChanges(root: string, before: ThemeTree): Promise<WiringChange[] | undefined> {
  try {
    const old = indexLeaves(
      (await import(pathToFileURL(join(before.dir, 'theme', 'index.ts')).href)) as Module,
    );
    const now = await inOldTheme(root, before, 'index.ts', indexLeaves);
    return now && differing(old, now).map((path) => ({ path, from: old.get(path), to: now.get(path) }));
  } catch {
    return undefined;
  }
}
