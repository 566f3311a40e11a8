/**
 * What changed in what a screen reader hears, and in contrast, between a baseline's drawing and the
 * new one (capture/access.ts records both). Each change is a cause the review shows as a decision:
 * "button ‘Copy prompt’ → ‘Copy’", "heading ‘Our toolkit’ level 2 → 3", "link ‘Events’ is now a
 * button". A text taken below WCAG AA is a cause that cannot be approved, named by its token pair.
 */
import type { Drawing } from '../capture/drawing.ts';
import { aaFor, heard, type AccessNode, type ContrastEntry } from '../capture/access.ts';
import { shortestEdit, type Node } from './align.ts';
import type { CauseName } from './causes.ts';

const quote = (text: string) => `‘${text}’`;
const sign = (node: AccessNode) => JSON.stringify(node);
const statesOf = (node: AccessNode) => node[3] ?? [];
const level = (node: AccessNode) =>
  statesOf(node)
    .find((s) => s.startsWith('level='))
    ?.slice(6);

/** How the states of a node that stayed itself changed, in words: `expanded false → true`, `now disabled`. */
function stateChange(was: AccessNode, now: AccessNode): string[] {
  const split = (state: string): [string, string | undefined] => {
    const [name = '', value] = state.split('=');
    return [name, value];
  };
  const before = new Map(statesOf(was).map(split));
  const after = new Map(statesOf(now).map(split));
  const out: string[] = [];
  for (const name of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    if (name === 'level') continue;
    const [a, b] = [before.get(name), after.get(name)];
    const hadIt = before.has(name);
    const hasIt = after.has(name);
    if (hadIt && hasIt && a === b) continue;
    if (a !== undefined && b !== undefined) out.push(`${name} ${a} → ${b}`);
    else if (!hadIt) out.push(b === undefined ? `now ${name}` : `${name} ${b} added`);
    else out.push(a === undefined ? `no longer ${name}` : `${name} ${a} taken away`);
  }
  return out;
}

/** The changes of one node that is still itself (the same role and name, or the same place). */
function changesOf(was: AccessNode, now: AccessNode): CauseName[] {
  const out: CauseName[] = [];
  const cause = (title: string, lookup: CauseName['lookup']): CauseName => ({
    key: `heard:${title}`,
    kind: 'heard',
    title,
    ...(lookup ? { lookup } : {}),
  });
  const [, roleWas, nameWas] = was;
  const [, role, name] = now;
  if (roleWas !== role)
    out.push(
      cause(`${heard(was)} is now a ${role}`, {
        value: role === 'link' ? 'href' : role,
        text: name || nameWas,
      }),
    );
  if (nameWas !== name) {
    const said = heard([0, role, '']);
    const title = !name
      ? `${said} ${quote(nameWas)} lost its name`
      : !nameWas
        ? `${said} named ${quote(name)}`
        : `${said} ${quote(nameWas)} → ${quote(name)}`;
    out.push(cause(title, name ? { text: name } : { value: 'aria-label' }));
  }
  const [levelWas, levelNow] = [level(was), level(now)];
  if (levelWas !== levelNow && levelWas && levelNow)
    out.push(cause(`${heard(now)} level ${levelWas} → ${levelNow}`, { value: `h${levelNow}` }));
  const states = stateChange(was, now);
  if (states.length) out.push(cause(`${heard(now)}: ${states.join(', ')}`, { text: name }));
  if ((was[4] ?? '') !== (now[4] ?? ''))
    out.push(
      cause(`${heard(now)} description ${quote(was[4] ?? '')} → ${quote(now[4] ?? '')}`, {
        text: now[4] || was[4] || '',
      }),
    );
  return out;
}

/** The nodes of a tree that are not inside another of the same list: what was taken out or added whole. */
function outermost(tree: AccessNode[], indices: number[]): { index: number; inside: number }[] {
  const out: { index: number; inside: number }[] = [];
  for (const index of indices) {
    const depth = tree[index]?.[0] ?? 0;
    const top = out.at(-1);
    // Inside the last node listed: every node between them is deeper than it (its subtree).
    if (top && (tree[top.index]?.[0] ?? 0) < depth) {
      let within = true;
      for (let i = top.index + 1; i < index && within; i++)
        if ((tree[i]?.[0] ?? 0) <= (tree[top.index]?.[0] ?? 0)) within = false;
      if (within) {
        top.inside++;
        continue;
      }
    }
    out.push({ index, inside: 0 });
  }
  return out;
}

/** What a screen reader hears differently: each change as a cause. */
export function treeChanges(before: AccessNode[], after: AccessNode[]): CauseName[] {
  const kept = shortestEdit(before.map(sign), after.map(sign)) ?? [];
  kept.sort((a, b) => a[0] - b[0]);
  const causes: CauseName[] = [];
  const removed: number[] = [];
  const added: number[] = [];
  // Each gap between kept nodes: the old nodes and the new ones in it, paired where they are one node.
  const bounds: [number, number][] = [[-1, -1], ...kept, [before.length, after.length]];
  for (let g = 0; g + 1 < bounds.length; g++) {
    const [x0, y0] = bounds[g] as [number, number];
    const [x1, y1] = bounds[g + 1] as [number, number];
    const old = Array.from({ length: x1 - x0 - 1 }, (_, i) => x0 + 1 + i);
    const now = Array.from({ length: y1 - y0 - 1 }, (_, i) => y0 + 1 + i);
    const pair = (test: (a: AccessNode, b: AccessNode) => boolean) => {
      for (const i of [...old]) {
        const j = now.find((n) => test(before[i] as AccessNode, after[n] as AccessNode));
        if (j === undefined) continue;
        causes.push(...changesOf(before[i] as AccessNode, after[j] as AccessNode));
        old.splice(old.indexOf(i), 1);
        now.splice(now.indexOf(j), 1);
      }
    };
    // The same role and name (its states, level or depth changed), the same name in another role,
    // then the same role in the same place with another name.
    pair((a, b) => a[1] === b[1] && a[2] === b[2]);
    pair((a, b) => Boolean(a[2]) && a[2] === b[2]);
    pair((a, b) => a[1] === b[1] && a[0] === b[0]);
    removed.push(...old);
    added.push(...now);
  }
  const whole = (tree: AccessNode[], indices: number[], verb: string) =>
    outermost(tree, indices).map(({ index, inside }) => {
      const node = tree[index] as AccessNode;
      const title = `${heard(node)} ${verb}${inside ? ` (with ${inside} inside)` : ''}`;
      return { key: `heard:${title}`, kind: 'heard' as const, title, lookup: { text: node[2] } };
    });
  causes.push(...whole(before, removed, 'taken out'), ...whole(after, added, 'added'));
  const seen = new Set<string>();
  return causes.filter((c) => !seen.has(c.key) && Boolean(seen.add(c.key)));
}

/** A colour as the review names it: its token where it has one (`pink.600`), else its hex value. */
const colourName = (drawing: Drawing, colour: string) =>
  drawing.tokens[`colour ${colour}`]?.[0] ??
  `#${(/\d+, \d+, \d+/.exec(colour)?.[0] ?? '')
    .split(', ')
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

export interface ContrastCause extends CauseName {
  /** The texts, in this image, that fell below AA. */
  elements: number;
}

export interface ContrastReading {
  /** Texts taken below AA, one cause a token pair and move. */
  failures: ContrastCause[];
  /** Contrasts that moved and still pass: `pink.600` on `neutral.0` 5.08 → 5.61:1. */
  moved: string[];
}

/**
 * How contrast changed: each text of the new drawing against the same text in the baseline's (the
 * elements aligned by the pixel explanation). A text that met AA and no longer does, or a new text
 * whose styles say it does not, fails, named by its token pair.
 */
export function contrastChanges(before: Drawing, after: Drawing, match: Map<number, Node>): ContrastReading {
  const old = new Map((before.contrast ?? []).map((entry) => [entry[0], entry]));
  const failures = new Map<string, ContrastCause>();
  const moved = new Set<string>();
  for (const entry of after.contrast ?? []) {
    const [element, fg, bg, ratio, large, from] = entry;
    const was: ContrastEntry | undefined = (() => {
      const node = match.get(element);
      return node ? old.get(node.index) : undefined;
    })();
    const pair = `\`${colourName(after, fg)}\` on \`${colourName(after, bg)}\``;
    const need = aaFor(large);
    if (was && was[3] === ratio) continue;
    if (ratio < need && (was ? was[3] >= aaFor(was[4]) : from === 'styles')) {
      const title = `${pair}: ${was ? `${was[3]} → ` : ''}${ratio}:1, below AA (${need}:1${large ? ', large text' : ''})`;
      const key = `contrast:${title}`;
      const failure = failures.get(key) ?? {
        key,
        kind: 'contrast' as const,
        title,
        // The source is the colour that moved: the background's where the text kept its own.
        lookup: {
          token: was && was[1] === fg && was[2] !== bg ? colourName(after, bg) : colourName(after, fg),
        },
        elements: 0,
      };
      failure.elements++;
      failures.set(key, failure);
    } else if (was && ratio >= need) moved.add(`${pair} ${was[3]} → ${ratio}:1`);
  }
  return { failures: [...failures.values()], moved: [...moved].sort() };
}
