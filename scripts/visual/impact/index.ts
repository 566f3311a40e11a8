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
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { routeTable, screens } from '../../../src/routing/routes.ts';
import type { HostKind } from '../../../src/routing/host.ts';
import { drawingFile, readDrawing, type Drawing } from '../capture/drawing.ts';
import { tokenSource } from '../review/sources.ts';
import { baselinePath, listBaselines, ROOT } from '../record.ts';
import { changedSpan, hunksOf, showsOldText, textEdits } from './content.ts';
import { moduleGraph, reach, SOURCE_DIRS, type ModuleGraph } from './graph.ts';
import { storyExportsChanged } from './stories.ts';
import {
  loadTheme,
  NAMED_FILES,
  overrideChanges,
  roleSwitches,
  tokenMoves,
  type TokenMove,
  unnamedChanges,
} from './theme.ts';

export interface PredictedCause {
  key: string;
  kind: 'token' | 'role' | 'override' | 'picture' | 'text' | 'file';
  title: string;
  source?: string;
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
  /^scripts\/visual\/(?!capture\/(shoot\.ts|screenshot\.css)$)/,
  /\.(test|spec)\.tsx?$/,
  /\.guidance\.md$/,
];

interface Subject {
  image: string;
  drawing?: Drawing;
  /** A story image's file and export. */
  story?: { file: string; exportName: string };
  /** The files its page or story reaches. */
  files: Set<string>;
}

const pageSlug = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '--') || 'root';

/** Each baseline with its drawing and the source files that draw it. */
function subjects(graph: ModuleGraph): Subject[] {
  const screenFiles = new Set(screens.map(({ screen }) => `src/pages/${screen}.tsx`));
  const shell = reach(graph, ['src/entry-server.tsx', 'src/start/entry-client.tsx'], (f) =>
    screenFiles.has(f),
  );
  for (const file of screenFiles) shell.delete(file);
  const pageFiles = new Map<string, Set<string>>();
  for (const kind of ['main', 'community'] as HostKind[])
    for (const route of routeTable(kind)) {
      const screen = screens.find((s) => s.page === route.page)?.screen;
      const own = screen ? reach(graph, [`src/pages/${screen}.tsx`]) : new Set<string>();
      pageFiles.set(`pages/${kind}/${pageSlug(route.path)}`, new Set([...shell, ...own]));
    }
  const preview = reach(graph, ['.storybook/preview.tsx']);
  const index = join(ROOT, 'storybook-static', 'index.json');
  const storyFiles = new Map<string, { file: string; exportName: string }>();
  if (existsSync(index))
    for (const entry of Object.values(
      (
        JSON.parse(readFileSync(index, 'utf8')) as {
          entries: Record<string, { id: string; importPath: string; exportName?: string }>;
        }
      ).entries,
    ))
      storyFiles.set(entry.id, {
        file: entry.importPath.replace(/^\.\//, ''),
        exportName: entry.exportName ?? '',
      });
  const reached = new Map<string, Set<string>>();
  return listBaselines().map((image) => {
    const name = image.replace(/(-after)?-(mobile|desktop)\.png$/, '');
    const drawing = readDrawing(drawingFile(baselinePath(image)));
    if (image.startsWith('pages/')) return { image, drawing, files: pageFiles.get(name) ?? shell };
    const story = storyFiles.get(name.replace(/^stories\//, ''));
    // A story Storybook's index does not know: every source, to be safe.
    if (!story) return { image, drawing, files: new Set(graph.imports.keys()) };
    if (!reached.has(story.file))
      reached.set(story.file, new Set([...reach(graph, [story.file]), ...preview]));
    return { image, drawing, story, files: reached.get(story.file) as Set<string> };
  });
}

const widthOf = (image: string) =>
  (image.match(/-(mobile|desktop)\.png$/)?.[1] ?? 'desktop') as 'mobile' | 'desktop';

/** Every token name a drawing shows, its pictures' colours included. */
function namesIn(drawing: Drawing): Set<string> {
  // A drawing lists every type variant; one is shown where an element's type has its size and line.
  const sizes = new Set(drawing.styles.flatMap((style) => (style.font ? [style.font.split(' ').pop()] : [])));
  const names = new Set(
    Object.entries(drawing.tokens).flatMap(([key, list]) =>
      !key.startsWith('type ') || sizes.has(key.split(' ').pop()) ? list : [],
    ),
  );
  for (const picture of Object.values(drawing.pictures ?? {}))
    for (const name of Object.keys(picture.tokens)) names.add(name);
  // An element of a variant (`Typography h5`) wears it, whatever size of its own it is given.
  for (const [, , , , , part] of drawing.elements) {
    const variant = part && /^Typography (\w+)/.exec(part)?.[1];
    if (variant) names.add(`typography.${variant}`);
  }
  return names;
}

/**
 * The properties a group of roles colours (text roles colour words and the icons that take their
 * colour; border roles, lines); the other groups may colour anything.
 */
const ROLE_PROPERTIES: Record<string, string[]> = {
  text: ['color', 'fill', 'stroke', 'text-decoration', 'outline', 'border'],
  border: ['border', 'outline', 'box-shadow', 'background-color', 'fill', 'stroke'],
};

/** Whether an element of the drawing wears a colour, in one of these properties if given. */
function wears(drawing: Drawing, hex: string, properties?: string[]): boolean {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ');
  const painted = (value: string) => value.includes(`rgb(${rgb})`) || value.includes(`rgba(${rgb},`);
  const used = new Set(drawing.elements.map((element) => element[3]));
  return (
    drawing.styles.some(
      (style, i) =>
        used.has(i) &&
        Object.entries(style).some(
          ([property, value]) => (!properties || properties.includes(property)) && painted(value),
        ),
    ) || Object.values(drawing.pictures ?? {}).some((picture) => Object.values(picture.tokens).includes(hex))
  );
}

/** The part names of MUI's components a drawing shows: `Chip`, `Typography`. */
function partsIn(drawing: Drawing): Set<string> {
  return new Set(
    drawing.elements.flatMap(([, , , , , part]) => (part ? [part.split(' ')[0] as string] : [])),
  );
}

const shapesOf = (file: string) =>
  existsSync(join(ROOT, file))
    ? createHash('sha256')
        .update(readFileSync(join(ROOT, file), 'utf8'))
        .digest('hex')
        .slice(0, 12)
    : 'gone';

/** The line a key is set on in a file (`MuiChip`, `link`), for the reader to go to. */
function lineOf(file: string, pattern: RegExp): string {
  const text = existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8').split('\n') : [];
  const at = text.findIndex((line) => pattern.test(line));
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

export async function predict(): Promise<Prediction> {
  const started = Date.now();
  const base = baseCommit();
  const files = base
    ? [
        ...new Set([
          ...git(['diff', '--name-only', base]).split('\n'),
          // New files where sources live (a new component, picture or story file).
          ...git(['ls-files', '--others', '--exclude-standard', '--', ...SOURCE_DIRS]).split('\n'),
        ]),
      ].filter(Boolean)
    : [];
  const graph = moduleGraph(ROOT);
  const all = subjects(graph);
  const causes: PredictedCause[] = [];
  const add = (cause: Omit<PredictedCause, 'images'>, test: (s: Subject) => boolean) => {
    const images = all.filter(test).map((s) => s.image);
    if (images.length) causes.push({ ...cause, images });
  };
  const toGraph = new Set(files.filter((file) => !NO_IMAGE.some((re) => re.test(file))));
  // A change of package.json's scripts draws nothing (the lock file still counts: versions).
  if (base && !dependenciesChanged(base)) {
    toGraph.delete('package.json');
  }

  // The theme, name by name.
  if (files.some((file) => NAMED_FILES.includes(file))) {
    const [before, after] = await Promise.all([loadTheme(ROOT, base), loadTheme(ROOT)]);
    for (const file of NAMED_FILES) toGraph.delete(file);
    for (const file of unnamedChanges(before, after)) toGraph.add(file);
    const moves = tokenMoves(before.modules, after.modules);
    for (const move of moves.filter((m) => !m.madeOf))
      add(
        {
          key: `token:${move.name}`,
          kind: 'token',
          title: moveTitle(move),
          source: move.name.startsWith('typography.')
            ? (tokenSource(move.name, 'theme/typography.ts') ?? 'theme/typography.ts')
            : (tokenSource(move.name) ?? 'theme/primitives.ts'),
        },
        (s) => {
          if (!s.drawing) return false;
          const names = namesIn(s.drawing);
          // A token made of this one (a shadow or gradient of the colour) changes with it.
          const made = moves.filter((m) => m.madeOf?.includes(move.name));
          if ([move, ...made].some((m) => m.widths.includes(widthOf(s.image)) && names.has(m.name)))
            return true;
          // A colour the drawing did not name where it shows (an underline's), read from the styles.
          return Boolean(move.from && /^#[0-9a-f]{6}$/i.test(move.from) && wears(s.drawing, move.from));
        },
      );
    for (const role of roleSwitches(before, after))
      add(
        {
          key: `role:${role.role}`,
          kind: 'role',
          title: `role \`${role.role}\` ${role.from} → ${role.to}`,
          source: lineOf('theme/semantic.ts', new RegExp(`\\b${role.role.split('.').pop()}:`)),
        },
        (s) =>
          Boolean(s.drawing) &&
          wears(s.drawing as Drawing, role.value, ROLE_PROPERTIES[role.role.split('.')[0] ?? '']),
      );
    const drawn = new Set(all.flatMap((s) => (s.drawing ? [...partsIn(s.drawing)] : [])));
    for (const component of await overrideChanges(ROOT, before, after)) {
      // The component and those MUI builds on it: a drawing names an element by the most specific.
      const parts = [component.replace(/^Mui/, ''), ...(BUILT_ON[component.replace(/^Mui/, '')] ?? [])];
      const seen = parts.filter((part) => drawn.has(part));
      add(
        {
          key: `override:${component}`,
          kind: 'override',
          title: `override of ${component}`,
          source: lineOf('theme/componentOverrides.ts', new RegExp(`\\b${component}:`)),
        },
        // Drawn somewhere, the drawings say where; never drawn (a tooltip's bubble has no root class),
        // the images whose page or story imports it.
        seen.length
          ? (s) => Boolean(s.drawing) && seen.some((part) => partsIn(s.drawing as Drawing).has(part))
          : (s) => [...s.files].some((file) => parts.some((part) => importsComponent(file, part))),
      );
    }
  }

  // Pictures whose template changed.
  const templates = files.filter((file) => /^theme\/art\/.*\.svg$/.test(file));
  for (const art of templates) {
    const shapes = shapesOf(art);
    const shows = (s: Subject) =>
      Object.values(s.drawing?.pictures ?? {}).some((p) => p.art === art && p.shapes !== shapes);
    if (!all.some(shows)) continue;
    toGraph.delete(art);
    add(
      {
        key: `picture:${basename(art)}`,
        kind: 'picture',
        title: `picture ${basename(art)} redrawn`,
        source: art,
      },
      shows,
    );
  }

  // Words of content/.
  const contentFiles = files.filter(
    (file) => /^content\//.test(file) && !NO_IMAGE.some((re) => re.test(file)),
  );
  if (contentFiles.length && base) {
    const hunks = hunksOf(git(['diff', '-U0', base, '--', ...contentFiles]));
    const found = new Set<string>();
    const lost = new Set<string>();
    for (const hunk of hunks) {
      const edits = textEdits(hunk);
      if (!edits) {
        lost.add(hunk.file);
        continue;
      }
      for (const edit of edits) {
        const shows = (s: Subject) =>
          Boolean(s.drawing?.elements.some((e) => e[4] && showsOldText(edit, e[4])));
        if (!all.some(shows)) {
          lost.add(hunk.file);
          continue;
        }
        found.add(hunk.file);
        add(
          {
            key: `text:${edit.from}>${edit.to}`,
            kind: 'text',
            title: `text ‘${changedSpan(edit.from, edit.to)[0]}’ → ‘${changedSpan(edit.from, edit.to)[1]}’`,
            source: `${edit.file}:${edit.line}`,
          },
          shows,
        );
      }
    }
    // A file whose every change was found in the drawings needs no module graph.
    for (const file of found) if (!lost.has(file)) toGraph.delete(file);
  }

  // A stories file whose edit stays inside some stories (their args, say): those stories.
  for (const file of [...toGraph].filter(
    (f) => /\.stories\.tsx?$/.test(f) && !graph.importers.get(f)?.size,
  )) {
    const exports = base
      ? storyExportsChanged(ROOT, file, git(['diff', '-U0', base, '--', file]))
      : undefined;
    if (!exports) continue;
    toGraph.delete(file);
    add(
      {
        key: `stories:${file}:${[...exports].join(',')}`,
        kind: 'file',
        title: `${file} changed: ${[...exports].join(', ')}`,
      },
      (s) => s.story?.file === file && exports.has(s.story.exportName),
    );
  }

  // Everything else, through the imports.
  for (const file of toGraph) {
    const everywhere =
      !/^(src|stories|content|theme|\.storybook)\//.test(file) ||
      /^\.storybook\/(main|preview-head)/.test(file);
    add(
      {
        key: `file:${file}`,
        kind: 'file',
        title: everywhere ? `${file} changed: it reaches every image` : `${file} changed`,
      },
      (s) => everywhere || s.files.has(file),
    );
  }
  const images = [...new Set(causes.flatMap((c) => c.images))].sort();
  const newStoriesIn = files.filter((file) => /\.stories\.tsx?$/.test(file));
  return { base, files, causes, images, newStoriesIn, seconds: (Date.now() - started) / 1000 };
}

const sourceText = new Map<string, string>();

/** Whether a source file imports one of MUI's components by name. */
function importsComponent(file: string, part: string): boolean {
  if (!sourceText.has(file))
    sourceText.set(file, existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '');
  const text = sourceText.get(file) as string;
  return (
    text.includes(`'@mui/material/${part}'`) ||
    new RegExp(`import\\s*{[^}]*\\b${part}\\b[^}]*}\\s*from\\s*'@mui/material'`).test(text)
  );
}

/** MUI's components that are built on another, whose override then reaches them too. */
const BUILT_ON: Record<string, string[]> = {
  ButtonBase: [
    'Button',
    'IconButton',
    'Chip',
    'Fab',
    'MenuItem',
    'ListItemButton',
    'Tab',
    'ToggleButton',
    'CardActionArea',
    'AccordionSummary',
    'Checkbox',
    'Radio',
    'Switch',
  ],
  InputBase: ['OutlinedInput', 'FilledInput', 'Input', 'TextField', 'Select', 'NativeSelect', 'Autocomplete'],
  Paper: ['Card', 'Accordion', 'AppBar', 'Alert', 'Dialog', 'Menu', 'Popover', 'Drawer', 'SnackbarContent'],
  Typography: ['Link', 'ListItemText', 'CardHeader', 'DialogTitle', 'FormControlLabel', 'AlertTitle'],
  Modal: ['Dialog', 'Drawer', 'Popover', 'Menu'],
  Popover: ['Menu'],
  Popper: ['Tooltip', 'Autocomplete'],
  FormLabel: ['InputLabel'],
  List: ['MenuList', 'Menu'],
};
