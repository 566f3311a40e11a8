/**
 * What a screen reader hears, kept in each drawing beside what the eye sees (drawing.ts): the
 * accessibility tree as the pinned browser computes it, and the contrast of every text against what
 * it is drawn on, with the token pair it comes from.
 *
 * The tree is Chromium's own (DevTools' `Accessibility.getFullAXTree`), not a model of it: the roles,
 * names, descriptions, heading levels and states a screen reader is given. docs/visual-review.md,
 * "What a screen reader hears", describes how its changes are judged.
 */
import type { CDPSession, Page } from '@playwright/test';
import type { PNG } from 'pngjs';
import { channelContrast } from '../../../theme/contrast.ts';

/**
 * One node of the tree, in tree order: its depth, role, accessible name, the states it is in
 * (`level=2`, `expanded=false`, `disabled`) and its description, where it has them.
 */
export type AccessNode = [depth: number, role: string, name: string, states?: string[], description?: string];

/**
 * Nodes that say nothing of their own: the text runs a name is already made of, and the wrappers
 * with no role or name. Their children are kept, one level up.
 */
const SILENT = new Set(['StaticText', 'InlineTextBox', 'LineBreak', 'ListMarker', 'none', 'presentation']);

/**
 * The states a screen reader announces. Focus, focusability and a link's address are left out: they
 * depend on where the test's pointer or keyboard is, or are not heard as a state.
 */
const STATES = new Set([
  'level',
  'expanded',
  'checked',
  'pressed',
  'disabled',
  'selected',
  'invalid',
  'required',
  'readonly',
  'modal',
  'hasPopup',
  'current',
]);

interface AxValue {
  value?: unknown;
}
interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: AxValue;
  name?: AxValue;
  description?: AxValue;
  properties?: { name: string; value: AxValue }[];
  parentId?: string;
  childIds?: string[];
}

const words = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** A node's states as it is heard: `disabled` for a true flag, `expanded=false`, `level=2`. */
function statesOf(node: AxNode): string[] {
  const states: string[] = [];
  for (const { name, value } of node.properties ?? []) {
    if (!STATES.has(name)) continue;
    const v = value.value;
    if (v === undefined || v === '' || (name === 'invalid' && v === 'false')) continue;
    if (
      v === false &&
      (name === 'disabled' || name === 'required' || name === 'readonly' || name === 'modal')
    )
      continue;
    states.push(
      v === true && name !== 'expanded' && name !== 'pressed' && name !== 'checked'
        ? name
        : `${name}=${String(v)}`,
    );
  }
  return states.sort();
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** The page's DevTools session, opened once for all that asks the browser directly. */
export const sessionOf = (page: Page): Promise<CDPSession> => {
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
  return session;
};

/**
 * The page's accessibility tree as Chromium gives it to a screen reader, in tree order. In
 * Storybook's preview the page's title is Storybook's, left by whichever story it showed before, not
 * the story's: there the root keeps its role and no name.
 */
export async function readTree(page: Page): Promise<AccessNode[]> {
  const titled = !new URL(page.url()).pathname.endsWith('/iframe.html');
  const session = await sessionOf(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const out: AccessNode[] = [];
  const visit = (node: AxNode, depth: number) => {
    const role = words(node.role?.value);
    const name = role === 'RootWebArea' && !titled ? '' : words(node.name?.value);
    const heard = !node.ignored && !SILENT.has(role) && !(role === 'generic' && !name);
    if (heard) {
      const states = statesOf(node);
      const description = words(node.description?.value);
      const entry: AccessNode = [depth, role, name];
      if (states.length || description) entry.push(states);
      if (description) entry.push(description);
      out.push(entry);
    }
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (child) visit(child, heard ? depth + 1 : depth);
    }
  };
  for (const node of nodes) if (!node.parentId) visit(node, 0);
  return out;
}

/** How a node is read out in the review: `heading ‘Our toolkit’`, `list`, `page title ‘Prompts’`. */
export const heard = ([, role, name]: AccessNode) => {
  const said = role === 'RootWebArea' ? 'page title' : role;
  return name ? `${said} ‘${name}’` : said;
};

// Contrast, as WCAG 2 defines it.

export type Rgba = [number, number, number, number];

/** The contrast ratio of two opaque colours, cut to two decimals (4.49 is not AA's 4.5). */
export function contrastRatio(
  a: Rgba | [number, number, number],
  b: Rgba | [number, number, number],
): number {
  return Math.floor(channelContrast(a, b) * 100) / 100;
}

/** A colour laid over an opaque one. */
export const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba | [number, number, number]): Rgba => [
  Math.round(r * a + R * (1 - a)),
  Math.round(g * a + G * (1 - a)),
  Math.round(b * a + B * (1 - a)),
  1,
];

/** `rgb(200, 24, 95)` or `rgba(0, 0, 0, 0.5)` as numbers. */
export function parseColour(value: string): Rgba | undefined {
  const match = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(value);
  if (!match) return undefined;
  return [
    Number(match[1]),
    Number(match[2]),
    Number(match[3]),
    match[4] === undefined ? 1 : Number(match[4]),
  ];
}

export const rgbText = ([r, g, b]: Rgba | [number, number, number]) => `rgb(${r}, ${g}, ${b})`;

/** What WCAG AA asks of a text: 3:1 where it is large (24 px, or 18.66 px bold), 4.5:1 otherwise. */
export const aaFor = (large: boolean) => (large ? 3 : 4.5);

/**
 * One text's contrast: the element, its colour, what it is drawn on, the ratio, whether it is large
 * text, and where the background came from (`styles` where they are plain, `pixels` where a picture
 * or gradient lies under it).
 */
export type ContrastEntry = [
  element: number,
  colour: string,
  background: string,
  ratio: number,
  large: boolean,
  from: 'styles' | 'pixels',
];

/** A text whose background the styles cannot tell: its box, to read from the image's pixels. */
export interface OpenContrast {
  element: number;
  colour: Rgba;
  large: boolean;
  box: [number, number, number, number];
}

/**
 * The background of a box from the image: the colour most of its pixels have, leaving out the text's
 * own colour and what is close to it (a large bold heading's glyphs can cover most of its box).
 */
export function backgroundFromPixels(
  png: PNG,
  [x, y, w, h]: [number, number, number, number],
  text?: Rgba,
): Rgba | undefined {
  const counts = new Map<number, number>();
  const left = Math.max(0, Math.floor(x));
  const top = Math.max(0, Math.floor(y));
  const right = Math.min(png.width, Math.ceil(x + w));
  const bottom = Math.min(png.height, Math.ceil(y + h));
  for (let py = top; py < bottom; py++)
    for (let px = left; px < right; px++) {
      const i = (py * png.width + px) * 4;
      const near = text
        ? Math.abs((png.data[i] as number) - text[0]) +
          Math.abs((png.data[i + 1] as number) - text[1]) +
          Math.abs((png.data[i + 2] as number) - text[2])
        : Infinity;
      if (near < 24) continue;
      const key =
        ((png.data[i] as number) << 16) | ((png.data[i + 1] as number) << 8) | (png.data[i + 2] as number);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  let best: [number, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  if (!best) return undefined;
  const key = best[0];
  return [(key >> 16) & 255, (key >> 8) & 255, key & 255, 1];
}

/** The contrast of texts the styles left open, read from the image they are drawn in. */
export function contrastFromPixels(open: OpenContrast[], png: PNG): ContrastEntry[] {
  const out: ContrastEntry[] = [];
  for (const { element, colour, large, box } of open) {
    const background = backgroundFromPixels(png, box, colour);
    if (!background) continue;
    const fg = colour[3] < 1 ? over(colour, background) : colour;
    out.push([element, rgbText(fg), rgbText(background), contrastRatio(fg, background), large, 'pixels']);
  }
  return out;
}
