/**
 * Before anything is shot: which images an edit can change, and why. The edit is the working tree
 * against the commit that last approved baselines (so a commit that changed nothing visible since is
 * part of it, and costs only precision). Each baseline's drawing already says which tokens, texts,
 * components and pictures drew it:
 *
 * - a token whose value moved (at the widths where it did) → the images whose drawing names it,
 *   the pictures painted from it included;
 * - a role switched to another token → the images that show the token it wore;
 * - a component override → the images that show that component, or import it;
 * - a picture whose template changed → the images that show it;
 * - words of content/ → the images whose drawing shows the old words;
 * - anything else (a component, a story, a line no name above covers) → every image whose page or
 *   story reaches the file through its imports, as TurboSnap does.
 *
 * The prediction is for speed: `--affected` shoots only what it lists, and CI (which still shoots
 * everything) fails a changed image it did not list as a miss.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Drawing } from '../capture/drawing.ts';
import { FONT_DECLARATIONS, tokenTable } from '../capture/tokens.ts';
import type { Alone } from '../capture/only.ts';
import { tokenSource } from '../review/sources.ts';
import { ROOT } from '../record.ts';
import {
  BUILT_ON,
  importsComponent,
  readSource,
  namesIn,
  partsIn,
  drawnFiles,
  readStoriesAside,
  storiesFiles,
  ROLE_PROPERTIES,
  subjects,
  wears,
  widthOf,
  type Subject,
} from './subjects.ts';
import { changedSpan, hunksOf, showsOldText, textEdits } from './content.ts';
import { filesOf, moduleGraph, reach, SOURCE_DIRS, type ModuleGraph, type Walked } from './graph.ts';
import { SITE_FACES } from '../../content/fonts/siteFonts.ts';
import { storyExportsChanged } from './stories.ts';
import { contentReader } from './contentStrings.ts';
import { valueReaders, walkReads } from './readers.ts';
import { ownValueEverywhere } from './sx.ts';
import { familyUse } from './tokenNames.ts';
import { viewports, type ViewportName } from '../../../theme/breakpoints.ts';
import {
  breakpointMoves,
  colourNames,
  lengthAt,
  loadTheme,
  NAMED_FILES,
  overrideChanges,
  type OverrideChange,
  roleSwitches,
  tokenMoves,
  type BreakpointMove,
  type RoleSwitch,
  type TokenMove,
  unnamedChanges,
  wiringChanges,
  type ThemeTree,
  type WiringChange,
} from './theme.ts';

export interface PredictedCause {
  key: string;
  kind: 'token' | 'role' | 'override' | 'picture' | 'text' | 'file';
  title: string;
  source?: string;
  /** The tokens a drawing may name it by: a token and those made of it, a role's old and new. */
  tokens?: string[];
  images: string[];
}

export interface Prediction {
  /** The commit the edit is read against: the last that approved baselines. */
  base: string;
  /** The files the edit changed. */
  files: string[];
  causes: PredictedCause[];
  /** Every image some cause lists, each once. */
  images: string[];
  /** Changes the edit makes that no image shows (a token that only the docs show, say). */
  unseen: Omit<PredictedCause, 'images'>[];
  /**
   * The one cause the whole edit is (its key, and the tokens a drawing may name it by), where it is
   * one change and nothing else (one token moved, say): every pixel that differs is then its.
   */
  alone?: Alone;
  /** Stories files the edit changed or added: their new stories have no baseline yet. */
  newStoriesIn: string[];
  seconds: number;
}

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }).trim();

/**
 * What the edit is read against. While the working tree holds uncommitted edits of what draws the
 * site (a designer at work), the checkout's HEAD: the committed tree's images are its baselines, as
 * `npm test` keeps main. With none (CI, a clean clone), the commit that last approved baselines, so
 * that every commit since is part of the edit.
 */
export function baseCommit(): string {
  try {
    const editing = git(['status', '--porcelain', '--', ...SOURCE_DIRS]) !== '';
    if (editing) return git(['rev-parse', 'HEAD']);
    return (
      git(['log', '-1', '--format=%H', '--', 'tests/visual/__screenshots__']) || git(['rev-parse', 'HEAD'])
    );
  } catch {
    return '';
  }
}

/** Whether a change of package.json can draw differently: its dependencies, not its scripts. */
function dependenciesChanged(base: string): boolean {
  const deps = (text: string) => {
    const json = JSON.parse(text) as Record<string, unknown>;
    return JSON.stringify([json.dependencies, json.devDependencies, json.overrides]);
  };
  try {
    return (
      deps(git(['show', `${base}:package.json`])) !== deps(readFileSync(join(ROOT, 'package.json'), 'utf8'))
    );
  } catch {
    return true;
  }
}

/** Files that change no image: the review's own code, tests, docs, the backend's schema. */
const NO_IMAGE = [
  /^docs\//,
  /^tests\//,
  /^\.ci\//,
  /^supabase\//,
  /^\.github\//,
  /^README\.md$/,
  /^eslint\.config\.js$/,
  // The suites' runner and the benchmarks, as tests/; the components' status, shown on Storybook's Docs
  // pages and in its sidebar, which no image shows.
  /^scripts\/(test|bench|status)\//,
  /^scripts\/visual\/(?!capture\/(shoot\.ts|screenshot\.css)$)/,
  /\.(test|spec)\.tsx?$/,
  /\.guidance\.md$/,
];

const shapesOf = (file: string) =>
  existsSync(join(ROOT, file))
    ? createHash('sha256')
        .update(readFileSync(join(ROOT, file), 'utf8'))
        .digest('hex')
        .slice(0, 12)
    : 'gone';

/** The line a key is set on in a file (`MuiChip`, `link`), for the reader to go to. */
function lineOf(file: string, pattern: RegExp): string {
  const at = readSource(file)
    .split('\n')
    .findIndex((line) => pattern.test(line));
  return at >= 0 ? `${file}:${at + 1}` : file;
}

/**
 * The line of a nested key (`border.subtle`, `shape.borderRadius`): the shallowest line that names
 * its first key, then each next key on that line (`shape: { borderRadius: … }`) or inside its block,
 * so that `border.subtle` is taken neither for `brand.border` nor for `surface.subtle`. Where a key
 * is not written out (a step of `shadows: shadowScale()`), the line of the deepest one that is; the
 * file alone where none is.
 */
export function lineOfPath(file: string, path: string): string {
  const text = readSource(file).split('\n');
  const indent = (line: string) => line.length - line.trimStart().length;
  let at = -1;
  for (const key of path.split('.')) {
    const name = `['"]?${key.replace(/[^\w$]/g, '\\$&')}['"]?\\s*:`;
    if (at >= 0 && new RegExp(`[{,]\\s*${name}`).test(text[at] as string)) continue;
    const pattern = new RegExp(`^\\s*${name}`);
    let found = -1;
    for (let i = at + 1; i < text.length; i++) {
      const line = text[i] as string;
      // The block of the key before ends at its closing brace.
      if (at >= 0 && indent(line) <= indent(text[at] as string) && line.trim().startsWith('}')) break;
      if (!pattern.test(line)) continue;
      if (at >= 0) {
        found = i;
        break;
      }
      if (found < 0 || indent(line) < indent(text[found] as string)) found = i;
    }
    if (found < 0) break;
    at = found;
  }
  return at >= 0 ? `${file}:${at + 1}` : file;
}

/** A token's move as a designer reads it: `typography.body2` font-size 0.875rem → 0.9375rem at mobile. */
function moveTitle(move: TokenMove): string {
  const where = move.widths.length < 2 ? ` at ${move.widths.join('')}` : '';
  const { from, to } = move;
  if (from?.startsWith('{') && to?.startsWith('{')) {
    const [a, b] = [JSON.parse(from), JSON.parse(to)] as Record<string, string>[];
    const fields = Object.keys({ ...a, ...b }).filter((key) => a?.[key] !== b?.[key]);
    return `\`${move.name}\` ${fields.map((key) => `${key} ${a?.[key] ?? '–'} → ${b?.[key] ?? '–'}`).join(', ')}${where}`;
  }
  return `\`${move.name}\` ${from ?? '(new)'} → ${to ?? '(taken away)'}${where}`;
}

/** The edit being read, and the causes found so far. */
interface Reading {
  base: string;
  files: string[];
  all: Subject[];
  graph: ModuleGraph;
  /** Changed files no stage has accounted for yet: the module graph takes them last. */
  left: Set<string>;
  causes: PredictedCause[];
  unseen: Omit<PredictedCause, 'images'>[];
  /** How many changes the stages found, whether or not they reach an image. */
  changes: number;
}

/** A cause, with the images whose subject passes its test; where no image does, an unseen change. */
function add(reading: Reading, cause: Omit<PredictedCause, 'images'>, test: (s: Subject) => boolean) {
  const images = reading.all.filter(test).map((s) => s.image);
  if (images.length) reading.causes.push({ ...cause, images });
  else reading.unseen.push(cause);
}

/** Tokens whose value moved, by name and width; shadows, gradients and variants made of one go with it. */
function tokenCauses(reading: Reading, moves: TokenMove[]) {
  for (const move of moves.filter((m) => !m.madeOf)) {
    const made = moves.filter((m) => m.madeOf?.includes(move.name));
    const source = move.name.startsWith('typography.')
      ? (tokenSource(move.name, 'theme/typography.ts') ?? 'theme/typography.ts')
      : (tokenSource(move.name) ?? 'theme/primitives.ts');
    const users = tokenUsers(reading, move.name);
    const everywhere = reachesEveryBox(move);
    const ratio = lineRatioMoved(move);
    // Body1's ratio reaches whatever inherits it from the page; another variant's, the lines of its size.
    const ratioSize = (s: Subject) =>
      move.name === 'typography.body1' ? undefined : variantSize(move, widthOf(s.image));
    const beyondFont = beyondFontMoved(move)
      ? variantWearers(reading, move.name, spacingMoved(move))
      : undefined;
    const radius = radiusMove(move);
    const multiples = radius?.unit ? unitMultiples(reading) : undefined;
    const tokens = [move.name, ...made.map((m) => m.name)];
    const cause = {
      key: `token:${move.name}`,
      kind: 'token' as const,
      title: moveTitle(move),
      source,
      tokens,
    };
    add(reading, cause, (s) => {
      if (!s.drawing) return false;
      if (everywhere && move.widths.includes(widthOf(s.image))) return true;
      // A variant's spacing or case of letters, which the drawing cannot name it by (it names a variant
      // by the font it computes): the images with an element that can wear the variant, at that width.
      if (beyondFont) return move.widths.includes(widthOf(s.image)) && beyondFont(s);
      // A line height set as a ratio: every line that inherits the ratio, whatever its size.
      if (ratio && move.widths.includes(widthOf(s.image)) && showsLineRatio(s.drawing, ratio, ratioSize(s)))
        return true;
      // A radius: the corners it rounds otherwise; for the theme's shape unit, every multiple of it
      // (`borderRadius: 3`).
      if (radius) return showsRadiusMove(s, radius.from, radius.to, radius.unit ? multiples : undefined);
      // A length worn by name in a few components only: the images that reach one of them.
      if (users && ![...users].some((file) => s.files.has(file))) return false;
      const names = namesIn(s.drawing);
      if ([move, ...made].some((m) => m.widths.includes(widthOf(s.image)) && names.has(m.name))) return true;
      // A colour the drawing did not name where it shows (an underline's), read from the styles.
      return Boolean(move.from && /^#[0-9a-f]{6}$/i.test(move.from) && wears(s.drawing, move.from));
    });
  }
}

/**
 * Whether a type variant's move reaches every box: the page's own type is body1 (MUI's baseline
 * sets it on the body), and a length in ems (an icon's 1em) grows with its size, words or none. Its
 * line height alone reaches only lines, of words or of other boxes (the drawing's `lines`).
 */
function reachesEveryBox(move: TokenMove): boolean {
  const variant = move.name === 'typography.body1' ? variantMove(move) : undefined;
  return Boolean(variant && variant.from['font-size'] !== variant.to['font-size']);
}

/** A type variant's declarations before and after its move; none for a token of another kind. */
function variantMove(
  move: TokenMove,
): { from: Record<string, string>; to: Record<string, string> } | undefined {
  if (!move.name.startsWith('typography.') || !move.from?.startsWith('{') || !move.to?.startsWith('{'))
    return undefined;
  return {
    from: JSON.parse(move.from) as Record<string, string>,
    to: JSON.parse(move.to) as Record<string, string>,
  };
}

/** Whether a type variant moved in a declaration beyond its font (`letter-spacing`, `text-transform`). */
function beyondFontMoved(move: TokenMove): boolean {
  const variant = variantMove(move);
  if (!variant) return false;
  const { from, to } = variant;
  return Object.keys({ ...from, ...to }).some(
    (key) => from[key] !== to[key] && !FONT_DECLARATIONS.includes(key),
  );
}

/**
 * The images that can wear a type variant (`typography.button`), for a move beyond its font: those
 * with an element of a component of MUI's whose styles take the variant (read from MUI's own files:
 * Button, Fab, Tab and ToggleButton take `button`) or a Typography of it, and those that reach a
 * source that names it (`variant="button"`, `typography: 'button'`, `typography.button`). The body's
 * own variant, which MUI's baseline gives the page, and a variant the theme or Storybook names
 * elsewhere reach every image with words.
 */
function variantWearers(reading: Reading, name: string, spacing?: number): (s: Subject) => boolean {
  const variant = name.replace(/^typography\./, '');
  const withWords = (s: Subject) => Boolean(s.drawing?.elements.some((e) => e[4]));
  const named = new RegExp(`typography\\.${variant}\\b|(variant|typography)(=|:\\s*)["'\`]${variant}["'\`]`);
  const mui = join(ROOT, 'node_modules', '@mui', 'material');
  const components = new Set<string>();
  for (const component of existsSync(mui) ? readdirSync(mui) : []) {
    const file = join(mui, component, `${component}.js`);
    if (!/^[A-Z]/.test(component) || !existsSync(file) || !named.test(readFileSync(file, 'utf8'))) continue;
    if (/CssBaseline$/.test(component)) return withWords;
    components.add(component);
  }
  const sources = new Set<string>();
  for (const file of filesOf(reading.graph)) {
    if (file === 'theme/typography.ts' || !named.test(readSource(file))) continue;
    if (/^(theme|\.storybook)\//.test(file)) return withWords;
    sources.add(file);
  }
  // A spacing in em is drawn as that share of each wearer's size, whichever source gave it the variant.
  const wears = (s: Subject) =>
    spacing === undefined
      ? [...sources].some((file) => s.files.has(file))
      : Boolean(s.drawing && showsSpacing(s.drawing, spacing));
  return (s) =>
    wears(s) ||
    Boolean(
      s.drawing?.elements.some(([, , , , , part]) => {
        const [root, kind] = part?.split(' ') ?? [];
        return Boolean(root && (components.has(root) || (root === 'Typography' && kind === variant)));
      }),
    );
}

/** A type variant whose letter spacing alone moved, from a length in em other than 0: that old length. */
function spacingMoved(move: TokenMove): number | undefined {
  const variant = variantMove(move);
  if (!variant) return undefined;
  const { from, to } = variant;
  const changed = Object.keys({ ...from, ...to }).filter((key) => from[key] !== to[key]);
  const em = Number(/^(-?[\d.]+)em$/.exec(from['letter-spacing'] ?? '')?.[1]);
  return changed.length === 1 && changed[0] === 'letter-spacing' && em ? em : undefined;
}

/**
 * Whether a drawing shows letters spaced by this share of their size, as a variant's spacing in em is
 * drawn (0.1em: 1.3px in 13 px type), to a hundredth of a pixel.
 */
export function showsSpacing(drawing: Drawing, em: number): boolean {
  return drawing.styles.some((style) => {
    const size = Number(/ (-?[\d.]+)px\//.exec(style.font ?? '')?.[1]);
    const spacing = /^(-?[\d.]+)px$/.exec(style['letter-spacing'] ?? '')?.[1];
    return spacing !== undefined && size > 0 && Math.abs(Number(spacing) - em * size) < 0.01;
  });
}

/** A type variant whose line height alone moved, set as a ratio of its size: that old ratio. */
function lineRatioMoved(move: TokenMove): number | undefined {
  const variant = variantMove(move);
  if (!variant) return undefined;
  const { from, to } = variant;
  const changed = Object.keys({ ...from, ...to }).filter((key) => from[key] !== to[key]);
  const ratio = Number(from['line-height']);
  return changed.length === 1 && changed[0] === 'line-height' && ratio > 0 ? ratio : undefined;
}

/** A type variant's font size in px at a screenshot width, where it can be worked out. */
function variantSize(move: TokenMove, width: ViewportName): number | undefined {
  const size = variantMove(move)?.from['font-size'];
  return size === undefined ? undefined : lengthAt(size, viewports[width].width);
}

/**
 * Whether a drawing shows lines of this ratio: words (a 13 px note inheriting body1's 1.65 is drawn
 * as 13px/21.45px) or boxes laid out in lines by a box without words of its own; where `size` is
 * given, only lines of that size (a variant's own, where other variants share its ratio).
 */
export function showsLineRatio(drawing: Drawing, ratio: number, size?: number): boolean {
  const types = [
    ...drawing.styles.flatMap((style) => (style.font ? [style.font.split(' ').pop() as string] : [])),
    ...(drawing.lines ?? []),
  ];
  return types.some((type) => {
    const [px, line] = type.split('/').map((length) => Number.parseFloat(length ?? ''));
    return (
      Boolean(px && line) &&
      Math.abs((line as number) / (px as number) - ratio) < 0.001 &&
      (size === undefined || Math.abs((px as number) - size) < 0.01)
    );
  });
}

/** A radius token's old and new value in px, and whether the theme makes it MUI's shape unit. */
function radiusMove(move: TokenMove): { from: number; to: number; unit: boolean } | undefined {
  const key = move.name.split('.')[1];
  if (!move.name.startsWith('radii.') || !key || !move.from || !move.to) return undefined;
  const [from, to] = [Number(move.from), Number(move.to)];
  if (!(from > 0) || !(to >= 0)) return undefined;
  const theme = readSource('theme/index.ts');
  return { from, to, unit: new RegExp(`shape:\\s*{\\s*borderRadius:\\s*radii\\.${key}\\b`).test(theme) };
}

/**
 * The multiples of the shape unit the sources ask for by number (`borderRadius: 3`, or `0.5`), with
 * the files that ask; MUI's own components take it once, everywhere.
 */
function unitMultiples(reading: Reading): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>([[1, new Set(['*'])]]);
  for (const file of filesOf(reading.graph)) {
    for (const match of readSource(file).matchAll(/borderRadius:\s*({[^}]*}|[\d.]+)/g)) {
      for (const number of (match[1] ?? '').match(/\b\d+(\.\d+)?\b/g) ?? []) {
        const k = Number(number);
        // Up to eight units: a pill's 999 is no multiple the theme meant.
        if (k > 0 && k <= 8) out.set(k, (out.get(k) ?? new Set()).add(file));
      }
    }
  }
  return out;
}

/**
 * Whether a drawing shows a radius token's move: a corner of its old value, or for the theme's shape
 * unit a multiple of it that a source the image reaches asks for, drawn otherwise with the new. A
 * corner cannot be rounder than its box allows, so an icon button's 36 px on a 32 px box is a circle
 * either way, and stays one.
 */
export function showsRadiusMove(
  s: Subject,
  from: number,
  to: number,
  multiples?: Map<number, Set<string>>,
): boolean {
  const { drawing } = s;
  if (!drawing) return false;
  const asked = (k: number) => {
    const files = multiples?.get(Math.round(k * 1000) / 1000);
    return Boolean(files && (files.has('*') || [...files].some((file) => s.files.has(file))));
  };
  return drawing.elements.some(([, , [, , width, height], style]) => {
    const parts = (drawing.styles[style]?.['border-radius'] ?? '').split(' ').filter(Boolean);
    // Equal corners meet at half the shorter side; a lone corner may take all of it.
    const most = parts.every((part) => part === parts[0])
      ? Math.min(width, height) / 2
      : Math.min(width, height);
    return parts.some((part) => {
      if (!part.endsWith('px')) return false;
      const px = Number.parseFloat(part);
      const wears = multiples ? asked(px / from) : px === from;
      return wears && Math.min(px, most) !== Math.min((px * to) / from, most);
    });
  });
}

/**
 * The source files that use a key of a family of tokens or roles: by its name (`inset.card`,
 * `'surface.subtle'`), or by a key worked out at run time (`inset[size]`), where only components do;
 * none where the theme itself uses it (then every image may wear it). A drawing names a length or a
 * colour by its value, which the site's own values and other tokens may share: this says which
 * images can wear this one. One that no file uses so (a step of `space`, which only the docs show)
 * reaches no image at all.
 */
function usersOf(
  reading: Reading,
  [family, key]: [string, string],
  { skip, holders }: { skip?: string; holders?: string[] } = {},
): Set<string> | undefined {
  const users = new Set<string>();
  for (const file of filesOf(reading.graph)) {
    if (file === skip) continue;
    const use = familyUse(file, readSource(file), family, holders);
    if (!use || (!use.any && !use.keys.has(key))) continue;
    if (file.startsWith('theme/') || file.startsWith('.storybook/')) return undefined;
    users.add(file);
  }
  return users;
}

/** The files that use a spacing, radius or shadow token (`usersOf`); none for a token of another kind. */
function tokenUsers(reading: Reading, name: string): Set<string> | undefined {
  const [family, key] = name.split('.');
  if (!family || !key || !/^(inset|space|radii|elevation|glow)$/.test(family)) return undefined;
  return usersOf(reading, [family, key], { skip: 'theme/primitives.ts' });
}

/** The groups of roles theme/index.ts hands to MUI's palette under MUI's own names as well. */
const MUI_NAMES: Record<string, string> = { brand: 'primary', accent: 'secondary' };

/**
 * What reads MUI's `primary.light` or `secondary.light`: the files that name it (`'primary.light'`,
 * `palette.secondary.light`), and an alert where the theme lets one take that palette as its colour
 * (`AlertPropsColorOverrides` in theme/augment.d.ts). Of MUI's own components only an alert reads a
 * palette's `light` (light mode, no CSS variables), and otherwise only its severity's. None (every
 * image that wears the colour) where the theme reads it beyond setting it.
 */
function muiLightReaders(
  reading: Reading,
  alias: string,
): { files: Set<string>; alerts: boolean } | undefined {
  if (new RegExp(`palette\\.${alias}\\.light`).test(readSource('theme/index.ts'))) return undefined;
  const files = usersOf(reading, [alias, 'light'], { holders: ['palette'], skip: 'theme/index.ts' });
  const alerts = new RegExp(`AlertPropsColorOverrides\\s*{[^}]*\\b${alias}\\b`).test(
    readSource('theme/augment.d.ts'),
  );
  return files && { files, alerts };
}

/**
 * What reads the `light` role of a group theme/index.ts hands to MUI as `primary` or `secondary`:
 * the files that name it by the site's name (`'accent.light'`) or MUI's, and MUI's own readers
 * (`muiLightReaders`). None where the theme reads the role beyond handing it to the palette.
 */
function lightUsers(reading: Reading, group: string): { files: Set<string>; alerts: boolean } | undefined {
  const alias = MUI_NAMES[group];
  if (!alias || readSource('theme/index.ts').split(`roles.${group}.light`).length > 2) return undefined;
  const own = usersOf(reading, [group, 'light'], { holders: ['roles', 'palette'], skip: 'theme/index.ts' });
  const mui = muiLightReaders(reading, alias);
  return own && mui && { files: new Set([...own, ...mui.files]), alerts: mui.alerts };
}

/** Roles switched to another token: the images that wear the old colour where the role colours. */
function roleCauses(reading: Reading, roles: RoleSwitch[]) {
  for (const role of roles) {
    const properties = ROLE_PROPERTIES[role.role.split('.')[0] ?? ''];
    const source = lineOfPath('theme/semantic.ts', role.role);
    const title = `role \`${role.role}\` ${role.from} → ${role.to}`;
    const tokens = [...new Set([role.from, role.to, ...role.names])];
    // A role of a group MUI does not know (`surface.subtle`) reaches the images whose sources use it.
    const [group, key, ...deeper] = role.role.split('.');
    const lightOfMui =
      (group && key === 'light' && !deeper.length && lightUsers(reading, group)) || undefined;
    const users =
      lightOfMui?.files ??
      (group && key && !deeper.length
        ? usersOf(reading, [group, key], { holders: ['roles', 'palette'] })
        : undefined);
    add(reading, { key: `role:${role.role}`, kind: 'role', title, source, tokens }, (s) =>
      Boolean(
        s.drawing &&
        (((!users || [...users].some((file) => s.files.has(file))) &&
          wears(s.drawing, role.value, { properties, pictures: false })) ||
          (lightOfMui?.alerts && partsIn(s.drawing).has('Alert'))),
      ),
    );
  }
}

/**
 * The drawn sides of a padding, `top right bottom left`, for an override's property on the
 * component's root; the drawing can say which elements still wear its old value.
 */
const PADDING_SIDES: Record<string, number[]> = {
  padding: [0, 1, 2, 3],
  paddingInline: [1, 3],
  paddingBlock: [0, 2],
  paddingTop: [0],
  paddingRight: [1],
  paddingBottom: [2],
  paddingLeft: [3],
};

/**
 * The weight the site's own faces draw for a wanted weight in this family (CSS font matching: above
 * 500, the nearest heavier face, else the nearest lighter); the wanted weight itself for a family the
 * site does not ship.
 */
export function shippedWeight(fontFamily: string, wanted: number): number {
  const family = fontFamily.split(',')[0]?.trim().replace(/^"|"$/g, '') ?? '';
  const ranges = SITE_FACES.filter((face) => face.family === family).map((face) => {
    const [min = 0, max = min] = face.weight.split(' ').map(Number);
    return [min, max] as const;
  });
  if (!ranges.length || ranges.some(([min, max]) => wanted >= min && wanted <= max)) return wanted;
  const heavier = ranges.map(([min]) => min).filter((w) => w > wanted);
  const lighter = ranges.map(([, max]) => max).filter((w) => w < wanted);
  const up = heavier.length ? Math.min(...heavier) : undefined;
  const down = lighter.length ? Math.max(...lighter) : undefined;
  return (wanted > 500 ? (up ?? down) : (down ?? up)) ?? wanted;
}

/**
 * The keys of `styleOverrides` that style the component's root element itself: the root, its sizes
 * and its variants (`sizeSmall`, `outlined`). Others style an element inside it (`startIcon`, a
 * chip's `label`), which a drawing does not name.
 */
const ROOT_SLOT = /^(root|size[A-Z]\w*|contained|outlined|text)$/;

/**
 * Whether an element of the drawing wears an override's old value, for the properties of its root a
 * drawing records (paddings, the weight of its words): an element that does not cannot be one the
 * override styles, at any size or variant. Undefined where the change is of another kind (a state, an
 * element inside, a property the drawing does not hold), which then reaches every such element.
 */
export function wearsOldValue(
  drawing: Drawing,
  index: number,
  [path, from, to]: OverrideChange['values'][number],
) {
  const [, slot, property, ...rest] = path.split('.');
  if (!slot || !ROOT_SLOT.test(slot) || !property || rest.length || from === undefined) return undefined;
  const px = /^\d+(\.\d+)?$/.test(from) ? `${from}px` : from;
  const sides = PADDING_SIDES[property];
  if (sides) {
    const drawn = (drawing.styles[drawing.elements[index]?.[3] ?? -1]?.padding ?? '0px').split(' ');
    const four = drawn.length === 1 ? [drawn[0], drawn[0], drawn[0], drawn[0]] : drawn;
    return sides.every((side) => four[side] === px);
  }
  if (property === 'fontWeight') {
    // The words inside it wear its weight (the element or anything it holds), drawn by another face
    // with the new weight: a face the site ships at 600 only draws 700 as 600.
    const inside = new Set([index]);
    return drawing.elements.some(([parent, , , style], i) => {
      if (i !== index && !inside.has(parent)) return false;
      inside.add(i);
      const drawn = drawing.styles[style];
      return (
        (drawn?.font ?? '').split(' ')[1] === from &&
        shippedWeight(drawn?.['font-family'] ?? '', Number(from)) !==
          shippedWeight(drawn?.['font-family'] ?? '', Number(to))
      );
    });
  }
  return undefined;
}

/** Overrides that changed beyond their tokens: the images that show the component, or import it. */
function overrideCauses(reading: Reading, changes: OverrideChange[]) {
  const drawn = new Set(reading.all.flatMap((s) => (s.drawing ? [...partsIn(s.drawing)] : [])));
  for (const { component, values } of changes) {
    // The component and those MUI builds on it: a drawing names an element by the most specific.
    const parts = [component.replace(/^Mui/, ''), ...(BUILT_ON[component.replace(/^Mui/, '')] ?? [])];
    const seen = parts.filter((part) => drawn.has(part));
    const source = lineOf('theme/componentOverrides.ts', new RegExp(`\\b${component}:`));
    // An element of the component shows the change unless it does not wear any of the old values:
    // the drawing says so (its own sx set another padding, say), or the source gives every such
    // element its own value of the property (sx.ts).
    const shows = (s: Subject, index: number, part: string) =>
      values.some(
        (value) =>
          (wearsOldValue(s.drawing as Drawing, index, value) ?? true) &&
          !ownValueEverywhere(s.files, part, value[0]),
      );
    add(
      reading,
      { key: `override:${component}`, kind: 'override', title: `override of ${component}`, source },
      // Drawn somewhere, the drawings say where; never drawn (a tooltip's bubble has no root class),
      // the images whose page or story imports it.
      seen.length
        ? (s) =>
            Boolean(s.drawing) &&
            (s.drawing as Drawing).elements.some(([, , , , , part], index) => {
              const name = part?.split(' ')[0] ?? '';
              return seen.includes(name) && shows(s, index, name);
            })
        : (s) => [...s.files].some((file) => parts.some((part) => importsComponent(file, part))),
    );
  }
}

/** The theme, name by name, against the base commit's theme loaded from git. */
async function themeCauses(reading: Reading) {
  if (!reading.files.some((file) => NAMED_FILES.includes(file))) return;
  const [before, after] = await Promise.all([loadTheme(ROOT, reading.base), loadTheme(ROOT)]);
  for (const file of NAMED_FILES) reading.left.delete(file);
  for (const file of unnamedChanges(before, after)) reading.left.add(file);
  const moves = tokenMoves(before.modules, after.modules);
  const roles = roleSwitches(before, after);
  const overrides = await overrideChanges(ROOT, before, after);
  // A token's move is one change, with the shadows, gradients and variants made of it.
  reading.changes += moves.filter((m) => !m.madeOf).length + roles.length + overrides.length;
  tokenCauses(reading, moves);
  roleCauses(reading, roles);
  overrideCauses(reading, overrides);
}

/**
 * The MUI components that mix a colour of their own from a palette colour (darker, lighter, or the
 * text that contrasts with it), by the palette paths they read (their sources, in light mode without
 * CSS variables): a drawing of one shows no trace of the old colour.
 */
const MIXES_PALETTE: [part: string, paths: RegExp][] = [
  ['Alert', /^palette\.(success|info|warning|error)\.(light|main)$/],
  ['AppBar', /^palette\.grey\.(100|900)$/],
  ['Breadcrumbs', /^palette\.grey\.(200|600)$/],
  ['Fab', /^palette\.grey\.300$/],
  ['LinearProgress', /^palette\.\w+\.main$/],
  ['Slider', /^palette\.\w+\.main$/],
  ['SnackbarContent', /^palette\.background\.default$/],
  ['SpeedDialAction', /^palette\.background\.paper$/],
  ['Switch', /^palette\.\w+\.main$/],
  ['TableCell', /^palette\.divider$/],
];

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * What theme/index.ts changed in the theme MUI builds, as a designer reads it and with the images
 * it can reach: a palette colour wired to another role (the images that wear the old colour, or
 * draw a component MUI mixes it into), the shape unit (its corners and their multiples), a step of
 * the shadow scale (the images that wear the shadow it held). Any other change of the theme (the
 * base styles, the spacing, the type, the transitions) leaves the file to the module graph.
 */
function wiringCause(reading: Reading, before: ThemeTree, change: WiringChange) {
  const { path, from, to } = change;
  if (!from || !to) return undefined;
  const source = lineOfPath('theme/index.ts', path);
  if (path.startsWith('palette.') && HEX.test(from) && HEX.test(to)) {
    const mixers = MIXES_PALETTE.filter(([, paths]) => paths.test(path)).map(([part]) => part);
    const [was, now] = [colourNames(before, from)[0] ?? from, colourNames(before, to)[0] ?? to];
    const tokens = [...new Set([was, now, ...colourNames(before, from)])];
    const title = `\`${path}\` ${was} → ${now}`;
    const light = /^palette\.(primary|secondary)\.light$/.exec(path)?.[1];
    const readers = light ? muiLightReaders(reading, light) : undefined;
    return {
      cause: { key: `wiring:${path}`, kind: 'role' as const, title, source, tokens },
      shows: (s: Subject) =>
        Boolean(
          s.drawing &&
          (((!readers || [...readers.files].some((file) => s.files.has(file))) &&
            wears(s.drawing, from, { pictures: false })) ||
            (readers?.alerts && partsIn(s.drawing).has('Alert')) ||
            mixers.some((part) => partsIn(s.drawing as Drawing).has(part))),
        ),
    };
  }
  if (path === 'shape.borderRadius' && Number(from) > 0 && Number(to) >= 0) {
    const multiples = unitMultiples(reading);
    const title = `\`shape.borderRadius\` ${from} → ${to} px`;
    return {
      cause: { key: 'wiring:shape.borderRadius', kind: 'token' as const, title, source },
      shows: (s: Subject) => showsRadiusMove(s, Number(from), Number(to), multiples),
    };
  }
  const step = /^shadows\.(\d+)$/.exec(path)?.[1];
  // The shadow tokens by name; they hold at every width.
  const shadows: Record<string, string> = tokenTable('desktop', before.modules).shadow;
  const worn = Object.entries(shadows).flatMap(([name, value]) => (value === from ? [name] : []));
  if (step && worn.length) {
    const title = `\`shadows[${step}]\` ${worn[0]} → ${Object.entries(shadows).find(([, v]) => v === to)?.[0] ?? to}`;
    return {
      cause: { key: `wiring:shadows.${step}`, kind: 'token' as const, title, source, tokens: worn },
      shows: (s: Subject) =>
        Boolean(s.drawing && worn.some((name) => namesIn(s.drawing as Drawing).has(name))),
    };
  }
  return undefined;
}

/** The theme's wiring (theme/index.ts), read from the theme MUI builds old and new (`wiringCause`). */
async function wiringCauses(reading: Reading) {
  const file = 'theme/index.ts';
  if (!reading.left.has(file) || !reading.base) return;
  const before = await loadTheme(ROOT, reading.base);
  const changes = await wiringChanges(ROOT, before);
  if (!changes) return;
  // One change of the file shows in both themes a page may build (with motion and without).
  const byPath = new Map(
    changes.map((change) => {
      const path = change.path.replace(/^(motion|still)\./, '');
      return [path, { ...change, path }];
    }),
  );
  const found = [...byPath.values()].map((change) => wiringCause(reading, before, change));
  if (found.some((f) => !f)) return;
  reading.left.delete(file);
  reading.changes += found.length;
  for (const f of found) if (f) add(reading, f.cause, f.shows);
}

/**
 * Breakpoints moved (theme/breakpoints.ts). MUI reads a breakpoint two ways. As a media query it
 * switches at a screenshot width only where that width lies between the old value and the new: every
 * image at that width. As a length, the widest a `Container` or a dialog may be: an element held at it
 * is exactly the old value wide among the drawing's boxes. A source that reads the values itself (the
 * foundations' table) reaches the images that load it. Any other change of the file, or a theme or
 * Storybook file that reads the values, goes to the module graph.
 */
async function breakpointCauses(reading: Reading) {
  const file = 'theme/breakpoints.ts';
  if (!reading.left.has(file) || !reading.base) return;
  const [before, after] = await Promise.all([loadTheme(ROOT, reading.base), loadTheme(ROOT)]);
  const moves = breakpointMoves(before.modules, after.modules);
  if (!moves) return;
  const readers = new Set<string>();
  for (const source of filesOf(reading.graph)) {
    // The theme hands the values to MUI, whose two readings are the ones above.
    if (source === file || source === 'theme/index.ts') continue;
    if (!familyUse(source, readSource(source), 'breakpoints')) continue;
    if (/^(theme|\.storybook)\//.test(source)) return;
    readers.add(source);
  }
  reading.left.delete(file);
  reading.changes += moves.length;
  for (const move of moves) {
    const { name, from, to } = move;
    const cause = {
      key: `breakpoint:${name}`,
      kind: 'token' as const,
      title: `breakpoint \`${name}\` ${from} → ${to} px`,
      source: lineOf(file, new RegExp(`^\\s*${name}:`)),
    };
    add(reading, cause, (s) => showsBreakpointMove(move, s, readers));
  }
}

/** Whether a moved breakpoint can draw a subject otherwise (`breakpointCauses`). */
export function showsBreakpointMove({ from, to }: BreakpointMove, s: Subject, readers: Set<string>): boolean {
  const { width } = viewports[widthOf(s.image)];
  return (
    width >= from !== width >= to ||
    [...readers].some((reader) => s.files.has(reader)) ||
    Boolean(s.drawing?.elements.some(([, , box]) => box[2] === from))
  );
}

/** Pictures whose template changed: the images that show them. */
function pictureCauses(reading: Reading) {
  for (const art of reading.files.filter((file) => /^theme\/art\/.*\.svg$/.test(file))) {
    const shapes = shapesOf(art);
    const shows = (s: Subject) =>
      Object.values(s.drawing?.pictures ?? {}).some((p) => p.art === art && p.shapes !== shapes);
    if (!reading.all.some(shows)) continue;
    reading.left.delete(art);
    reading.changes++;
    const title = `picture ${basename(art)} redrawn`;
    add(reading, { key: `picture:${basename(art)}`, kind: 'picture', title, source: art }, shows);
  }
}

/** Words of content/: the images whose drawing shows the old words. */
function contentCauses(reading: Reading) {
  const files = reading.files.filter(
    (file) => /^content\//.test(file) && !NO_IMAGE.some((re) => re.test(file)),
  );
  if (!files.length || !reading.base) return;
  const found = new Set<string>();
  const lost = new Set<string>();
  const strings = contentReader(ROOT, (file) => {
    try {
      return git(['show', `${reading.base}:${file}`]);
    } catch {
      return undefined;
    }
  });
  const readersByKey = new Map<string, Map<string, Set<string>>>();
  const readersOf = (key: string, file: string, types: Set<string>) => {
    const asked = [key, file, ...types].join('\u0000');
    if (!readersByKey.has(asked))
      readersByKey.set(asked, valueReaders([key], reading.graph, { file, types }));
    return readersByKey.get(asked) as Map<string, Set<string>>;
  };
  // A story reads the value where its file's names lead to a read, or Storybook's preview holds one.
  const walks = new Map<string, Walked>();
  let preview: Set<string> | undefined;
  const storyReads = (file: string, readers: Map<string, Set<string>>) => {
    preview ??= reach(reading.graph, ['.storybook/preview.tsx']);
    if ([...readers.keys()].some((reader) => preview?.has(reader))) return true;
    let walked = walks.get(file);
    if (!walked) {
      walked = { asked: new Set(), whole: new Set() };
      reach(reading.graph, [file], undefined, walked);
      walks.set(file, walked);
    }
    return walkReads(reading.graph, walked, readers);
  };
  for (const hunk of hunksOf(git(['diff', '-U0', reading.base, '--', ...files]))) {
    const edits = textEdits(hunk);
    // A value that picks what code draws (an icon's name, a style) may be drawn elsewhere as words.
    if (!edits || strings.switches(hunk, edits)) {
      lost.add(hunk.file);
      continue;
    }
    reading.changes += edits.length;
    // Code that reads the words (a search, initials) may change an image that does not show them:
    // every image that reaches the file and such code is listed too.
    const { keys, types } = strings.keys(hunk, edits);
    // A file two names lead to reads in the declarations of both (none listed: the whole file).
    const readers = new Map<string, Set<string>>();
    for (const key of keys)
      for (const [file, declarations] of readersOf(key, hunk.file, types)) {
        const known = readers.get(file);
        readers.set(
          file,
          known?.size === 0 || !declarations.size ? new Set() : new Set([...(known ?? []), ...declarations]),
        );
      }
    const reads = (s: Subject) =>
      s.files.has(hunk.file) &&
      [...readers.keys()].some((file) => s.files.has(file)) &&
      (!s.story || storyReads(s.story.file, readers));
    for (const edit of edits) {
      // Words drawn, or heard only: a name a screen reader reads (an icon button's label).
      const shows = (s: Subject) =>
        Boolean(
          s.drawing?.elements.some((e) => e[4] && showsOldText(edit, e[4])) ||
          s.drawing?.tree?.some(([, , name, , description]) =>
            [name, description].some((text) => text && showsOldText(edit, text)),
          ),
        );
      if (!reading.all.some(shows)) {
        lost.add(hunk.file);
        continue;
      }
      found.add(hunk.file);
      const [from, to] = changedSpan(edit.from, edit.to);
      // Worded as the review words what it finds (explain/causes.ts).
      const title =
        from && to ? `text ‘${from}’ → ‘${to}’` : from ? `text ‘${from}’ taken out` : `text ‘${to}’ added`;
      const cause = { key: `text:${edit.from}>${edit.to}`, kind: 'text' as const, title };
      add(reading, { ...cause, source: `${edit.file}:${edit.line}` }, (s) => shows(s) || reads(s));
    }
  }
  // A file whose every change was found in the drawings needs no module graph.
  for (const file of found) if (!lost.has(file)) reading.left.delete(file);
}

/** A stories file whose edit stays inside some stories (their args, say): those stories. */
function storyCauses(reading: Reading) {
  const files = [...reading.left].filter(
    (f) => /\.stories\.tsx?$/.test(f) && !reading.graph.importers.get(f)?.size,
  );
  for (const file of files) {
    const diff = reading.base ? git(['diff', '-U0', reading.base, '--', file]) : '';
    const exports = storyExportsChanged(ROOT, file, diff);
    if (!exports) continue;
    reading.left.delete(file);
    reading.changes++;
    const names = [...exports].join(', ');
    add(
      reading,
      { key: `stories:${file}:${names}`, kind: 'file', title: `${file} changed: ${names}` },
      (s) => s.story?.file === file && exports.has(s.story.exportName),
    );
  }
}

/** Everything else, through the imports; a file outside the sources (the build, a config) reaches all. */
function graphCauses(reading: Reading) {
  reading.changes += reading.left.size;
  for (const file of reading.left) {
    const everywhere =
      !/^(src|stories|content|theme|\.storybook)\//.test(file) ||
      /^\.storybook\/(main|preview-head)/.test(file);
    const title = everywhere ? `${file} changed: it reaches every image` : `${file} changed`;
    add(reading, { key: `file:${file}`, kind: 'file', title }, (s) => everywhere || s.files.has(file));
  }
}

/** The files the edit changed since the base, new files where sources live included. */
function changedFiles(base: string): string[] {
  if (!base) return [];
  const changed = git(['diff', '--name-only', base]).split('\n');
  const added = git(['ls-files', '--others', '--exclude-standard', '--', ...SOURCE_DIRS]).split('\n');
  return [...new Set([...changed, ...added])].filter(Boolean);
}

/** The prediction for the working tree, against `base` (by default as baseCommit chooses). */
export async function predict(base = baseCommit()): Promise<Prediction> {
  const started = Date.now();
  const files = changedFiles(base);
  const changed = new Set(files);
  // A changed file's text before the edit, to tell whether it ran code as it was imported then.
  const before = (file: string) => {
    if (!changed.has(file)) return undefined;
    try {
      return execFileSync('git', ['show', `${base}:${file}`], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' });
    } catch {
      return undefined;
    }
  };
  const graph = moduleGraph(ROOT, before);
  const left = new Set(files.filter((file) => !NO_IMAGE.some((re) => re.test(file))));
  // A change of package.json's scripts draws nothing (the lock file still counts: versions).
  if (base && !dependenciesChanged(base)) left.delete('package.json');
  // Storybook's parser reads the stories files on a thread of its own, while this one works out what
  // each page and stories file reaches.
  const stories = readStoriesAside(ROOT, storiesFiles(graph));
  const drawn = drawnFiles(graph);
  const all = subjects(graph, await stories, drawn);
  const reading: Reading = { base, files, all, graph, left, causes: [], unseen: [], changes: 0 };
  await themeCauses(reading);
  await wiringCauses(reading);
  await breakpointCauses(reading);
  pictureCauses(reading);
  contentCauses(reading);
  storyCauses(reading);
  graphCauses(reading);
  const { causes } = reading;
  const images = [...new Set(causes.flatMap((c) => c.images))].sort();
  const newStoriesIn = files.filter((file) => /\.stories\.tsx?$/.test(file));
  const only = reading.changes === 1 && causes.length === 1 ? causes[0] : undefined;
  const alone = only ? { key: only.key, tokens: only.tokens ?? [] } : undefined;
  return {
    base,
    files,
    causes,
    images,
    unseen: reading.unseen,
    ...(alone ? { alone } : {}),
    newStoriesIn,
    seconds: (Date.now() - started) / 1000,
  };
}
