/**
 * The images a prediction chooses among: each baseline with its drawing and the source files its
 * page or story reaches, and what a drawing shows (the token names, the colours in its styles, the
 * components MUI names).
 */
import { existsSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { routeTable, screens } from '../../../src/routing/routes.ts';
import type { HostKind } from '../../../src/routing/host.ts';
import { islandFile } from '../../../src/ui/markup.ts';
import { drawingFile, readDrawing, type Drawing } from '../capture/drawing.ts';
import { baselinePath, listBaselines, ROOT } from '../record.ts';
import { filesOf, reach, type ModuleGraph } from './graph.ts';
import type { StoryIndex } from './storyIndex.ts';

export interface Subject {
  image: string;
  drawing?: Drawing;
  /** A story image's file and export. */
  story?: { file: string; exportName: string };
  /** The files its page or story reaches. */
  files: Set<string>;
}

/** A stories file, as .storybook/main.ts lists them (`*.stories.ts` or `.tsx`). */
const STORIES = /^stories\/.*\.stories\.tsx?$/;

/** The graph's stories files. */
export const storiesFiles = (graph: ModuleGraph) =>
  [...graph.files].filter((file) => STORIES.test(file)).sort();

const pageSlug = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '--') || 'root';

/** The registry of the islands (src/islands/): the entries hydrate each island a page's HTML names. */
const ISLANDS = 'src/islands/Island.tsx';
const ENTRIES = ['src/start/entry-server.tsx', 'src/start/entry-client.tsx'];

/**
 * The graph as a page or a story draws: the registry and the entries lead to no island, since each
 * draws only the islands its page names (`islandsNamed`). An island imported anywhere else is
 * imported as ever.
 */
function drawnGraph(graph: ModuleGraph): { graph: ModuleGraph; islands: Set<string> } {
  const islands = new Set(
    [...(graph.imports.get(ISLANDS) ?? [])].filter((f) => f.startsWith('src/islands/')),
  );
  const uses = new Map(graph.uses);
  for (const dispatcher of [ISLANDS, ...ENTRIES])
    uses.set(
      dispatcher,
      new Map([...(graph.uses.get(dispatcher) ?? [])].filter(([file]) => !islands.has(file))),
    );
  return { graph: { ...graph, uses }, islands };
}

/**
 * The islands these files name (`<Island name="event-form" …>`), by their files; every island where
 * one is named otherwise than by its name written out.
 */
function islandsNamed(files: Set<string>, every: Set<string>): string[] {
  const named = new Set<string>();
  for (const file of files) {
    if (ENTRIES.includes(file) || !/\.tsx$/.test(file)) continue;
    for (const [, props] of readFileSync(join(ROOT, file), 'utf8').matchAll(/<Island\b([^>]*)/g)) {
      const literal = props?.match(/\bname=["']([\w-]+)["']/)?.[1];
      if (!literal) return [...every];
      named.add(islandFile(literal).path);
    }
  }
  return [...named];
}

/**
 * The stories' index (storyIndex.ts), read on a thread of its own (storiesWorker.ts) while the caller
 * goes on: loading Storybook's parser takes longer than the rest of a prediction's reading.
 */
export function readStoriesAside(root: string, files: string[]): Promise<StoryIndex> {
  return new Promise((resolve, reject) => {
    // Plain Node, which strips the file's types itself: the parser's own files load four times as
    // fast as through the TypeScript loader the prediction runs under.
    const worker = new Worker(new URL('./storiesWorker.ts', import.meta.url), {
      workerData: { root, files },
      execArgv: ['--experimental-strip-types'],
    });
    worker.once('message', (entries: [string, { file: string; exportName: string }][]) =>
      resolve(new Map(entries)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The stories' reader stopped (${code})`)));
  });
}

/** The files each page, and each stories file, reaches: the long part of `subjects`. */
export interface DrawnFiles {
  /** The files every page reaches: the shell the entries draw. */
  shell: Set<string>;
  /** Each page's, by its image's name less its width: `pages/main/about`. */
  pages: Map<string, Set<string>>;
  /** Each stories file's, with Storybook's preview. */
  stories: Map<string, Set<string>>;
}

export function drawnFiles(whole: ModuleGraph): DrawnFiles {
  const { graph, islands } = drawnGraph(whole);
  /** What some files reach, with the islands they name. */
  const drawnFrom = (entries: string[], stop?: (file: string) => boolean) => {
    const files = reach(graph, entries, stop);
    const drawn = new Set([...files].filter((file) => !stop?.(file)));
    for (const file of reach(graph, islandsNamed(drawn, islands))) files.add(file);
    return files;
  };
  const screenFiles = new Set(screens.map(({ screen }) => `src/pages/${screen}.tsx`));
  const shell = drawnFrom(ENTRIES, (f) => screenFiles.has(f));
  for (const file of screenFiles) shell.delete(file);
  const pages = new Map<string, Set<string>>();
  for (const kind of ['main', 'community'] as HostKind[])
    for (const route of routeTable(kind)) {
      const screen = screens.find((s) => s.page === route.page)?.screen;
      const own = screen ? drawnFrom([`src/pages/${screen}.tsx`]) : new Set<string>();
      pages.set(`pages/${kind}/${pageSlug(route.path)}`, new Set([...shell, ...own]));
    }
  const preview = drawnFrom(['.storybook/preview.tsx']);
  const stories = new Map(
    storiesFiles(whole).map((file) => [file, new Set([...drawnFrom([file]), ...preview])]),
  );
  return { shell, pages, stories };
}

/**
 * Each baseline with its drawing and the source files that draw it (`drawn`), each story image with
 * its file and export as the stories files say (`storyFiles`, storyIndex.ts).
 */
export function subjects(
  whole: ModuleGraph,
  storyFiles: StoryIndex,
  drawn: DrawnFiles = drawnFiles(whole),
): Subject[] {
  return listBaselines().map((image) => {
    const name = image.replace(/(-after)?-(mobile|desktop)\.png$/, '');
    const drawing = readDrawing(drawingFile(baselinePath(image)));
    if (image.startsWith('pages/')) return { image, drawing, files: drawn.pages.get(name) ?? drawn.shell };
    const story = storyFiles.get(name.replace(/^stories\//, ''));
    const files = story && drawn.stories.get(story.file);
    // A story Storybook's index does not know: every source, to be safe.
    if (!story || !files) return { image, drawing, files: filesOf(whole) };
    return { image, drawing, story, files };
  });
}

export const widthOf = (image: string) =>
  (image.match(/-(mobile|desktop)\.png$/)?.[1] ?? 'desktop') as 'mobile' | 'desktop';

/** Every token name a drawing shows, its pictures' colours included. */
export function namesIn(drawing: Drawing): Set<string> {
  // A drawing lists every type variant; one is shown where an element's type has its size and line,
  // for its words or for the lines of other boxes it holds.
  const sizes = new Set(drawing.styles.flatMap((style) => (style.font ? [style.font.split(' ').pop()] : [])));
  for (const line of drawing.lines ?? []) sizes.add(line);
  // It lists every radius and space too; one is shown where a style has that length.
  const lengths = (properties: string[]) =>
    new Set(drawing.styles.flatMap((style) => properties.flatMap((p) => style[p]?.split(' ') ?? [])));
  const radii = lengths(['border-radius']);
  const spaces = lengths(['padding', 'margin', 'gap']);
  const shown = (key: string) => {
    const [kind, value = ''] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
    if (kind === 'type') return sizes.has(key.split(' ').pop());
    return kind === 'radius' ? radii.has(value) : kind === 'space' ? spaces.has(value) : true;
  };
  const names = new Set(Object.entries(drawing.tokens).flatMap(([key, list]) => (shown(key) ? list : [])));
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
export const ROLE_PROPERTIES: Record<string, string[]> = {
  text: ['color', 'fill', 'stroke', 'text-decoration', 'outline', 'border'],
  border: ['border', 'outline', 'box-shadow', 'background-color', 'fill', 'stroke'],
};

/**
 * Whether an element of the drawing wears a colour, in one of these properties if given, or a
 * picture is painted with it. The art names primitives only (`{pink.400}`, theme/art.ts), so a role
 * switched to another token, or a palette colour wired to another role, never repaints a picture:
 * those ask with `pictures: false`.
 */
export function wears(
  drawing: Drawing,
  hex: string,
  { properties, pictures = true }: { properties?: string[]; pictures?: boolean } = {},
): boolean {
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
    ) ||
    (pictures &&
      Object.values(drawing.pictures ?? {}).some((picture) => Object.values(picture.tokens).includes(hex)))
  );
}

/** The part names of MUI's components a drawing shows: `Chip`, `Typography`. */
export function partsIn(drawing: Drawing): Set<string> {
  return new Set(
    drawing.elements.flatMap(([, , , , , part]) => (part ? [part.split(' ')[0] as string] : [])),
  );
}

const sourceText = new Map<string, string>();

/** A source file's text, read once. */
export function readSource(file: string): string {
  if (!sourceText.has(file))
    sourceText.set(file, existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '');
  return sourceText.get(file) as string;
}

/** Whether a source file imports one of MUI's components by name. */
export function importsComponent(file: string, part: string): boolean {
  const text = readSource(file);
  return (
    text.includes(`'@mui/material/${part}'`) ||
    new RegExp(`import\\s*{[^}]*\\b${part}\\b[^}]*}\\s*from\\s*'@mui/material'`).test(text)
  );
}

/** MUI's components that are built on another, whose override then reaches them too. */
export const BUILT_ON: Record<string, string[]> = {
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
