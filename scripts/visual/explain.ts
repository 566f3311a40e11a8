/**
 * Why an image changed: the drawings of the baseline and of the new image (drawing.ts) compared
 * element by element, each difference turned into a cause a designer reads, and every differing
 * pixel given to the causes that account for it.
 *
 * A cause accounts for a pixel only with proof:
 * - a colour that changed accounts for the pixels inside the elements that wear it whose change is
 *   that colour turned into the new one, or a blend of it with what lies beneath;
 * - new text, a new style of a border, a radius, a shadow or the type, an element added or taken
 *   away, a new picture or icon account for the pixels of that element's box, old and new;
 * - what only moved (the content after a wider padding, a longer line, an added element) accounts
 *   for a pixel only where the new image shows there what the baseline showed one move away.
 * What no cause accounts for is left over, and the review shows it as an unexplained change, so a
 * second change can never hide inside the first's decision.
 */
import type { PNG } from 'pngjs';
import { findRegions, onCanvasOf, regionSignature, type Region } from './compare.ts';
import type { Drawing, DrawnElement } from './drawing.ts';

export type CauseKind =
  'colour' | 'token' | 'style' | 'text' | 'shape' | 'picture' | 'added' | 'removed' | 'moved' | 'size';

export interface Cause {
  /** The same for the same cause on any image: what one decision gathers. */
  key: string;
  kind: CauseKind;
  /** In a designer's words: "`pink.600` #c8185f → #b0155a", "text ‘coffee’ → ‘tea’". */
  title: string;
  /** What shows it in this image, as a designer names it: "Button ‘Subscribe’", "h2 ‘Our story’". */
  where: string[];
  /** The differing pixels it accounts for in this image. */
  pixels: number;
  /** What to look for in the source: a token's name, a text, the values. */
  lookup?: { token?: string; text?: string; value?: string };
}

export interface Explanation {
  causes: Cause[];
  /** Differing pixels no cause accounts for, where they are, and what they hold (as compare.ts). */
  leftover: { pixels: number; regions: Region[]; signature?: string };
  /** What the pixels alone show, with no drawing: a colour substitution, a shift, a new size. */
  evidence: string[];
}

type Rgb = [number, number, number];

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
const COLOUR = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/g;
const coloursIn = (value: string) =>
  [...value.matchAll(COLOUR)].map((m) => ({
    rgb: [Number(m[1]), Number(m[2]), Number(m[3])] as Rgb,
    alpha: m[4] ?? '1',
  }));
const skeleton = (value: string) => value.replace(COLOUR, 'C');

/** Properties whose change moves what follows. */
const LAYOUT = new Set([
  'padding',
  'margin',
  'gap',
  'font',
  'font-family',
  'letter-spacing',
  'text-transform',
  'border',
]);
/** Properties that paint the element's own box. */
const OWN_PAINT = new Set([
  'color',
  'font',
  'font-family',
  'letter-spacing',
  'text-transform',
  'text-align',
  'text-decoration',
  'background-color',
  'background-image',
  'border',
  'border-radius',
  'box-shadow',
  'outline',
  'fill',
  'stroke',
  'stroke-width',
  'opacity',
  'transform',
  'filter',
]);
/** The token kind a property's lengths come from. */
const TOKEN_KIND: Record<string, string> = {
  padding: 'space',
  margin: 'space',
  gap: 'space',
  'border-radius': 'radius',
  'box-shadow': 'shadow',
  'background-image': 'gradient',
  'font-family': 'font',
};

interface Node {
  index: number;
  element: DrawnElement;
  /** The index of its last descendant: the node and everything inside it. */
  end: number;
  depth: number;
}

function nodes(drawing: Drawing): Node[] {
  const out: Node[] = [];
  drawing.elements.forEach((element, index) => {
    const parent = out[element[0]];
    out.push({
      index,
      element,
      end: index,
      depth: parent ? parent.depth + 1 : 0,
    });
  });
  for (let i = out.length - 1; i >= 0; i--) {
    const node = out[i] as Node;
    const parent = out[node.element[0]];
    if (parent) parent.end = Math.max(parent.end, node.end);
  }
  return out;
}

const quote = (text: string, max = 40) => `‘${text.length > max ? `${text.slice(0, max - 1)}…` : text}’`;

/** An element as a designer would name it: its component or tag, and its words or heading. */
function label(all: Node[], node: Node): string {
  const [, key, , , text, part] = node.element;
  const what =
    part && !part.startsWith('img ') && !part.startsWith('shape ') ? part : key.replace(/:\d+$/, '');
  if (text) return `${what} ${quote(text)}`;
  // The first words inside it, as its name.
  for (let i = node.index + 1; i <= node.end; i++) {
    const inner = all[i]?.element[4];
    if (inner) return `${what} ${quote(inner)}`;
  }
  // An icon or a picture: named by what holds it.
  const parent = all[node.element[0]];
  return parent && parent.depth > 0 && node.depth > 0 ? `${what} in ${label(all, parent)}` : what;
}

/** A picture's file as a designer names it: without the build's fingerprint (`algorithm-CDOYBXFT.svg`). */
const fileName = (file: string) => file.replace(/-[\w-]{8}(\.\w+)$/, '$1');

function pictureTitle(before: string, after: string): string {
  if (!before) return `picture ${fileName(after)} added`;
  if (!after) return `picture ${fileName(before)} taken away`;
  return fileName(before) === fileName(after)
    ? `picture ${fileName(after)} redrawn`
    : `picture ${fileName(before)} → ${fileName(after)}`;
}

/** A style that moved from one token to another says so: `Chip border-radius `radii.pill` → `radii.sm``. */
function switched(
  what: string,
  property: string,
  from: string,
  to: string,
  tokens: (string | undefined)[],
): string {
  const [a, b] = tokens;
  const values = `${from || 'none'} → ${to || 'none'}`;
  return a && b ? `${what} ${property} \`${a}\` → \`${b}\` (${values})` : `${what} ${property} ${values}`;
}

/** The words that differ between two texts: ‘coffee’ → ‘tea’. */
export function wordChange(before: string, after: string): [string, string] {
  const a = before.split(' ');
  const b = after.split(' ');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return [a.slice(start, endA).join(' '), b.slice(start, endB).join(' ')];
}

interface Found {
  cause: Omit<Cause, 'pixels' | 'where'>;
  node: Node;
  /** Where it sits in the new drawing's order (for what was taken away: where it was). */
  order?: number;
  /** The region where it paints: old and new boxes, grown by what paints outside them. */
  boxes: Box[];
  /** Colour pairs whose blends prove its pixels (colour causes only). */
  pairs?: [Rgb, Rgb][];
  /** It moves what follows it. */
  layout: boolean;
}

type Box = [number, number, number, number];

const grow = ([x, y, w, h]: Box, by: number): Box => [x - by, y - by, w + 2 * by, h + 2 * by];

/** How far a shadow, an outline or a drawn line paints outside its box. */
function reach(style: Record<string, string>): number {
  let out = 0;
  // A stroke is centred on the shape's outline, which alone makes an SVG shape's box; its joins
  // reach further, and the picture may be drawn larger than its own units.
  const stroke = style['stroke-width'];
  if (stroke && style.stroke) out = Math.max(out, Number.parseFloat(stroke) * 1.5);
  const shadow = style['box-shadow'];
  if (shadow) {
    for (const part of skeleton(shadow).split(',')) {
      const lengths = [...part.matchAll(/(-?[\d.]+)px/g)].map((m) => Math.abs(Number(m[1])));
      const [dx = 0, dy = 0, blur = 0, spread = 0] = lengths;
      out = Math.max(out, Math.max(dx, dy) + blur + spread);
    }
  }
  const outline = style.outline;
  if (outline) {
    const [width = 0, , , , offset = 0] = [...outline.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
    out = Math.max(out, width + Math.max(0, offset));
  }
  return Math.ceil(out) + 2;
}

const names = (drawing: Drawing, kind: string, value: string) => drawing.tokens[`${kind} ${value}`] ?? [];
const shared = (a: string[], b: string[]) => a.filter((name) => b.includes(name));
const tick = (name: string) => `\`${name}\``;

/**
 * Which element of the new drawing is which of the old: the two lists aligned in document order
 * (Myers' shortest edit), element by element on their depth, tag and component. An element added
 * or taken away leaves the rest matched to themselves; words and styles do not take part, so an
 * element whose text or colour changed is still itself.
 */
function align(old: Node[], now: Node[]): Map<number, Node> {
  // A picture or an icon by its kind only: its file or shape changing is a cause, not another element.
  const sign = (node: Node) =>
    `${node.depth} ${node.element[1].replace(/:\d+$/, '')} ${(node.element[5] ?? '').replace(/^(img|shape) .*/, '$1')}`;
  const a = old.map(sign);
  const b = now.map(sign);
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && (v[offset + k - 1] as number) < (v[offset + k + 1] as number))
          ? (v[offset + k + 1] as number)
          : (v[offset + k - 1] as number) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      next[offset + k] = x;
      if (x >= n && y >= m) {
        found = true;
        break;
      }
    }
    v = next;
    // Drawings that share almost nothing: what is the same is too little to tell anything by.
    if (d > 4000) return new Map();
  }
  trace.push(v);
  // Back from the end, collecting the diagonal runs: the matched elements.
  const matched = new Map<number, Node>();
  let x = n;
  let y = m;
  for (let d = trace.length - 2; d >= 0 && (x > 0 || y > 0); d--) {
    const row = trace[d] as Int32Array;
    const k = x - y;
    const prevK =
      k === -d || (k !== d && (row[offset + k - 1] as number) < (row[offset + k + 1] as number))
        ? k + 1
        : k - 1;
    const prevX = d === 0 ? 0 : (row[offset + prevK] as number);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      matched.set(y, old[x] as Node);
    }
    if (d > 0) {
      x = prevX;
      y = prevY;
    }
  }
  return matched;
}

/**
 * A margin the browser worked out (`auto`, which centres or pushes an element aside) moves with its
 * parent's size: by the parent's change, or half of it. That is the parent's change, not the
 * element's own.
 */
function autoMargin(from: string, to: string, node: Node, now: Node[], match: Map<number, Node>): boolean {
  const parent = now[node.element[0]];
  const was = parent && match.get(parent.index);
  if (!parent || !was) return false;
  const dw = parent.element[2][2] - was.element[2][2];
  const dh = parent.element[2][3] - was.element[2][3];
  const steps = [dw, dh, dw / 2, dh / 2].filter(Boolean).map((d) => Math.abs(d));
  const a = from.split(' ').map(parseFloat);
  const b = to.split(' ').map(parseFloat);
  if (a.length !== b.length || !steps.length) return false;
  return a.every((value, i) => {
    const delta = Math.abs((b[i] as number) - value);
    return delta < 0.01 || steps.some((step) => Math.abs(delta - step) < 0.02);
  });
}

/** The causes found in two drawings, before any pixel is given to them. */
function findCauses(
  before: Drawing,
  after: Drawing,
  old: Node[],
  now: Node[],
  match: Map<number, Node>,
): Found[] {
  const kept = new Set([...match.values()].map((node) => node.index));
  const found: Found[] = [];
  const boxesOf = (a: Node | undefined, b: Node | undefined, by = 2) =>
    [a?.element[2], b?.element[2]].filter((box): box is Box => Boolean(box)).map((box) => grow(box, by));

  for (const node of now) {
    const was = match.get(node.index);
    if (!was) {
      // Only the outermost of what is new: what is inside it is part of it.
      const parent = now[node.element[0]];
      if (parent && !match.has(parent.index)) continue;
      const name = label(now, node);
      found.push({
        cause: { key: `added:${name}`, kind: 'added', title: `${name} added` },
        node,
        boxes: boxesOf(undefined, node),
        layout: true,
      });
      continue;
    }
    const [, , , styleBefore, textBefore = '', partBefore = ''] = was.element;
    const [, , , styleAfter, textAfter = '', partAfter = ''] = node.element;
    const name = label(now, node);
    if (textBefore !== textAfter) {
      const [from, to] = wordChange(textBefore, textAfter);
      found.push({
        cause: {
          key: `text:${from}>${to}`,
          kind: 'text',
          title:
            from && to
              ? `text ${quote(from)} → ${quote(to)}`
              : from
                ? `text ${quote(from)} taken out`
                : `text ${quote(to)} added`,
          lookup: { text: to ? textAfter : textBefore },
        },
        node,
        boxes: boxesOf(was, node),
        layout: true,
      });
    }
    if (partBefore !== partAfter) {
      const picture = partAfter.startsWith('img ') || partBefore.startsWith('img ');
      const shape = partAfter.startsWith('shape ');
      found.push({
        cause: picture
          ? {
              key: `picture:${partBefore}>${partAfter}`,
              kind: 'picture',
              title: pictureTitle(partBefore.slice(4), partAfter.slice(4)),
            }
          : shape
            ? {
                key: `shape:${partBefore}>${partAfter}`,
                kind: 'shape',
                title: `${name}: the icon's shape changed`,
              }
            : {
                key: `style:${partBefore}>${partAfter}`,
                kind: 'style',
                title: `${partBefore || 'element'} → ${partAfter || 'element'}`,
              },
        node,
        boxes: boxesOf(was, node),
        layout: true,
      });
    }
    const a = before.styles[styleBefore] ?? {};
    const b = after.styles[styleAfter] ?? {};
    for (const property of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const from = a[property] ?? '';
      const to = b[property] ?? '';
      if (from === to) continue;
      if (property === 'margin' && autoMargin(from, to, node, now, match)) continue;
      const by = Math.max(reach(a), reach(b));
      const boxes = OWN_PAINT.has(property) ? boxesOf(was, node, by) : [];
      const layout = LAYOUT.has(property);
      const coloursBefore = coloursIn(from);
      const coloursAfter = coloursIn(to);
      if (
        from &&
        to &&
        skeleton(from) === skeleton(to) &&
        coloursBefore.length === coloursAfter.length &&
        coloursBefore.every((c, i) => c.alpha === coloursAfter[i]?.alpha)
      ) {
        // Only colours changed: one cause for each pair, wherever it shows.
        coloursBefore.forEach((c, i) => {
          const d = (coloursAfter[i] as (typeof coloursAfter)[number]).rgb;
          if (hex(c.rgb) === hex(d)) return;
          const was0 = names(before, 'colour', `rgb(${c.rgb.join(', ')})`);
          const is1 = names(after, 'colour', `rgb(${d.join(', ')})`);
          const same = shared(was0, is1);
          const title = same.length
            ? `${tick(same[0] as string)} ${hex(c.rgb)} → ${hex(d)}`
            : was0.length && is1.length
              ? `${tick(was0[0] as string)} → ${tick(is1[0] as string)} (${hex(c.rgb)} → ${hex(d)})`
              : was0.length
                ? `${tick(was0[0] as string)} ${hex(c.rgb)} → ${hex(d)}`
                : `colour ${hex(c.rgb)} → ${hex(d)}${is1.length ? ` (${tick(is1[0] as string)})` : ''}`;
          const token = same[0] ?? was0[0];
          found.push({
            cause: {
              key: `colour:${hex(c.rgb)}>${hex(d)}`,
              kind: 'colour',
              title,
              lookup: { ...(token ? { token } : {}), value: hex(d) },
            },
            node,
            boxes: boxesOf(was, node, by),
            pairs: [[c.rgb, d]],
            layout: false,
          });
        });
        continue;
      }
      // A length or a form: named by the token whose value moved, else by the component.
      const kind = TOKEN_KIND[property];
      const partsBefore = from.split(/ (?![^(]*\))/);
      const partsAfter = to.split(/ (?![^(]*\))/);
      let token: string | undefined;
      let moved = `${from || 'none'} → ${to || 'none'}`;
      if (kind) {
        token = shared(names(before, kind, from), names(after, kind, to))[0];
        if (!token && partsBefore.length === partsAfter.length)
          partsBefore.forEach((part, i) => {
            const other = partsAfter[i] as string;
            if (token || part === other) return;
            token = shared(names(before, kind, part), names(after, kind, other))[0];
            if (token) moved = `${part} → ${other}`;
          });
      }
      const what =
        partAfter && !partAfter.startsWith('img ') && !partAfter.startsWith('shape ')
          ? partAfter
          : node.element[1].replace(/:\d+$/, '');
      found.push({
        // A token is one cause at a width, whatever wears it; anything else is the element's style.
        cause: token
          ? {
              key: `token:${token}:${moved}`,
              kind: 'token',
              title: `${tick(token)} ${moved}`,
              lookup: { token },
            }
          : {
              key: `style:${what}:${property}:${from}>${to}`,
              kind: 'style',
              title: switched(
                what,
                property,
                from,
                to,
                kind ? [names(before, kind, from)[0], names(after, kind, to)[0]] : [],
              ),
              lookup: { value: (kind && names(after, kind, to)[0]) || to },
            },
        node,
        boxes,
        layout,
      });
    }
  }
  for (const node of old) {
    if (kept.has(node.index)) continue;
    const parent = old[node.element[0]];
    if (parent && !kept.has(parent.index)) continue;
    const name = label(old, node);
    // It was where the element matched before it now is.
    let order = 0;
    for (const [index, was] of match) if (was.index < node.index) order = Math.max(order, index);
    found.push({
      cause: { key: `removed:${name}`, kind: 'removed', title: `${name} taken away` },
      node,
      order,
      boxes: boxesOf(node, undefined),
      layout: true,
    });
  }
  return found;
}

/** A cause with everything that shows it in one image. */
interface Group {
  cause: Omit<Cause, 'pixels' | 'where'>;
  pairs: [Rgb, Rgb][];
  layout: boolean;
  /** The first place in the new drawing's order where it shows: what follows may have moved by it. */
  order: number;
  where: string[];
  pixels?: number;
}

/** A box on the image, and what it proves there. */
interface Span {
  top: number;
  bottom: number;
  left: number;
  right: number;
  kind: 'colour' | 'box' | 'picture' | 'mover';
  /** The cause's group (-1 for what moved). */
  g: number;
  /** For what moved: the end of its part of the drawing, and whether its text may rewrap. */
  end: number;
  whole: boolean;
}

interface Moved {
  node: Node;
  delta: [number, number];
  before: Box;
  after: Box;
  /** Its size changed too (a parent that grew), not only its place. */
  resized: boolean;
}

/** Elements of both drawings whose box changed with nothing of their own that changed. */
function movedElements(now: Node[], match: Map<number, Node>, explained: Set<number>): Moved[] {
  const out: Moved[] = [];
  for (const node of now) {
    const was = match.get(node.index);
    if (!was || explained.has(node.index)) continue;
    const [x0, y0, w0, h0] = was.element[2];
    const [x1, y1, w1, h1] = node.element[2];
    if (x0 === x1 && y0 === y1 && w0 === w1 && h0 === h1) continue;
    out.push({
      node,
      delta: [Math.round(x1 - x0), Math.round(y1 - y0)],
      before: was.element[2],
      after: node.element[2],
      resized: Math.round(w0) !== Math.round(w1) || Math.round(h0) !== Math.round(h1),
    });
  }
  return out;
}

/** Does the change from `o` to `n` come from turning A into B, alone or blended? */
function blendOf(o: Rgb, n: Rgb, pairs: [Rgb, Rgb][]): number[] {
  const change: Rgb = [n[0] - o[0], n[1] - o[1], n[2] - o[2]];
  const tolerance = 3;
  for (let k = 0; k < pairs.length; k++) {
    const [a, b] = pairs[k] as [Rgb, Rgb];
    const d: Rgb = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const dd = d[0] ** 2 + d[1] ** 2 + d[2] ** 2;
    if (!dd) continue;
    const t = (change[0] * d[0] + change[1] * d[1] + change[2] * d[2]) / dd;
    if (t < -0.02 || t > 1.02) continue;
    if (d.every((dc, c) => Math.abs((change[c] as number) - t * dc) <= tolerance)) return [k];
  }
  // Two changed colours in one pixel: a pink edge on a pink tint, say.
  for (let k = 0; k < pairs.length; k++)
    for (let l = k + 1; l < pairs.length; l++) {
      const [a1, b1] = pairs[k] as [Rgb, Rgb];
      const [a2, b2] = pairs[l] as [Rgb, Rgb];
      const u: Rgb = [b1[0] - a1[0], b1[1] - a1[1], b1[2] - a1[2]];
      const v: Rgb = [b2[0] - a2[0], b2[1] - a2[1], b2[2] - a2[2]];
      const uu = u[0] ** 2 + u[1] ** 2 + u[2] ** 2;
      const vv = v[0] ** 2 + v[1] ** 2 + v[2] ** 2;
      const uv = u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
      const det = uu * vv - uv * uv;
      if (Math.abs(det) < 1e-6) continue;
      const cu = change[0] * u[0] + change[1] * u[1] + change[2] * u[2];
      const cv = change[0] * v[0] + change[1] * v[1] + change[2] * v[2];
      const s = (cu * vv - cv * uv) / det;
      const t = (cv * uu - cu * uv) / det;
      if (s < -0.02 || t < -0.02 || s + t > 1.04) continue;
      if (
        [0, 1, 2].every(
          (c) => Math.abs((change[c] as number) - s * (u[c] as number) - t * (v[c] as number)) <= tolerance,
        )
      )
        return [k, l];
    }
  return [];
}

const rgbAt = (png: PNG, x: number, y: number): Rgb => {
  const i = (y * png.width + x) * 4;
  return [png.data[i] as number, png.data[i + 1] as number, png.data[i + 2] as number];
};
const samePixel = (a: PNG, ax: number, ay: number, b: PNG, bx: number, by: number) =>
  ax >= 0 &&
  ay >= 0 &&
  bx >= 0 &&
  by >= 0 &&
  ax < a.width &&
  ay < a.height &&
  bx < b.width &&
  by < b.height &&
  a.data.readUInt32BE((ay * a.width + ax) * 4) === b.data.readUInt32BE((by * b.width + bx) * 4);

/**
 * The same pixel within two units a channel: content that moved is drawn again at its new place, and
 * the rim of a curve can come out a unit apart.
 */
const nearPixel = (a: PNG, ax: number, ay: number, b: PNG, bx: number, by: number) => {
  if (
    ax < 0 ||
    ay < 0 ||
    bx < 0 ||
    by < 0 ||
    ax >= a.width ||
    ay >= a.height ||
    bx >= b.width ||
    by >= b.height
  )
    return false;
  const i = (ay * a.width + ax) * 4;
  const j = (by * b.width + bx) * 4;
  return [0, 1, 2].every((c) => Math.abs((a.data[i + c] as number) - (b.data[j + c] as number)) <= 2);
};

/** The pixels that differ between two images of any size. */
function differing(
  before: PNG,
  after: PNG,
): { mask: Uint8Array; width: number; height: number; count: number } {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const mask = new Uint8Array(width * height);
  let count = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inBoth = x < before.width && y < before.height && x < after.width && y < after.height;
      if (inBoth && samePixel(before, x, y, after, x, y)) continue;
      mask[y * width + x] = 1;
      count++;
    }
  return { mask, width, height, count };
}

/** What the pixels alone say: a colour turned into another, everything shifted, a new size. */
export function pixelEvidence(before: PNG, after: PNG): { evidence: string[]; pairs: [Rgb, Rgb][] } {
  const evidence: string[] = [];
  if (before.width !== after.width || before.height !== after.height)
    evidence.push(`size ${before.width}×${before.height} → ${after.width}×${after.height}`);
  const { mask, width, count } = differing(before, after);
  if (!count) return { evidence, pairs: [] };
  // The most common exact (old, new) pairs among the differing pixels, tried as a substitution.
  const counts = new Map<string, number>();
  const inBoth = (x: number, y: number) =>
    x < before.width && y < before.height && x < after.width && y < after.height;
  for (let p = 0; p < mask.length; p++) {
    if (!mask[p]) continue;
    const x = p % width;
    const y = Math.floor(p / width);
    if (!inBoth(x, y)) continue;
    const key = `${hex(rgbAt(before, x, y))}>${hex(rgbAt(after, x, y))}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const parse = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  const pairs = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .filter(([, n]) => n >= 8)
    .map(([key]) => key.split('>').map(parse) as [Rgb, Rgb]);
  if (pairs.length && before.width === after.width && before.height === after.height) {
    let all = true;
    for (let p = 0; p < mask.length && all; p++) {
      if (!mask[p]) continue;
      const x = p % width;
      const y = Math.floor(p / width);
      if (!blendOf(rgbAt(before, x, y), rgbAt(after, x, y), pairs).length) all = false;
    }
    if (all)
      evidence.push(
        `every differing pixel is ${pairs.map(([a, b]) => `${hex(a)} → ${hex(b)}`).join(', ')} or a blend of it: a pure colour substitution`,
      );
  }
  // A shift: from the first differing row down, the new image shows the old one moved up or down.
  const firstRow = Math.floor((mask.indexOf(1) as number) / width);
  for (const dy of [
    after.height - before.height,
    ...Array.from({ length: 16 }, (_, i) => (i % 2 ? -1 : 1) * Math.ceil((i + 1) / 2)),
  ]) {
    if (!dy) continue;
    let all = true;
    for (let y = firstRow; y < after.height && all; y++)
      for (let x = 0; x < after.width && all; x++)
        if (mask[y * width + x] && !samePixel(after, x, y, before, x, y - dy)) all = false;
    if (all) {
      evidence.push(
        `everything from y ${firstRow} down moved ${dy > 0 ? 'down' : 'up'} ${Math.abs(dy)} px: a pure shift`,
      );
      break;
    }
  }
  return { evidence, pairs };
}

/**
 * Explains the difference between a baseline and a new image with their drawings. With no drawing
 * of the baseline, only the pixels speak: a pure colour substitution is still a cause.
 */
export function explain(input: {
  before: PNG;
  after: PNG;
  drawingBefore?: Drawing;
  drawingAfter?: Drawing;
}): Explanation {
  const { before, after, drawingBefore, drawingAfter } = input;
  const { mask, width, height } = differing(before, after);
  const { evidence, pairs: pixelPairs } = pixelEvidence(before, after);
  const owner = new Map<
    string,
    { cause: Omit<Cause, 'pixels' | 'where'>; where: Set<string>; pixels: number }
  >();
  const explained = new Uint8Array(width * height);

  if (drawingBefore && drawingAfter) {
    const old = nodes(drawingBefore);
    const all = nodes(drawingAfter);
    const match = align(old, all);
    const found = findCauses(drawingBefore, drawingAfter, old, all, match);
    // One entry a cause, however many elements show it: their boxes, colour pairs and names.
    const groups: Group[] = [];
    const byKey = new Map<string, Group>();
    for (const f of found) {
      let group = byKey.get(f.cause.key);
      if (!group) {
        group = { cause: f.cause, pairs: [], layout: false, order: Infinity, where: [] };
        byKey.set(f.cause.key, group);
        groups.push(group);
      }
      for (const pair of f.pairs ?? [])
        if (!group.pairs.some(([a0, b0]) => hex(a0) === hex(pair[0]) && hex(b0) === hex(pair[1])))
          group.pairs.push(pair);
      group.layout ||= f.layout;
      group.order = Math.min(group.order, f.order ?? f.node.index);
      if (group.where.length < 6) {
        const name = label(f.cause.kind === 'removed' ? old : all, f.node);
        if (!group.where.includes(name)) group.where.push(name);
      }
    }
    const index = (f: Found) => groups.indexOf(byKey.get(f.cause.key) as Group);
    const spans: Span[] = [];
    const span = (box: Box, kind: Span['kind'], g: number, end = 0, whole = false) => {
      const [x, y, w, h] = box;
      spans.push({
        top: Math.floor(y),
        bottom: Math.ceil(y + h),
        left: Math.floor(x),
        right: Math.ceil(x + w),
        kind,
        g,
        end,
        whole,
      });
    };
    for (const f of found)
      for (const box of f.boxes)
        span(box, f.pairs ? 'colour' : f.cause.kind === 'picture' ? 'picture' : 'box', index(f));
    // What moved, given to the layout causes before it or inside it.
    const layout = groups.filter((g) => g.layout);
    // Found causes sit on new elements, except what was taken away: that has no new element to move.
    const caused = new Set(
      found.filter((f) => f.boxes.length && f.cause.kind !== 'removed').map((f) => f.node.index),
    );
    const moved = layout.length ? movedElements(all, match, caused) : [];
    for (const m of moved)
      for (const box of [m.after, m.before])
        // Text that rewraps in a box of another width is the move's doing, too.
        span(grow(box, 2), 'mover', -1, m.node.end, m.resized && Boolean(m.node.element[4]));
    const deltas = [...new Set(moved.map((m) => m.delta.join(',')))].map(
      (d) => d.split(',').map(Number) as [number, number],
    );
    for (const m of moved)
      if (m.resized) {
        const dw = Math.round(m.after[2] - m.before[2]);
        const dh = Math.round(m.after[3] - m.before[3]);
        for (const d of [
          [dw, 0],
          [0, dh],
          [dw, dh],
        ] as [number, number][])
          if (!deltas.some(([x, y]) => x === d[0] && y === d[1])) deltas.push(d);
      }
    const colourGroups = groups.map((_, i) => i).filter((i) => (groups[i] as Group).pairs.length);
    const allPairs = colourGroups.flatMap((i) => (groups[i] as Group).pairs.map((pair) => ({ pair, i })));
    const sizeChanged = before.width !== after.width || before.height !== after.height;
    const credit = (g: number) => {
      (groups[g] as Group).pixels = ((groups[g] as Group).pixels ?? 0) + 1;
    };

    // Row by row, with the boxes that cross the row.
    spans.sort((s1, s2) => s1.top - s2.top);
    let next = 0;
    let active: Span[] = [];
    for (let y = 0; y < height; y++) {
      while (next < spans.length && (spans[next] as Span).top <= y) active.push(spans[next++] as Span);
      active = active.filter((sp) => sp.bottom > y);
      const row = y * width;
      for (let x = 0; x < width; x++) {
        const p = row + x;
        if (!mask[p]) continue;
        const inBoth = x < before.width && y < before.height && x < after.width && y < after.height;
        const here = active.filter((sp) => sp.left <= x && x < sp.right);
        let done = false;
        const colours = [...new Set(here.filter((sp) => sp.kind === 'colour').map((sp) => sp.g))];
        const o = inBoth ? rgbAt(before, x, y) : undefined;
        const n = inBoth ? rgbAt(after, x, y) : undefined;
        if (o && n && colours.length) {
          const pairs = colours.flatMap((i) => (groups[i] as Group).pairs.map((pair) => ({ pair, i })));
          const used = blendOf(
            o,
            n,
            pairs.map((entry) => entry.pair),
          );
          for (const g of new Set(used.map((k) => (pairs[k] as { i: number }).i))) credit(g);
          done = used.length > 0;
        }
        for (const g of new Set(here.filter((sp) => sp.kind === 'box').map((sp) => sp.g))) {
          credit(g);
          done = true;
        }
        const pictures = [...new Set(here.filter((sp) => sp.kind === 'picture').map((sp) => sp.g))];
        if (pictures.length && !done) {
          // A picture drawn from the same tokens (the art is painted with them at build) changes by
          // the same colours: its pixels go to those causes where they prove it.
          const used =
            o && n && allPairs.length
              ? blendOf(
                  o,
                  n,
                  allPairs.map((entry) => entry.pair),
                )
              : [];
          if (used.length)
            for (const g of new Set(used.map((k) => (allPairs[k] as { i: number }).i))) credit(g);
          else for (const g of pictures) credit(g);
          done = true;
        }
        if (!done) {
          const movers = here.filter((sp) => sp.kind === 'mover');
          if (movers.length) {
            const whole = movers.some((sp) => sp.whole);
            const shifted =
              whole || deltas.some(([dx, dy]) => nearPixel(after, x, y, before, x - dx, y - dy));
            const end = Math.max(...movers.map((sp) => sp.end));
            const by = layout.filter((g) => g.order <= end);
            if (shifted && by.length) {
              for (const g of by) credit(groups.indexOf(g));
              done = true;
            }
          }
        }
        if (!done && !inBoth && sizeChanged && layout.length) {
          // The rows one image has and the other lacks: the new length of what moved.
          for (const g of layout) credit(groups.indexOf(g));
          done = true;
        }
        if (done) explained[p] = 1;
      }
    }
    for (const group of groups)
      if (group.pixels)
        owner.set(group.cause.key, { cause: group.cause, where: new Set(group.where), pixels: group.pixels });
  } else if (pixelPairs.length && evidence.some((e) => e.includes('pure colour substitution'))) {
    // No drawing: a substitution of colours is still one cause per pair.
    for (const [a, b] of pixelPairs) {
      const cause = {
        key: `colour:${hex(a)}>${hex(b)}`,
        kind: 'colour' as const,
        title: `colour ${hex(a)} → ${hex(b)}`,
      };
      owner.set(cause.key, { cause, where: new Set(), pixels: 0 });
    }
    for (let p = 0; p < mask.length; p++) {
      if (!mask[p]) continue;
      const x = p % width;
      const y = Math.floor(p / width);
      for (const k of blendOf(rgbAt(before, x, y), rgbAt(after, x, y), pixelPairs)) {
        const [a, b] = pixelPairs[k] as [Rgb, Rgb];
        const entry = owner.get(`colour:${hex(a)}>${hex(b)}`);
        if (entry) entry.pixels++;
      }
      explained[p] = 1;
    }
  }

  const left = new Uint8Array(width * height);
  let leftover = 0;
  for (let p = 0; p < mask.length; p++)
    if (mask[p] && !explained[p]) {
      left[p] = 1;
      leftover++;
    }
  const causes = [...owner.values()]
    .filter((entry) => entry.pixels > 0)
    .map(({ cause, where, pixels }) => ({ ...cause, where: [...where].slice(0, 6), pixels }))
    .sort((a, b) => b.pixels - a.pixels || a.key.localeCompare(b.key));
  const regions = leftover ? findRegions(left, width, height) : [];
  const signature = leftover
    ? regionSignature(onCanvasOf(before, width, height), onCanvasOf(after, width, height), regions)
    : undefined;
  return { causes, leftover: { pixels: leftover, regions, ...(signature ? { signature } : {}) }, evidence };
}
