/**
 * What drew a screenshot: the record kept beside each baseline (`root-mobile.png` and
 * `root-mobile.json`), so that when an image differs the review can say why.
 *
 * A drawing lists the page's rendered elements in document order, each with its box, its own text
 * and the computed styles that paint (colours, borders, radii, shadows, type, spacing), and it names
 * the theme token each value comes from. Values are kept as the browser computes them, so two
 * drawings compare exactly; the styles are shared between elements, which keeps a page's record
 * small. docs/visual-review.md, "What drew an image", describes the format; this file is its one
 * definition.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { tokensOf } from '../../../theme/art.ts';
import type { ViewportName } from '../../../theme/breakpoints.ts';
import { tokenTable, type TokenTable } from './tokens.ts';
import type { PNG } from 'pngjs';
import {
  contrastFromPixels,
  contrastRatio,
  over,
  parseColour,
  readTree,
  rgbText,
  type AccessNode,
  type ContrastEntry,
  type OpenContrast,
} from './access.ts';

export { tokenTable, type TokenTable };

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const screenshotStyle = readFileSync(join(root, 'scripts', 'visual', 'capture', 'screenshot.css'), 'utf8');

/** Bumped when the format changes: a drawing of another version is not compared, and a run redraws it. */
export const DRAWING_VERSION = 8;

/**
 * One element: the index of its parent (-1 for the root), its key among its siblings (tag, and
 * its place among siblings of that tag: `div:3`; `::before` for a pseudo-element), its box in CSS
 * pixels from the image's top-left corner, the index of its styles, its own text, and what it is
 * (an MUI component and variant, an image's file, an icon's shape).
 */
export type DrawnElement = [
  parent: number,
  key: string,
  box: [x: number, y: number, width: number, height: number],
  style: number,
  text?: string,
  part?: string,
];

/** A picture of theme/art as the build painted it: its template, its shapes and the token values. */
export interface Picture {
  /** The template, from the checkout's root: `theme/art/glossary/algorithm.svg`. */
  art: string;
  /** A hash of the template, which names tokens instead of colours: the same for the same shapes. */
  shapes: string;
  /** Each colour token the template names, with the value it was painted with. */
  tokens: Record<string, string>;
}

export interface Drawing {
  version: number;
  /** The image's size: the page's full scroll size. */
  size: [number, number];
  /** Token names of the values this drawing shows, by kind and value: `colour rgb(200, 24, 95)`. */
  tokens: Record<string, string[]>;
  /** Distinct sets of painting styles (only values that differ from the initial ones). */
  styles: Record<string, string>[];
  elements: DrawnElement[];
  /** The pictures of theme/art the elements show, by the file an `img` or `art` element names. */
  pictures?: Record<string, Picture>;
  /**
   * The type (`16px/26.4px`) of boxes with no words of their own whose lines hold other boxes (an
   * icon, a button in a row, a breadcrumb's link): a line is as tall as its container's type, so
   * these show a type variant's size and line as words do.
   */
  lines?: string[];
  /** What a screen reader hears: the accessibility tree, in tree order (access.ts). */
  tree?: AccessNode[];
  /** Each text's contrast against what it is drawn on (access.ts), in element order. */
  contrast?: ContrastEntry[];
}

/**
 * A text as the page reports it for its contrast: the element, its colour with the opacity it is
 * drawn at, the background the styles give (none where a picture or gradient lies under it), whether
 * it is large, and its box.
 */
type TextColours = [
  element: number,
  colour: string,
  background: string | null,
  large: boolean,
  box: [number, number, number, number],
];

interface CollectInput {
  tokens: TokenTable;
  /** The style the screenshot is taken with (screenshot.css, beside this file): the drawing shows the same. */
  style: string;
}

/** What collect finds in the page. */
type Collected = Omit<Drawing, 'version'> & { texts: TextColours[] };

/**
 * Runs in the page (it may use nothing from outside itself): lists what the screenshot shows. It
 * hands the list back as JSON: Playwright's own way of passing a value walks each of a page's
 * thousands of entries, in the page and again in Node, which took twice as long.
 */
function collect({ tokens, style }: CollectInput): string {
  const doc = document.documentElement;
  const sheet = document.createElement('style');
  sheet.textContent = style;
  document.head.append(sheet);
  const size: [number, number] = [doc.scrollWidth, doc.scrollHeight];
  const round = (n: number) => Math.round(n * 100) / 100;
  const probe = document.createElement('div');
  probe.style.display = 'none';
  document.body.append(probe);
  const computed = (property: string, value: string) => {
    probe.style.setProperty(property, value);
    const out = getComputedStyle(probe).getPropertyValue(property);
    probe.style.removeProperty(property);
    return out;
  };
  // What each token looks like once the browser has computed it.
  const lookup = new Map<string, string[]>();
  const add = (key: string, name: string) => lookup.set(key, [...(lookup.get(key) ?? []), name]);
  for (const [name, value] of Object.entries(tokens.colour)) add(`colour ${computed('color', value)}`, name);
  for (const [name, value] of Object.entries(tokens.space)) add(`space ${value}px`, name);
  for (const [name, value] of Object.entries(tokens.radius)) add(`radius ${value}px`, name);
  for (const [name, value] of Object.entries(tokens.shadow))
    add(`shadow ${computed('box-shadow', value)}`, name);
  for (const [name, value] of Object.entries(tokens.gradient))
    add(`gradient ${computed('background-image', value)}`, name);
  for (const [name, value] of Object.entries(tokens.font))
    add(`font ${computed('font-family', value)}`, name);
  // A type variant as an element wearing it computes it: `normal 600 24px/28.8px`.
  probe.style.cssText = 'display: block; position: absolute; visibility: hidden';
  for (const [name, declarations] of Object.entries(tokens.type)) {
    for (const [property, value] of Object.entries(declarations)) probe.style.setProperty(property, value);
    const s = getComputedStyle(probe);
    add(`type ${s.fontStyle} ${s.fontWeight} ${s.fontSize}/${s.lineHeight}`, name);
    for (const property of Object.keys(declarations)) probe.style.removeProperty(property);
  }
  probe.remove();

  const used: Record<string, string[]> = {};
  const note = (key: string) => {
    const names = lookup.get(key);
    if (names) used[key] = names;
  };
  const noteColours = (value: string) => {
    for (const match of value.matchAll(/rgba?\((\d+), (\d+), (\d+)/g))
      note(`colour rgb(${match[1]}, ${match[2]}, ${match[3]})`);
  };

  /**
   * A fill that points at a gradient (`url("#badge-r1-face")`) as the gradient's own stops: the id
   * React gives it differs from one render to the next, and the stops are what is drawn.
   */
  const paintServer = (value: string) => {
    const id = /^url\("?#([^")]+)"?\)/.exec(value)?.[1];
    if (!id) return value;
    const target = document.getElementById(id);
    if (!target) return 'url()';
    const stops = [...target.querySelectorAll('stop')].map(
      (stop) => `${getComputedStyle(stop).stopColor} ${stop.getAttribute('offset') ?? '0'}`,
    );
    return `${target.tagName.replace(/Gradient$/, '')}-gradient(${stops.join(', ')})`;
  };

  const styles: Record<string, string>[] = [];
  const styleIndex = new Map<string, number>();
  const elements: DrawnElement[] = [];
  const drawn: [Element, string][] = [];

  /** Four sides as one value where they agree. */
  /** Four sides as one value where they are the same. */
  const join4 = (values: string[]) =>
    values.every((v) => v === values[0]) ? (values[0] as string) : values.join(' ');
  const sides = (s: CSSStyleDeclaration, names: string[]) =>
    join4(names.map((name) => s.getPropertyValue(name)));

  /**
   * An element's margins as computed, not as laid out: an `auto` margin stays `auto`. The browser
   * reports the laid-out length for it only while its layout is fresh (a full-page screenshot makes
   * it so, a moment later it may say 0px), so the same page would be drawn two ways.
   */
  const margins = (element: Element) =>
    ['top', 'right', 'bottom', 'left'].map((side) =>
      String(element.computedStyleMap().get(`margin-${side}`)),
    );

  function paint(
    s: CSSStyleDeclaration,
    typed: boolean,
    svg: boolean,
    element?: Element,
  ): Record<string, string> {
    const out: Record<string, string> = {};
    const put = (name: string, value: string, unset: string[]) => {
      if (!unset.includes(value)) out[name] = value;
    };
    if (typed) {
      out.color = s.color;
      noteColours(s.color);
      out['font-family'] = s.fontFamily;
      note(`font ${s.fontFamily}`);
      out.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize}/${s.lineHeight}`;
      note(`type ${out.font}`);
      put('letter-spacing', s.letterSpacing, ['normal']);
      put('text-transform', s.textTransform, ['none']);
      put('text-align', s.textAlign, ['start', 'left']);
      if (s.textDecorationLine !== 'none')
        out['text-decoration'] =
          `${s.textDecorationLine} ${s.textDecorationColor} ${s.textDecorationThickness}`;
    }
    if (svg) {
      put('fill', paintServer(s.fill), ['none']);
      put('stroke', paintServer(s.stroke), ['none']);
      if (s.stroke !== 'none') out['stroke-width'] = s.strokeWidth;
      noteColours(`${out.fill ?? ''} ${out.stroke ?? ''}`);
    }
    put('background-color', s.backgroundColor, ['rgba(0, 0, 0, 0)']);
    if (s.backgroundImage !== 'none') {
      out['background-image'] = s.backgroundImage;
      note(`gradient ${s.backgroundImage}`);
    }
    const borderSides = ['top', 'right', 'bottom', 'left'].map((side) => {
      const style = s.getPropertyValue(`border-${side}-style`);
      const width = s.getPropertyValue(`border-${side}-width`);
      return style === 'none' || style === 'hidden' || width === '0px'
        ? 'none'
        : `${width} ${style} ${s.getPropertyValue(`border-${side}-color`)}`;
    });
    if (borderSides.some((side) => side !== 'none'))
      out.border = borderSides.every((v) => v === borderSides[0])
        ? (borderSides[0] as string)
        : borderSides.join(' | ');
    const radius = sides(s, [
      'border-top-left-radius',
      'border-top-right-radius',
      'border-bottom-right-radius',
      'border-bottom-left-radius',
    ]);
    if (radius !== '0px') {
      out['border-radius'] = radius;
      for (const part of radius.split(' ')) note(`radius ${part}`);
    }
    if (s.boxShadow !== 'none') {
      out['box-shadow'] = s.boxShadow;
      note(`shadow ${s.boxShadow}`);
    }
    if (s.outlineStyle !== 'none' && s.outlineWidth !== '0px')
      out.outline = `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor} ${s.outlineOffset}`;
    for (const name of ['background-color', 'border', 'box-shadow', 'outline'])
      if (out[name]) noteColours(out[name] as string);
    for (const name of ['padding', 'margin'] as const) {
      const value =
        name === 'margin' && element
          ? join4(margins(element))
          : sides(s, [`${name}-top`, `${name}-right`, `${name}-bottom`, `${name}-left`]);
      if (value !== '0px') {
        out[name] = value;
        for (const part of value.split(' ')) note(`space ${part}`);
      }
    }
    if (/flex|grid/.test(s.display)) {
      const gap = `${s.rowGap} ${s.columnGap}`;
      if (gap !== 'normal normal') {
        out.gap = gap;
        for (const part of gap.split(' ')) note(`space ${part}`);
      }
    }
    put('opacity', s.opacity, ['1']);
    put('transform', s.transform, ['none']);
    put('filter', s.filter, ['none']);
    return out;
  }

  const styleOf = (values: Record<string, string>) => {
    const key = JSON.stringify(values);
    let index = styleIndex.get(key);
    if (index === undefined) {
      index = styles.length;
      styles.push(values);
      styleIndex.set(key, index);
    }
    return index;
  };

  /** A short, stable name for a shape's path data. */
  const shapeHash = (text: string) => {
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    return (h >>> 0).toString(36);
  };

  const ownText = (element: Element) => {
    let text = '';
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
      text += element.value || element.placeholder;
    return text.replace(/\s+/g, ' ').trim();
  };

  const partOf = (element: Element) => {
    if (element instanceof HTMLImageElement) return `img ${element.currentSrc.split('/').pop() ?? ''}`;
    // A picture of theme/art drawn into the page names its template.
    const art = element.getAttribute('data-art');
    if (art) return `art ${art}`;
    if (element.tagName.toLowerCase() === 'path')
      return `shape ${shapeHash(element.getAttribute('d') ?? '')}`;
    const classes = [...element.classList];
    // The most specific component: MUI lists a Card's classes as Paper's, then Card's.
    const root = classes
      .map((c) => /^Mui([A-Za-z]+)-root$/.exec(c)?.[1])
      .filter(Boolean)
      .pop();
    if (!root) return '';
    const variant = classes.map((c) => /^MuiTypography-(\w+)$/.exec(c)?.[1]).find((v) => v && v !== 'root');
    return variant ? `${root} ${variant}` : root;
  };

  const inView = (x: number, y: number, w: number, h: number) =>
    x < size[0] && y < size[1] && x + w > 0 && y + h > 0;
  const { scrollX, scrollY } = window;

  /**
   * The colour a text is drawn in and the background its styles give it: the backgrounds of the
   * element and its ancestors laid over each other until one is opaque (the page's white below
   * them all), with the opacity of every ancestor applied. None where a picture or gradient lies in
   * between: the image then tells. A disabled control's text, a field's, text hidden for screen
   * readers only (a box of a pixel or two) and text not drawn in its own colour (transparent, or
   * faded out) have no contrast to meet.
   */
  const texts: TextColours[] = [];
  const rgba = (value: string) =>
    (/rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(value) ?? [])
      .slice(1)
      .map((n, i) => (n === undefined ? (i === 3 ? 1 : 0) : Number(n))) as [number, number, number, number];
  const textColours = (element: Element, s: CSSStyleDeclaration, index: number, box: DrawnElement[2]) => {
    if (box[2] <= 2 || box[3] <= 2) return;
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return;
    if (element.closest(':disabled, [aria-disabled="true"], .Mui-disabled')) return;
    const [r, g, b] = rgba(s.color);
    let a = rgba(s.color)[3];
    const layers: [number, number, number, number][] = [];
    let picture = false;
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      a *= Number(style.opacity);
      if (layers.at(-1)?.[3] === 1) continue;
      if (style.backgroundImage !== 'none') picture = true;
      const layer = rgba(style.backgroundColor);
      if (layer[3] > 0) layers.push(layer);
    }
    // Text drawn through its background (a gradient clipped to the words) or not drawn at all.
    if (a < 0.1) return;
    const size = parseFloat(s.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(s.fontWeight) >= 700);
    let background: string | null = null;
    if (!picture) {
      let [R, G, B] = [255, 255, 255];
      for (const [lr, lg, lb, la] of layers.reverse())
        [R, G, B] = [lr * la + R * (1 - la), lg * la + G * (1 - la), lb * la + B * (1 - la)].map(
          Math.round,
        ) as [number, number, number];
      background = `rgb(${R}, ${G}, ${B})`;
    }
    texts.push([index, `rgba(${r}, ${g}, ${b}, ${Math.round(a * 1000) / 1000})`, background, large, box]);
  };

  const lines = new Set<string>();
  /**
   * Whether an element lays out lines of other boxes: a child shown inline (a span, an icon, a chip)
   * that has a box. An SVG's own children (a filter's parts) are no CSS lines.
   */
  const holdsInlineBoxes = (element: Element) =>
    !(element instanceof SVGElement) &&
    [...element.children].some(
      (child) => getComputedStyle(child).display.startsWith('inline') && child.getClientRects().length > 0,
    );

  function walk(element: Element, parent: number, key: string) {
    const s = getComputedStyle(element);
    if (s.display === 'none') return;
    const rect = element.getBoundingClientRect();
    const box: DrawnElement[2] = [
      round(rect.x + scrollX),
      round(rect.y + scrollY),
      round(rect.width),
      round(rect.height),
    ];
    const shown = s.visibility !== 'hidden' && inView(...box);
    const svg = element instanceof SVGElement;
    const text = shown ? ownText(element) : '';
    if (shown && !text && holdsInlineBoxes(element)) lines.add(`${s.fontSize}/${s.lineHeight}`);
    let index = parent;
    // An element neither shown nor holding what is shown is left out; its children are still read,
    // as an overflowing child can show outside a parent that is out of view.
    if (shown || parent === -1) {
      const entry: DrawnElement = [parent, key, box, styleOf(paint(s, Boolean(text), svg, element))];
      const part = partOf(element);
      if (text || part) entry.push(text);
      if (part) entry.push(part);
      index = elements.length;
      elements.push(entry);
      drawn.push([element, '']);
      if (text && !svg) textColours(element, s, index, box);
      for (const pseudo of ['::before', '::after', '::marker']) {
        const p = getComputedStyle(element, pseudo);
        const marker = pseudo === '::marker';
        if (
          marker
            ? s.display !== 'list-item' || s.listStyleType === 'none'
            : p.content === 'none' || p.content === 'normal' || p.display === 'none'
        )
          continue;
        const content = p.content.startsWith('"') ? p.content.slice(1, -1) : '';
        const values = paint(p, marker || Boolean(content), false);
        if (!Object.keys(values).length && !content) continue;
        // A list's number or bullet sits outside its item, to the left, by up to a few ems.
        const where: DrawnElement[2] = marker
          ? [
              round(box[0] - 3 * parseFloat(s.fontSize)),
              box[1],
              round(box[2] + 3 * parseFloat(s.fontSize)),
              box[3],
            ]
          : box;
        const entry: DrawnElement = [index, pseudo, where, styleOf(values)];
        if (content) entry.push(content);
        elements.push(entry);
        drawn.push([element, pseudo]);
      }
    }
    const seen = new Map<string, number>();
    for (const child of element.children) {
      const tag = child.tagName.toLowerCase();
      if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') continue;
      const n = (seen.get(tag) ?? 0) + 1;
      seen.set(tag, n);
      walk(child, index, n > 1 ? `${tag}:${n}` : tag);
    }
  }
  walk(document.body, -1, 'body');
  sheet.remove();
  // Kept for the review's proof, which puts a cause back on these very elements (explain/undo.ts).
  (window as unknown as { visualDrawn?: [Element, string][] }).visualDrawn = drawn;
  // Every type variant, radius and space, shown or not: an element that wears a variant with a
  // weight of its own (a bold line of body2) is read against it, a length the theme scales by a unit
  // (MUI's `borderRadius: 3`, three times `radii.md`) against that unit, and the review knows when
  // the variant or the unit moved.
  for (const [key, names] of lookup) if (/^(type|radius|space) /.test(key)) used[key] = names;
  const collected: Collected = {
    size,
    tokens: used,
    styles,
    elements,
    ...(lines.size ? { lines: [...lines].sort() } : {}),
    texts,
  };
  return JSON.stringify(collected);
}

/** The contrast of each text: from the styles where they tell, from the image where they do not. */
function contrastOf(texts: TextColours[], image?: () => PNG): ContrastEntry[] {
  const entries: ContrastEntry[] = [];
  const open: OpenContrast[] = [];
  for (const [element, colour, background, large, box] of texts) {
    const fg = parseColour(colour);
    if (!fg) continue;
    const bg = background ? parseColour(background) : undefined;
    if (!bg) {
      open.push({ element, colour: fg, large, box });
      continue;
    }
    const drawn = fg[3] < 1 ? over(fg, bg) : fg;
    entries.push([element, rgbText(drawn), rgbText(bg), contrastRatio(drawn, bg), large, 'styles']);
  }
  if (open.length && image) entries.push(...contrastFromPixels(open, image()));
  return entries.sort((a, b) => a[0] - b[0]);
}

/** What the page shows now, as a drawing. */
export async function drawPage(
  page: Page,
  width: ViewportName,
  tokens = tokenTable(width),
  image?: () => PNG,
): Promise<Drawing> {
  const collected = await page.evaluate(collect, { tokens, style: screenshotStyle });
  const { texts, ...drawn } = JSON.parse(collected) as Collected;
  const tree = await readTree(page);
  const contrast = contrastOf(texts, image);
  const files = drawn.elements.flatMap(([, , , , , part]) =>
    part && /^(img|art) /.test(part) ? [part.slice(4)] : [],
  );
  const pictures = picturesOf(files, tokens.colour);
  return {
    version: DRAWING_VERSION,
    ...drawn,
    ...(Object.keys(pictures).length ? { pictures } : {}),
    tree,
    contrast,
  };
}

/** Every template of theme/art, by its file's name: `algorithm.svg` → `theme/art/glossary/algorithm.svg`. */
const templates = new Map(
  (readdirSync(join(root, 'theme', 'art'), { recursive: true }) as string[])
    .filter((file) => file.endsWith('.svg'))
    .map((file) => [
      basename(file),
      relative(root, join(root, 'theme', 'art', file))
        .split('\\')
        .join('/'),
    ]),
);

/** The pictures of theme/art among these files, each with the token values it is painted with. */
function picturesOf(files: string[], colours: Record<string, string>): Record<string, Picture> {
  const out: Record<string, Picture> = {};
  for (const file of new Set(files)) {
    // The build names a painted picture by its template and a fingerprint: `algorithm-CDOYBXFT.svg`.
    const art = templates.get(file.replace(/-[\w-]{8}(\.svg)$/, '$1'));
    if (!art) continue;
    const template = readFileSync(join(root, art), 'utf8');
    const tokens = Object.fromEntries(tokensOf(template).map((name) => [name, colours[name] ?? '']));
    out[file] = { art, shapes: createHash('sha256').update(template).digest('hex').slice(0, 12), tokens };
  }
  return out;
}

/**
 * The text of a drawing: JSON with one element to a line and one style to a line, so that git
 * stores and shows the change of a page as the lines that changed.
 */
export function formatDrawing(drawing: Drawing): string {
  const lines = (items: unknown[]) => items.map((item) => JSON.stringify(item)).join(',\n');
  return `{"version":${drawing.version},"size":${JSON.stringify(drawing.size)},
"tokens":{
${Object.entries(drawing.tokens)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([key, names]) => `${JSON.stringify(key)}:${JSON.stringify(names)}`)
  .join(',\n')}
},
"styles":[
${lines(drawing.styles)}
],
"elements":[
${lines(drawing.elements)}
]${
    drawing.pictures
      ? `,
"pictures":{
${Object.entries(drawing.pictures)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, picture]) => `${JSON.stringify(file)}:${JSON.stringify(picture)}`)
  .join(',\n')}
}`
      : ''
  }${drawing.lines ? `,\n"lines":${JSON.stringify(drawing.lines)}` : ''}${
    drawing.tree ? `,\n"tree":[\n${lines(drawing.tree)}\n]` : ''
  }${drawing.contrast ? `,\n"contrast":[\n${lines(drawing.contrast)}\n]` : ''}}
`;
}

/** The drawing kept beside a baseline or a new image: `root-mobile.png` → `root-mobile.json`. */
export const drawingFile = (png: string) => png.replace(/\.png$/, '.json');

export function readDrawing(file: string): Drawing | undefined {
  if (!existsSync(file)) return undefined;
  const drawing = JSON.parse(readFileSync(file, 'utf8')) as Drawing;
  return drawing.version === DRAWING_VERSION ? drawing : undefined;
}

export const writeDrawing = (file: string, drawing: Drawing) => writeFileSync(file, formatDrawing(drawing));
