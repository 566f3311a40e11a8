/**
 * Stage 2, find causes: every difference between two aligned drawings as a cause a designer reads
 * (a token's new value, a role switched to another token, new words, an element added), with where
 * it paints and how to put it back in the page (its undo, for stage 3's proof).
 */
import type { Drawing, Picture } from '../capture/drawing.ts';
import { kindOf, label, quote, type Node } from './align.ts';
import { hex, type Rgb } from './pixels.ts';
import { undoStyle, type Undo } from './undo.ts';

export type CauseKind =
  | 'colour'
  | 'token'
  | 'style'
  | 'text'
  | 'shape'
  | 'picture'
  | 'added'
  | 'removed'
  | 'moved'
  | 'size'
  /** What a screen reader hears (explain/access.ts). */
  | 'heard'
  /** A text taken below WCAG AA: it cannot be approved. */
  | 'contrast';

/** A cause as the review names it: the same key for the same cause on any image. */
export interface CauseName {
  key: string;
  kind: CauseKind;
  /** In a designer's words: "`pink.600` #c8185f → #b0155a", "text ‘coffee’ → ‘tea’". */
  title: string;
  /** What to look for in the source: a token's name, a text, the values. */
  lookup?: { token?: string; text?: string; value?: string };
}

export type Box = [number, number, number, number];

export interface Found {
  cause: CauseName;
  node: Node;
  /** Where it sits in the new drawing's order (for what was taken away: where it was). */
  order?: number;
  /** The region where it paints: old and new boxes, grown by what paints outside them. */
  boxes: Box[];
  /** Colour pairs whose blends prove its pixels where the page cannot be asked (colour causes). */
  pairs?: [Rgb, Rgb][];
  /** It moves what follows it. */
  layout: boolean;
  /** How to put it back in the new page; none for what the page no longer has. */
  undo?: Undo;
  /**
   * It paints nothing and holds nothing that paints (an empty box a reflow made room for, say): where
   * a layout cause moved the page, it is that cause's doing, and put back with it.
   */
  silent?: true;
}

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
/** What the drawing records only for an element with words of its own: its type. */
const TYPE = new Set([
  'color',
  'font',
  'font-family',
  'letter-spacing',
  'text-transform',
  'text-align',
  'text-decoration',
]);
/** Properties that paint the element's own box: its type, and these. */
const OWN_PAINT = new Set([
  ...TYPE,
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
  font: 'type',
};

const grow = ([x, y, w, h]: Box, by: number): Box => [x - by, y - by, w + 2 * by, h + 2 * by];

/** How far a shadow, an outline or a drawn line paints outside its box. */
function reach(style: Record<string, string>): number {
  let out = 0;
  // A stroke is centred on the shape's outline, which alone makes an SVG shape's box; its joins
  // reach further, and the picture may be drawn larger than its own units.
  const stroke = style['stroke-width'];
  if (stroke && style.stroke) out = Math.max(out, Number.parseFloat(stroke) * 1.5);
  for (const part of skeleton(style['box-shadow'] ?? '').split(',')) {
    const [dx = 0, dy = 0, blur = 0, spread = 0] = [...part.matchAll(/(-?[\d.]+)px/g)].map((m) =>
      Math.abs(Number(m[1])),
    );
    out = Math.max(out, Math.max(dx, dy) + blur + spread);
  }
  const [width = 0, , , , offset = 0] = [...(style.outline ?? '').matchAll(/(-?[\d.]+)px/g)].map((m) =>
    Number(m[1]),
  );
  out = Math.max(out, width + Math.max(0, offset));
  return Math.ceil(out) + 2;
}

const tick = (name: string) => `\`${name}\``;

/** A picture's file as a designer names it: without the build's fingerprint (`algorithm-CDOYBXFT.svg`). */
const fileName = (file: string) => file.replace(/-[\w-]{8}(\.\w+)$/, '$1');

function pictureTitle(before: string, after: string): string {
  if (!before) return `picture ${fileName(after)} added`;
  if (!after) return `picture ${fileName(before)} taken away`;
  return fileName(before) === fileName(after)
    ? `picture ${fileName(after)} redrawn`
    : `picture ${fileName(before)} → ${fileName(after)}`;
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

/** Two drawings, aligned, and what the causes are read from. */
interface Pair {
  before: Drawing;
  after: Drawing;
  old: Node[];
  now: Node[];
  match: Map<number, Node>;
}

const boxesOf = (a: Node | undefined, b: Node | undefined, by = 2) =>
  [a?.element[2], b?.element[2]].filter((box): box is Box => Boolean(box)).map((box) => grow(box, by));

const names = (drawing: Drawing, kind: string, value: string) => drawing.tokens[`${kind} ${value}`] ?? [];
const shared = (a: string[], b: string[]) => a.filter((name) => b.includes(name));

/** A colour as the tokens name it: "`pink.600` #c8185f → #b0155a", or a role's switch. */
function colourTitle(pair: Pair, from: Rgb, to: Rgb): { title: string; token?: string } {
  const was = names(pair.before, 'colour', `rgb(${from.join(', ')})`);
  const is = names(pair.after, 'colour', `rgb(${to.join(', ')})`);
  const same = shared(was, is)[0];
  const values = `${hex(from)} → ${hex(to)}`;
  const token = same ?? was[0];
  if (same) return { title: `${tick(same)} ${values}`, token };
  if (was[0] && is[0]) return { title: `${tick(was[0])} → ${tick(is[0])} (${values})`, token };
  if (was[0]) return { title: `${tick(was[0])} ${values}`, token };
  return { title: `colour ${values}${is[0] ? ` (${tick(is[0])})` : ''}` };
}

function colourCause(pair: Pair, from: Rgb, to: Rgb, token?: string): CauseName {
  const named = token
    ? { title: `${tick(token)} ${hex(from)} → ${hex(to)}`, token }
    : colourTitle(pair, from, to);
  return {
    key: `colour:${hex(from)}>${hex(to)}`,
    kind: 'colour',
    title: named.title,
    lookup: { ...(named.token ? { token: named.token } : {}), value: hex(to) },
  };
}

/**
 * What an element added or taken away is, and in what: one cause wherever the same component gains
 * it, whatever its words on each card (`Chip in Card`).
 */
const placeOf = (all: Node[], node: Node) => {
  const parent = all[node.element[0]];
  return `${kindOf(node)} in ${parent ? kindOf(parent) : 'the page'}`;
};

/** Something new: only the outermost of what is new, as what is inside it is part of it. */
function added(pair: Pair, node: Node): Found[] {
  const parent = pair.now[node.element[0]];
  if (parent && !pair.match.has(parent.index)) return [];
  if (isWrapper(pair.after, pair.now, node, (n) => pair.match.has(n.index))) return [];
  const name = label(pair.now, node);
  return [
    {
      cause: { key: `added:${placeOf(pair.now, node)}`, kind: 'added', title: `${name} added` },
      node,
      boxes: boxesOf(undefined, node),
      layout: true,
      undo: { kind: 'style', index: node.index, declarations: [['display', 'none']] },
      ...(paintsNothing(pair.after, pair.now, node) ? { silent: true as const } : {}),
    },
  ];
}

/** No words, no component, no picture and no paint of its own, in it or in anything it holds. */
export function paintsNothing(drawing: Drawing, all: Node[], node: Node): boolean {
  for (let i = node.index; i <= node.end; i++) {
    const [, , , style, text, part] = (all[i] as Node).element;
    if (text || part) return false;
    const paint = Object.keys(drawing.styles[style] ?? {}).filter((p) => OWN_PAINT.has(p) && !TYPE.has(p));
    if (paint.length) return false;
  }
  return true;
}

/**
 * An element that paints nothing itself and holds only elements the other drawing has too: a
 * wrapper added or taken away around them. It is no cause of its own; what moved inside it is.
 */
function isWrapper(drawing: Drawing, all: Node[], node: Node, kept: (node: Node) => boolean): boolean {
  const style = drawing.styles[node.element[3]] ?? {};
  if (node.element[4] || node.element[5]?.startsWith('img ')) return false;
  if (Object.keys(style).some((property) => OWN_PAINT.has(property) && !TYPE.has(property))) return false;
  for (let i = node.index + 1; i <= node.end; i++) if (!kept(all[i] as Node)) return false;
  return node.end > node.index;
}

function taken(pair: Pair, node: Node, kept: Set<number>): Found[] {
  const parent = pair.old[node.element[0]];
  if (parent && !kept.has(parent.index)) return [];
  if (isWrapper(pair.before, pair.old, node, (n) => kept.has(n.index))) return [];
  const name = label(pair.old, node);
  // It was where the element matched before it now is.
  let order = 0;
  for (const [index, was] of pair.match) if (was.index < node.index) order = Math.max(order, index);
  return [
    {
      cause: { key: `removed:${placeOf(pair.old, node)}`, kind: 'removed', title: `${name} taken away` },
      node,
      order,
      boxes: boxesOf(node, undefined),
      layout: true,
    },
  ];
}

function words(was: Node, node: Node): Found[] {
  const before = was.element[4] ?? '';
  const after = node.element[4] ?? '';
  if (before === after) return [];
  const [from, to] = wordChange(before, after);
  const title =
    from && to
      ? `text ${quote(from)} → ${quote(to)}`
      : from
        ? `text ${quote(from)} taken out`
        : `text ${quote(to)} added`;
  return [
    {
      cause: { key: `text:${from}>${to}`, kind: 'text', title, lookup: { text: to ? after : before } },
      node,
      boxes: boxesOf(was, node),
      layout: true,
      undo: { kind: 'text', index: node.index, from: before, to: after },
    },
  ];
}

/** A picture repainted with other token values, its shapes the same: each token is a colour cause. */
function repainted(pair: Pair, was: Node, node: Node, a: Picture, b: Picture): Found[] {
  const found: Found[] = [];
  for (const [token, value] of Object.entries(b.tokens)) {
    const old = a.tokens[token];
    if (!old || old === value) continue;
    const rgb = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
    found.push({
      cause: colourCause(pair, rgb(old), rgb(value), token),
      node,
      boxes: boxesOf(was, node),
      pairs: [[rgb(old), rgb(value)]],
      layout: false,
      undo: { kind: 'picture', index: node.index, art: b.art, tokens: b.tokens, put: { [token]: old } },
    });
  }
  return found;
}

/** What the element is: its picture's file, its icon's shape or its component. */
function part(pair: Pair, was: Node, node: Node): Found[] {
  const before = was.element[5] ?? '';
  const after = node.element[5] ?? '';
  if (before === after) return [];
  const boxes = boxesOf(was, node);
  if (/^(img|art) /.test(before) || /^(img|art) /.test(after)) {
    const a = pair.before.pictures?.[before.slice(4)];
    const b = pair.after.pictures?.[after.slice(4)];
    if (a && b && a.art === b.art && a.shapes === b.shapes) return repainted(pair, was, node, a, b);
    const key = `picture:${fileName(before.slice(4))}>${fileName(after.slice(4))}`;
    return [
      {
        cause: { key, kind: 'picture', title: pictureTitle(before.slice(4), after.slice(4)) },
        node,
        boxes,
        layout: true,
      },
    ];
  }
  if (after.startsWith('shape ')) {
    const title = `${label(pair.now, node)}: the icon's shape changed`;
    return [{ cause: { key: `shape:${before}>${after}`, kind: 'shape', title }, node, boxes, layout: true }];
  }
  const title = `${before || 'element'} → ${after || 'element'}`;
  return [{ cause: { key: `style:${before}>${after}`, kind: 'style', title }, node, boxes, layout: true }];
}

/** MUI's popups, which a script places from the layout of what they point at. */
const SCRIPT_PLACED = /^(Popper|Popover|Tooltip|Menu|Autocomplete)\b/;

/** Whether both values are pure moves (`matrix(1, 0, 0, 1, 78, 438)`). */
const translations = (...values: string[]) =>
  values.every((value) => /^matrix\(1, 0, 0, 1, -?[\d.]+, -?[\d.]+\)$/.test(value));

/** Components that only lay out what they hold: a part inside one is not theirs. */
const LAYOUT_ONLY = new Set(['Box', 'Stack', 'Container', 'Grid']);

/**
 * Whose style an element shows: its own component, or the component it is a part of (a Chip's
 * label, `Chip span`), or else its tag.
 */
function componentOf(all: Node[], node: Node): string {
  const own = kindOf(node);
  if (/^[A-Z]/.test(own)) return own;
  for (let up = all[node.element[0]], steps = 0; up && steps < 2; up = all[up.element[0]], steps++) {
    const holder = kindOf(up);
    if (/^[A-Z]/.test(holder) && !LAYOUT_ONLY.has(holder.split(' ')[0] ?? '')) return `${holder} ${own}`;
  }
  return own;
}

/** The pieces of a computed font that differ: `600`, `14px/22.4px` (style, weight, size/line). */
/**
 * A computed font as the theme writes type: style, weight, size, and the line height as a ratio of
 * the size (`normal 400 13px/21.45px` → 1.65), since an element of its own size inherits the ratio.
 */
const typePieces = (font: string) => {
  const [style = '', weight = '', size = ''] = font.split(' ');
  const [fontSize = '', lineHeight = ''] = size.split('/');
  const ratio = Number.parseFloat(lineHeight) / Number.parseFloat(fontSize);
  return [style, weight, fontSize, Number.isFinite(ratio) ? ratio.toFixed(3) : lineHeight];
};
const typeSteps = (from: string, to: string) => {
  const [a, b] = [typePieces(from), typePieces(to)];
  return a.map((piece, i) => (piece === b[i] ? '' : `${piece}>${b[i] ?? ''}`)).join('|');
};

/**
 * The type variant whose values moved by the same steps as this font, in the two drawings' own
 * tables; where several did, the one the element (`Typography body2`) names.
 */
/** Each type variant a drawing lists, with its computed font: `typography.body1` → `normal 400 16px/26.4px`. */
function typeTable(drawing: Drawing): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, list] of Object.entries(drawing.tokens))
    if (key.startsWith('type ')) for (const name of list) out.set(name, key.slice(5));
  return out;
}

function typeVariantMoved(pair: Pair, what: string, from: string, to: string): string | undefined {
  const [was, is] = [typeTable(pair.before), typeTable(pair.after)];
  const steps = typeSteps(from, to);
  const moved = [...was].filter(([name, value]) => {
    const now = is.get(name);
    return now !== undefined && now !== value && typeSteps(value, now) === steps;
  });
  const named = /^Typography (\w+)/.exec(what)?.[1];
  return (moved.find(([name]) => name === `typography.${named}`) ?? moved[0])?.[0];
}

/**
 * A type variant whose size or line moved reaches boxes with no words of their own too: each line
 * box is as tall as its container's type (a logo's row in a body1 page grows with body1's line).
 * One cause per variant, put back by setting its old size and line wherever the page wears the
 * new ones; it shares the key of the variant's cause on elements, so it is one decision.
 */
function movedTypeSizes(pair: Pair): Found[] {
  const root = pair.now[0];
  if (!root) return [];
  const [was, is] = [typeTable(pair.before), typeTable(pair.after)];
  const out: Found[] = [];
  for (const [name, before] of was) {
    const after = is.get(name);
    const size = (font: string) => font.split(' ').pop() ?? '';
    if (!after || size(before) === size(after)) continue;
    const [now, old] = [size(after).split('/'), size(before).split('/')] as [string[], string[]];
    out.push({
      cause: {
        key: `token:${name}`,
        kind: 'token',
        title: `${tick(name)} ${size(before)} → ${size(after)}`,
        lookup: { token: name },
      },
      node: root,
      boxes: [],
      layout: true,
      undo: {
        kind: 'sweep',
        index: root.index,
        now: [now[0] ?? '', now[1] ?? ''],
        was: [old[0] ?? '', old[1] ?? ''],
      },
    });
  }
  return out;
}

/**
 * The token of a kind (`radius`, `space`) whose value moved between the two drawings' tables by the
 * same ratio as every changed part of this length (36px → 42px for `radii.md` 12px → 14px), with
 * the token's own move; none where no one token fits.
 */
function scaledWith(
  pair: Pair,
  kind: string,
  before: string[],
  after: string[],
): [string, string] | undefined {
  const table = (drawing: Drawing) => {
    const out = new Map<string, number>();
    for (const [key, list] of Object.entries(drawing.tokens))
      if (key.startsWith(`${kind} `))
        for (const name of list) out.set(name, Number.parseFloat(key.slice(kind.length + 1)));
    return out;
  };
  const [was, is] = [table(pair.before), table(pair.after)];
  const pairs = before.map(
    (piece, i) => [Number.parseFloat(piece), Number.parseFloat(after[i] ?? '')] as const,
  );
  const changed = pairs.filter(([a, b]) => a !== b);
  if (before.length !== after.length || !changed.length || changed.some(([a, b]) => !(a > 0 && b > 0)))
    return undefined;
  for (const [name, a] of was) {
    const b = is.get(name);
    if (b === undefined || b === a || !(a > 0)) continue;
    if (changed.every(([x, y]) => Math.abs(y / x - b / a) < 1e-3)) return [name, `${a}px → ${b}px`];
  }
  return undefined;
}

/** A style switched between tokens says so: ``Chip border-radius `radii.pill` → `radii.sm` ``. */
function lengthCause(pair: Pair, what: string, property: string, from: string, to: string): CauseName {
  const kind = TOKEN_KIND[property];
  const partsBefore = from.split(/ (?![^(]*\))/);
  const partsAfter = to.split(/ (?![^(]*\))/);
  let token: string | undefined;
  let moved = `${from || 'none'} → ${to || 'none'}`;
  if (kind) {
    token = shared(names(pair.before, kind, from), names(pair.after, kind, to))[0];
    if (!token && partsBefore.length === partsAfter.length)
      partsBefore.forEach((piece, i) => {
        const other = partsAfter[i] as string;
        if (token || piece === other) return;
        token = shared(names(pair.before, kind, piece), names(pair.after, kind, other))[0];
        if (token) moved = `${piece} → ${other}`;
      });
  }
  // A length the theme scales by a unit (MUI's `borderRadius: 3` is three times `radii.md`):
  // scaled by the same ratio as a unit that moved, it is that unit's move.
  if (!token && (kind === 'radius' || kind === 'space')) {
    const unit = scaledWith(pair, kind, partsBefore, partsAfter);
    if (unit) [token, moved] = unit;
  }
  // Type: the variant that moved by the same steps, where the element wears it with a weight or
  // size of its own (a bold line in body2 text grows with body2).
  if (kind === 'type') {
    const variant = token ?? typeVariantMoved(pair, what, from, to);
    if (variant) {
      const changed = partsBefore
        .map((piece, i) => [piece, partsAfter[i] ?? ''] as const)
        .filter(([a, b]) => a !== b);
      const steps = changed.map(([a]) => a).join(' ') + ' → ' + changed.map(([, b]) => b).join(' ');
      return {
        key: `token:${variant}`,
        kind: 'token',
        title: `${tick(variant)} ${steps}`,
        lookup: { token: variant },
      };
    }
  }
  // A token is one cause at a width, whatever wears it; anything else is the element's style.
  if (token)
    return {
      key: `token:${token}:${moved}`,
      kind: 'token',
      title: `${tick(token)} ${moved}`,
      lookup: { token },
    };
  const a = kind ? names(pair.before, kind, from)[0] : undefined;
  const b = kind ? names(pair.after, kind, to)[0] : undefined;
  const values = `${from || 'none'} → ${to || 'none'}`;
  // A component's own style (an override) is one cause for every size and state it takes.
  const component = /^[A-Z]/.test(what);
  return {
    key: component ? `style:${what}:${property}` : `style:${what}:${property}:${from}>${to}`,
    kind: 'style',
    title:
      a && b ? `${what} ${property} ${tick(a)} → ${tick(b)} (${values})` : `${what} ${property} ${values}`,
    lookup: { value: (kind && b) || to },
  };
}

function styles(pair: Pair, was: Node, node: Node): Found[] {
  const a = pair.before.styles[was.element[3]] ?? {};
  const b = pair.after.styles[node.element[3]] ?? {};
  const typedChanged = Boolean(was.element[4]) !== Boolean(node.element[4]);
  const found: Found[] = [];
  for (const property of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const from = a[property] ?? '';
    const to = b[property] ?? '';
    if (from === to) continue;
    // Type is drawn only for an element with words: words added or taken out are the text's cause.
    if (TYPE.has(property) && (!from || !to) && typedChanged) continue;
    const by = Math.max(reach(a), reach(b));
    const boxes = OWN_PAINT.has(property) ? boxesOf(was, node, by) : [];
    const undo = undoStyle(node.index, property, from);
    const coloursBefore = coloursIn(from);
    const coloursAfter = coloursIn(to);
    const onlyColours =
      from &&
      to &&
      skeleton(from) === skeleton(to) &&
      coloursBefore.length === coloursAfter.length &&
      coloursBefore.every((c, i) => c.alpha === coloursAfter[i]?.alpha);
    if (onlyColours) {
      // One cause for each pair of colours, wherever it shows; one undo puts them all back.
      const pairs = coloursBefore
        .map((c, i) => [c.rgb, (coloursAfter[i] as (typeof coloursAfter)[number]).rgb] as [Rgb, Rgb])
        .filter(([c, d]) => hex(c) !== hex(d));
      for (const [c, d] of pairs)
        found.push({
          cause: colourCause(pair, c, d),
          node,
          boxes: boxesOf(was, node, by),
          pairs: [[c, d]],
          layout: false,
          ...(undo ? { undo } : {}),
        });
      continue;
    }
    const what = componentOf(pair.now, node);
    found.push({
      cause: lengthCause(pair, what, property, from, to),
      node,
      boxes,
      layout: LAYOUT.has(property),
      ...(undo ? { undo } : {}),
      // A popup's place is worked out by script from the page's layout: moved, it is the layout's.
      ...(property === 'transform' && SCRIPT_PLACED.test(what) && translations(from, to)
        ? { silent: true as const }
        : {}),
    });
  }
  return found;
}

/**
 * A picture of theme/art drawn into the page whose template changed: one cause for all that changed
 * inside it (shapes, colours a shape takes, shapes added), as for the same picture in an `<img>`.
 */
function redrawnArt(pair: Pair, was: Node, node: Node): Found | undefined {
  const [before, after] = [was.element[5] ?? '', node.element[5] ?? ''];
  if (!before.startsWith('art ') || !after.startsWith('art ')) return undefined;
  const a = pair.before.pictures?.[before.slice(4)];
  const b = pair.after.pictures?.[after.slice(4)];
  if (!a || !b || (a.art === b.art && a.shapes === b.shapes)) return undefined;
  const [from, to] = [before.slice(4), after.slice(4)];
  return {
    cause: { key: `picture:${from}>${to}`, kind: 'picture', title: pictureTitle(from, to) },
    node,
    boxes: boxesOf(was, node),
    layout: true,
  };
}

/** The causes found in two aligned drawings, before any pixel is given to them. */
export function findCauses(
  before: Drawing,
  after: Drawing,
  old: Node[],
  now: Node[],
  match: Map<number, Node>,
): Found[] {
  const pair: Pair = { before, after, old, now, match };
  const kept = new Set([...match.values()].map((node) => node.index));
  const found: Found[] = [];
  // What lies inside a redrawn picture is the picture's change, in both drawings.
  let insideNow = -1;
  const insideOld: [number, number][] = [];
  for (const node of now) {
    if (node.index <= insideNow) continue;
    const was = match.get(node.index);
    const redrawn = was && redrawnArt(pair, was, node);
    if (was && redrawn) {
      found.push(redrawn);
      insideNow = node.end;
      insideOld.push([was.index, was.end]);
    } else if (!was) found.push(...added(pair, node));
    else found.push(...words(was, node), ...part(pair, was, node), ...styles(pair, was, node));
  }
  found.push(...movedTypeSizes(pair));
  const inRedrawn = (node: Node) => insideOld.some(([from, to]) => node.index > from && node.index <= to);
  for (const node of old)
    if (!kept.has(node.index) && !inRedrawn(node)) found.push(...taken(pair, node, kept));
  return found;
}
