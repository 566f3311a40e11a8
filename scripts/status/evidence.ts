/**
 * The evidence of a component's status, read from the repository as it is now: its stories
 * (Storybook's own reading of the story file), their screenshots and sign-off, their drawings'
 * contrast, the last accessibility check of each story, its guidance, its props and its source.
 * Nothing here is typed by hand; `status.ts` judges it against `criteria.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import ts from 'typescript';
import { readGuidance, type Guidance } from '../../.storybook/guidance.ts';
import { screenshotViewports, viewports, type ViewportName } from '../../theme/breakpoints.ts';
import { aaFor } from '../visual/capture/access.ts';
import { drawingFile, readDrawing } from '../visual/capture/drawing.ts';
import { BASELINES, changeDir, readSignoff, hashFile } from '../visual/record.ts';
import { readStoryChecks, type StoryCheck, type StoryChecks } from './storyCheckFile.ts';

export { readStoryChecks, type StoryChecks };

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const COMPONENT_STORIES = 'stories/components';

export interface StoryEvidence {
  id: string;
  name: string;
  /** Each image it is shot at, with whether and by whom it is approved for the bytes on disk. */
  images: ImageEvidence[];
  /** Its accessibility test is turned off or left to do in the story file. */
  axeOff: boolean;
  /** The last check of it, where one ran here. */
  check?: StoryCheck;
}

export interface ImageEvidence {
  image: string;
  width: number;
  /** Approved for exactly these bytes: by whom and when. */
  approved?: { by: string; at: string };
  /** Why not: no baseline, no approval, an approval of other bytes, a change awaiting review. */
  problem?: string;
  /** Texts below AA in its drawing: how many, and the lowest ratio. */
  belowAA?: { texts: number; lowest: number };
}

export interface ComponentEvidence {
  name: string;
  storyFile: string;
  sourceFile?: string;
  title: string;
  /** Its Docs page's id in Storybook: `components-backlink`. */
  docsId: string;
  stories: StoryEvidence[];
  /** The guidance, or where its file strays from the template. */
  guidance: { read?: Guidance; problem?: string; text: string };
  /** Each state the guidance names, with the stories that show it. */
  states: { name: string; stories: string[] }[];
  /** Each prop, with whether it is described and where. */
  props: { name: string; described: 'comment' | 'guidance' | undefined }[];
  /** Colours and spacing written out in its file, as `line: text`. */
  rawValues: string[];
  /** It reads the host (`parameters.host: 'varies'`), and the stories that show the community host. */
  hosts: { varies: boolean; community: string[] };
}

/**
 * How evidence is read: the repository's files as they are, or with some of them as a test gives
 * them (a story added, a guidance section taken out, an image's bytes changed).
 */
export interface Reading {
  /** Story checks: the last check of each story. */
  checks?: StoryChecks;
  /** Files' text by path from the root, in place of what is on disk. */
  files?: Record<string, string>;
  /** Baselines' hashes by image, in place of the bytes on disk. */
  hashes?: Record<string, string>;
  /** Images with a change awaiting review, in place of the last visual run's. */
  pending?: string[];
}
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The widths a story is screenshot at, from its tags, as the story screenshots choose them. */
const widthsOf = (tags: string[]): ViewportName[] =>
  tags.includes('route')
    ? []
    : screenshotViewports.filter((w) => !tags.includes(w === 'mobile' ? 'desktop-only' : 'mobile-only'));

/**
 * The stories that show a state: the story of the same name (Focus is shown by Focus Visible, the
 * project's name for keyboard focus), and those its guidance line names: `(story: Closes With Escape)`.
 */
export function storiesShowing(state: { name: string; looks: string }, stories: string[]): string[] {
  const wanted = new Set([words(state.name)]);
  if (/^(keyboard )?focus$/.test(words(state.name))) wanted.add('focus visible');
  const named = [...state.looks.matchAll(/\(stor(?:y|ies): ([^)]+)\)/gi)].flatMap((m) =>
    (m[1] ?? '').split(',').map(words),
  );
  for (const name of named) wanted.add(name);
  return stories.filter((story) => wanted.has(words(story)));
}

/** The props of a component's props type, each with whether a comment describes it. */
function propsOf(source: string, file: string, component: string): { name: string; comment: boolean }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: { name: string; comment: boolean }[] = [];
  const members = (node: ts.Node): ts.NodeArray<ts.TypeElement> | undefined => {
    if (ts.isInterfaceDeclaration(node)) return node.members;
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) return node.type.members;
    return undefined;
  };
  ts.forEachChild(tree, (node) => {
    if (!(ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node))) return;
    if (node.name.text !== `${component}Props`) return;
    for (const member of members(node) ?? []) {
      if (!ts.isPropertySignature(member) || !member.name) continue;
      const name = member.name.getText(tree).replace(/^['"]|['"]$/g, '');
      out.push({ name, comment: ts.getJSDocCommentsAndTags(member).length > 0 });
    }
  });
  return out;
}

/** Colours and spacing written out in a source file, rather than taken from the theme. */
export function rawValuesIn(source: string): string[] {
  const colour = /['"`]#[0-9a-f]{3}(?:[0-9a-f]{3})?(?:[0-9a-f]{2})?['"`]|\b(?:rgba?|hsla?)\(\s*\d/i;
  const spacing =
    /\b(?:margin|padding|gap|rowGap|columnGap|m|p|[mp][trblxy])\s*:\s*['"`]-?\d+(?:\.\d+)?(?:px|rem)['"`]/;
  return source
    .split('\n')
    .map((line, i) => ({ line, at: i + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && (colour.test(line) || spacing.test(line)))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

/** The component's source file: where the story file imports the component it documents from. */
function sourceOf(
  storyFile: string,
  text: string,
  component: string | undefined,
  has: (file: string) => boolean,
): string | undefined {
  if (!component) return undefined;
  const match = new RegExp(`import\\s*\\{[^}]*\\b${component}\\b[^}]*\\}\\s*from\\s*['"]([^'"]+)['"]`).exec(
    text,
  );
  if (!match?.[1]) return undefined;
  const base = join(dirname(storyFile), match[1]);
  return ['.tsx', '.ts', '/index.tsx'].map((ext) => `${base}${ext}`).find(has);
}

let approvals: Map<string, { after: string; by: string; at: string }> | undefined;

/** An image's sign-off now: approved for its bytes, or why not. */
function imageEvidence(image: string, width: ViewportName, { hashes, pending }: Reading): ImageEvidence {
  approvals ??= new Map(
    readSignoff()
      .filter((v) => v.verdict === 'approved')
      .map((v) => [v.image, { after: v.after, by: v.reviewer, at: v.time }]),
  );
  const file = join(BASELINES, image);
  const out: ImageEvidence = { image, width: viewports[width].width };
  if (!existsSync(file)) return { ...out, problem: 'no approved image yet' };
  const approval = approvals.get(image);
  const drawing = readDrawing(drawingFile(file));
  const low = (drawing?.contrast ?? []).filter(([, , , ratio, large]) => ratio < aaFor(large));
  if (low.length) out.belowAA = { texts: low.length, lowest: Math.min(...low.map((entry) => entry[3])) };
  if (!approval?.by) return { ...out, problem: 'never approved' };
  if (approval.after !== (hashes?.[image] ?? hashFile(file)))
    return { ...out, problem: `the image on disk is not the one ${approval.by} approved (${approval.at})` };
  const awaiting = pending
    ? pending.includes(image)
    : existsSync(join(changeDir(image), 'change.json')) &&
      !existsSync(join(changeDir(image), 'verdict.json'));
  if (awaiting) return { ...out, problem: 'the last visual run found a change awaiting review' };
  return { ...out, approved: { by: approval.by, at: approval.at } };
}

/** Everything the status of one component rests on. */
export function componentEvidence(storyFile: string, reading: Reading = {}): ComponentEvidence {
  const { checks = readStoryChecks(), files = {} } = reading;
  const has = (file: string) => file in files || existsSync(join(ROOT, file));
  const read = (file: string) => files[file] ?? readFileSync(join(ROOT, file), 'utf8');
  const text = read(storyFile);
  const csf = loadCsf(text, {
    fileName: storyFile,
    makeTitle: (title?: string) => title ?? storyFile,
  }).parse();
  const name =
    storyFile
      .split('/')
      .pop()
      ?.replace(/\.stories\.tsx?$/, '') ?? storyFile;
  const metaTags = csf.meta.tags ?? [];
  // A story file turns axe off for all its stories in its meta, or for one in its parameters.
  const axeOffInFile = /a11y\s*:\s*\{[^}]*test\s*:\s*['"](off|todo)['"]/.test(text);
  const stories = csf.stories.map((story): StoryEvidence => {
    const tags = [...metaTags, ...(story.tags ?? [])];
    const storyName = story.name ?? story.id;
    const check = checks[storyFile]?.[storyName];
    return {
      id: story.id,
      name: storyName,
      images: widthsOf(tags).map((width) =>
        imageEvidence(`stories/${story.id}-${width}.png`, width, reading),
      ),
      axeOff: axeOffInFile,
      ...(check ? { check } : {}),
    };
  });
  const guidanceFile = storyFile.replace(/\.stories\.tsx?$/, '.guidance.md');
  const guidanceText = has(guidanceFile) ? read(guidanceFile) : '';
  let guidance: ComponentEvidence['guidance'] = { text: guidanceText };
  try {
    guidance = { read: readGuidance(guidanceText), text: guidanceText };
  } catch (error) {
    guidance = { problem: error instanceof Error ? error.message : String(error), text: guidanceText };
  }
  const storyNames = stories.map((s) => s.name);
  const states = (guidance.read?.states ?? []).map((state) => ({
    name: state.name,
    stories: storiesShowing(state, storyNames),
  }));
  const sourceFile = sourceOf(storyFile, text, csf.meta.component, has);
  const source = sourceFile ? read(sourceFile) : '';
  const props = sourceFile
    ? propsOf(source, sourceFile, csf.meta.component ?? name).map(({ name: prop, comment }) => ({
        name: prop,
        described: comment
          ? ('comment' as const)
          : guidanceText.includes(`\`${prop}\``)
            ? ('guidance' as const)
            : undefined,
      }))
    : [];
  return {
    name,
    storyFile,
    ...(sourceFile ? { sourceFile } : {}),
    title: csf.meta.title ?? name,
    docsId: csf.meta.id ?? (csf.meta.title ?? name).toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    stories,
    guidance,
    states,
    props,
    rawValues: sourceFile ? rawValuesIn(source) : [],
    hosts: {
      varies: /\bhost\s*:\s*['"]varies['"]/.test(text),
      // A story set on the community host: `globals: { host: 'community' }`, read in its export.
      community: [
        ...text.matchAll(/export const (\w+)[^;]*?globals\s*:\s*\{[^}]*host\s*:\s*['"]community['"]/gs),
      ].flatMap((match) =>
        stories
          .filter((story) =>
            story.id.endsWith(`--${(match[1] ?? '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`),
          )
          .map((story) => story.name),
      ),
    },
  };
}

/** The story files of the components the design system documents, sorted. */
export const componentStoryFiles = (): string[] =>
  readdirSync(join(ROOT, COMPONENT_STORIES))
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .sort()
    .map((file) =>
      relative(ROOT, join(ROOT, COMPONENT_STORIES, file))
        .split('\\')
        .join('/'),
    );
