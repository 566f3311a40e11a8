/**
 * Stage 1, align: which element of the new drawing is which of the old, and how a designer names
 * each one.
 */
import type { Drawing, DrawnElement } from '../capture/drawing.ts';

export interface Node {
  index: number;
  element: DrawnElement;
  /** The index of its last descendant: the node and everything inside it. */
  end: number;
  depth: number;
}

/** A drawing's elements as a tree in document order. */
export function nodes(drawing: Drawing): Node[] {
  const out: Node[] = [];
  drawing.elements.forEach((element, index) => {
    const parent = out[element[0]];
    out.push({ index, element, end: index, depth: parent ? parent.depth + 1 : 0 });
  });
  for (let i = out.length - 1; i >= 0; i--) {
    const node = out[i] as Node;
    const parent = out[node.element[0]];
    if (parent) parent.end = Math.max(parent.end, node.end);
  }
  return out;
}

export const quote = (text: string, max = 40) =>
  `‘${text.length > max ? `${text.slice(0, max - 1)}…` : text}’`;

const isPicture = (part: string) => /^(img|shape|art) /.test(part);

/** What an element is, as a designer says it: its component (`Typography eyebrow`) or its tag. */
export const kindOf = (node: Node) => {
  const part = node.element[5] ?? '';
  if (part.startsWith('art ')) return `picture ${part.slice(4)}`;
  return part && !isPicture(part) ? part : node.element[1].replace(/:\d+$/, '');
};

/** An element as a designer would name it: its component or tag, and its words or heading. */
export function label(all: Node[], node: Node): string {
  const what = kindOf(node);
  const text = node.element[4];
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

/**
 * The sign two drawings are aligned on: depth, tag and component. A picture or an icon counts by its
 * kind only, as its file or shape changing is a cause, not another element; words and styles take
 * no part, so an element whose text or colour changed is still itself.
 */
const sign = (node: Node) =>
  `${node.depth} ${node.element[1].replace(/:\d+$/, '')} ${(node.element[5] ?? '').replace(/^(img|shape|art) .*/, '$1')}`;

/** Myers' shortest edit between two lists of signs: the pairs of indices it keeps. */
export function shortestEdit(a: string[], b: string[]): [number, number][] | undefined {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  const at = (row: Int32Array, k: number) => row[offset + k] as number;
  const down = (row: Int32Array, k: number, d: number) =>
    k === -d || (k !== d && at(row, k - 1) < at(row, k + 1));
  let found = false;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      let x = down(v, k, d) ? at(v, k + 1) : at(v, k - 1) + 1;
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
    if (d > 4000) return undefined;
  }
  trace.push(v);
  // Back from the end, collecting the diagonal runs: the kept elements.
  const kept: [number, number][] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 2; d >= 0 && (x > 0 || y > 0); d--) {
    const row = trace[d] as Int32Array;
    const k = x - y;
    const prevK = down(row, k, d) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(row, prevK);
    const prevY = d === 0 ? 0 : prevX - prevK;
    while (x > prevX && y > prevY) kept.push([--x, --y]);
    if (d > 0) {
      x = prevX;
      y = prevY;
    }
  }
  return kept;
}

/**
 * Which element of the new drawing is which of the old: the two lists aligned in document order on
 * their signs. An element added or taken away leaves the rest matched to themselves. Then, between
 * two kept elements, one left over on each side with the same tag, component and words is the same
 * element at another depth (a wrapper added around it, say): kept, so a change of its style is
 * named as that, not as one element taken away and another added.
 */
export function align(old: Node[], now: Node[]): Map<number, Node> {
  const kept = shortestEdit(old.map(sign), now.map(sign));
  const matched = new Map<number, Node>();
  if (!kept) return matched;
  for (const [x, y] of kept) matched.set(y, old[x] as Node);
  const taken = new Set(kept.map(([x]) => x));
  const same = (node: Node) => `${sign(node).replace(/^\d+ /, '')} ${node.element[4] ?? ''}`;
  // The old index of the kept element at or before each new one: a gap's bounds.
  let before = -1;
  const gapStart = now.map((node) => (before = matched.get(node.index)?.index ?? before));
  let after = old.length;
  const gapEnd: number[] = [];
  for (let y = now.length - 1; y >= 0; y--) gapEnd[y] = after = matched.get(y)?.index ?? after;
  for (const node of now) {
    if (matched.has(node.index)) continue;
    const from = gapStart[node.index] as number;
    const to = gapEnd[node.index] as number;
    for (let x = from + 1; x < to; x++) {
      const was = old[x] as Node;
      if (taken.has(x) || same(was) !== same(node)) continue;
      matched.set(node.index, was);
      taken.add(x);
      break;
    }
  }
  return matched;
}
