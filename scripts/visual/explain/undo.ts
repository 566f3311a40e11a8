/**
 * How a cause is put back in the page that was just shot: the old value of a style, the old words,
 * a picture painted with the old token values, an added element hidden. Stage 3 shoots the page so
 * undone, in the same browser, and a pixel that comes back to the baseline's is the cause's. That is
 * the renderer's own answer: text, whose anti-aliased edges are no blend of two colours, a reflowed
 * line and a resampled picture are proven as exactly as a flat fill.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../record.ts';
import { paintWith } from '../../../theme/art.ts';
import type { PNG } from 'pngjs';

export type Undo =
  /** CSS declarations that put the element's old style back (`color`, `padding-top`, `display`). */
  | { kind: 'style'; index: number; declarations: [string, string][] }
  /** The stops of the gradient an SVG shape is painted with (`fill: url(#…)`), set back to these colours. */
  | { kind: 'stops'; index: number; property: 'fill' | 'stroke'; colours: string[] }
  /** The element's own words, now and before. */
  | { kind: 'text'; index: number; from: string; to: string }
  /** Wherever the page wears this type size and line (`16px`, `27.2px`), the old ones. */
  | { kind: 'sweep'; index: number; now: [string, string]; was: [string, string] }
  /** The picture of `art` painted with `tokens`, those of `put` set back to their old values. */
  | {
      kind: 'picture';
      index: number;
      art: string;
      tokens: Record<string, string>;
      put: Record<string, string>;
    };

/** The value a property has where the drawing records none (it keeps only what differs from it). */
const INITIAL: Record<string, string> = {
  'letter-spacing': 'normal',
  'text-transform': 'none',
  'text-align': 'start',
  'text-decoration': 'none currentcolor auto',
  fill: 'none',
  stroke: 'none',
  'background-color': 'transparent',
  'background-image': 'none',
  border: 'none',
  'border-radius': '0px',
  'box-shadow': 'none',
  outline: '0px none currentcolor 0px',
  padding: '0px',
  margin: '0px',
  gap: 'normal normal',
  opacity: '1',
  transform: 'none',
  filter: 'none',
};

const SIDES = ['top', 'right', 'bottom', 'left'];
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'];
/** Space-separated parts, keeping `rgb(1, 2, 3)` whole. */
const parts = (value: string) => value.split(/ (?![^(]*\))/);
const four = (value: string) => {
  const p = parts(value);
  return p.length === 4 ? p : [p[0], p[0], p[0], p[0]].map(String);
};

/**
 * A line height as the theme writes it, a ratio of the font size (1.6), where it is one: the page
 * lays out a ratio's lines a fraction of a pixel apart from the same height written in pixels, and
 * every line after the first would then be drawn a little off.
 */
function asRatio(fontSize: string, lineHeight: string): string {
  const ratio = Number.parseFloat(lineHeight) / Number.parseFloat(fontSize);
  const rounded = Math.round(ratio * 1000) / 1000;
  return /px$/.test(lineHeight) && Number.isFinite(ratio) && Math.abs(ratio - rounded) < 1e-6
    ? String(rounded)
    : lineHeight;
}

/** A drawn property's old value as the declarations that set it back; none where it cannot be. */
function declarations(property: string, value: string): [string, string][] | undefined {
  const v = value || INITIAL[property];
  if (v === undefined) return undefined;
  switch (property) {
    case 'font': {
      const [style = '', weight = '', size = ''] = parts(v);
      const [fontSize = '', lineHeight = ''] = size.split('/');
      return [
        ['font-style', style],
        ['font-weight', weight],
        ['font-size', fontSize],
        ['line-height', asRatio(fontSize, lineHeight)],
      ];
    }
    case 'text-decoration': {
      const p = parts(v);
      return [
        ['text-decoration-line', p[0] ?? 'none'],
        ['text-decoration-color', p.slice(1, -1).join(' ') || 'currentcolor'],
        ['text-decoration-thickness', p.at(-1) ?? 'auto'],
      ];
    }
    case 'border': {
      const sides = v.includes(' | ') ? v.split(' | ') : SIDES.map(() => v);
      return SIDES.flatMap((side, i) => {
        const s = sides[i] ?? 'none';
        if (s === 'none') return [[`border-${side}-style`, 'none']] as [string, string][];
        const [width = '', style = '', ...colour] = parts(s);
        return [
          [`border-${side}-width`, width],
          [`border-${side}-style`, style],
          [`border-${side}-color`, colour.join(' ')],
        ] as [string, string][];
      });
    }
    case 'border-radius':
      return four(v).map((r, i) => [`border-${CORNERS[i]}-radius`, r]);
    case 'padding':
    case 'margin':
      return four(v).map((length, i) => [`${property}-${SIDES[i]}`, length]);
    case 'gap': {
      const [row = 'normal', column = row] = parts(v);
      return [
        ['row-gap', row],
        ['column-gap', column],
      ];
    }
    case 'outline': {
      const p = parts(v);
      return [
        ['outline-width', p[0] ?? '0px'],
        ['outline-style', p[1] ?? 'none'],
        ['outline-color', p.slice(2, -1).join(' ') || 'currentcolor'],
        ['outline-offset', p.at(-1) ?? '0px'],
      ];
    }
    case 'fill':
    case 'stroke':
      // A gradient the drawing wrote as its stops cannot be set back by a declaration.
      return /gradient\(|url\(/.test(v) ? undefined : [[property, v]];
    default:
      return [[property, v]];
  }
}

export function undoStyle(index: number, property: string, old: string): Undo | undefined {
  // A gradient the drawing wrote as its stops (`linear-gradient(rgb(…) 0, rgb(…) 1)`): its stops.
  if ((property === 'fill' || property === 'stroke') && /^(linear|radial)-gradient\(/.test(old)) {
    const colours = [...old.matchAll(/rgba?\([^)]*\)/g)].map((m) => m[0]);
    return { kind: 'stops', index, property, colours };
  }
  const set = declarations(property, old);
  return set ? { kind: 'style', index, declarations: set } : undefined;
}

/** What the page is given: declarations, words, or a picture's address, on one drawn element. */
interface PageUndo {
  index: number;
  declarations?: [string, string][];
  stops?: { property: 'fill' | 'stroke'; colours: string[] };
  text?: [string, string];
  src?: string;
  sweep?: { now: [string, string]; set: [string, string][] };
}

/** Undos of one render, with each picture painted once with every token set back that it takes. */
function forPage(undos: Undo[]): PageUndo[] {
  const out: PageUndo[] = [];
  const pictures = new Map<number, Extract<Undo, { kind: 'picture' }>>();
  for (const undo of undos) {
    if (undo.kind === 'style') out.push({ index: undo.index, declarations: undo.declarations });
    else if (undo.kind === 'text') out.push({ index: undo.index, text: [undo.from, undo.to] });
    else if (undo.kind === 'stops')
      out.push({ index: undo.index, stops: { property: undo.property, colours: undo.colours } });
    else if (undo.kind === 'sweep') {
      const [size, line] = undo.was;
      const set: [string, string][] = [
        ['font-size', size],
        ['line-height', asRatio(size, line)],
      ];
      out.push({ index: undo.index, sweep: { now: undo.now, set } });
    } else {
      const seen = pictures.get(undo.index);
      pictures.set(undo.index, seen ? { ...seen, put: { ...seen.put, ...undo.put } } : undo);
    }
  }
  for (const picture of pictures.values()) {
    const template = readFileSync(join(ROOT, picture.art), 'utf8');
    const svg = paintWith(template, picture.art, { ...picture.tokens, ...picture.put });
    out.push({
      index: picture.index,
      src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    });
  }
  return out;
}

interface DrawnWindow {
  /** The elements of the last drawing, by index: the element, and its pseudo-element if any. */
  visualDrawn?: [Element, string][];
  visualRestore?: () => void;
}

/**
 * Runs in the page: puts the undos in place and keeps how to take them out again. Returns the undos
 * the page could not apply (words split across several text nodes, an element no longer there).
 */
async function apply(undos: PageUndo[]): Promise<number[]> {
  const win = window as unknown as DrawnWindow;
  const restore: (() => void)[] = [];
  const sheet = new CSSStyleSheet();
  let marks = 0;
  /** A property set with the highest priority; its old value, if any, comes back after. */
  const force = (style: CSSStyleDeclaration, property: string, value: string) => {
    const was = [style.getPropertyValue(property), style.getPropertyPriority(property)] as const;
    style.setProperty(property, value, 'important');
    restore.push(() => style.setProperty(property, was[0], was[1]));
  };
  /**
   * A pseudo-element takes a rule: the element is marked (once, for its ::before and ::after alike),
   * and the rule outranks the page's own.
   */
  const marked = new Map<Element, string>();
  const rule = (element: Element, pseudo: string, declarations: [string, string][]) => {
    let mark = marked.get(element);
    if (!mark) {
      mark = `visual-undo-${++marks}`;
      marked.set(element, mark);
      element.setAttribute('data-visual-undo', mark);
      restore.push(() => element.removeAttribute('data-visual-undo'));
    }
    const body = declarations.map(([p, v]) => `${p}: ${v} !important`).join('; ');
    sheet.insertRule(`${`[data-visual-undo="${mark}"]`.repeat(3)}${pseudo} { ${body} }`);
  };
  const stops = (element: Element, property: string, colours: string[]) => {
    const id = /url\("?#([^")]+)"?\)/.exec(getComputedStyle(element).getPropertyValue(property))?.[1];
    const found = [...(id ? (document.getElementById(id)?.querySelectorAll('stop') ?? []) : [])];
    if (found.length !== colours.length) return false;
    found.forEach((stop, i) => force((stop as SVGStopElement).style, 'stop-color', colours[i] ?? ''));
    return true;
  };
  /** The old words, in a field or in the element's one text node (with its spaces kept). */
  const words = (element: Element, [from, to]: [string, string]) => {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const key = element.value ? 'value' : 'placeholder';
      const was = element[key];
      element[key] = was.replace(to, from);
      restore.push(() => (element[key] = was));
      return true;
    }
    const texts = [...element.childNodes].filter(
      (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
    );
    const text = texts[0];
    if (texts.length !== 1 || !text) return false;
    const was = text.textContent ?? '';
    text.textContent = `${/^\s*/.exec(was)?.[0] ?? ''}${from}${/\s*$/.exec(was)?.[0] ?? ''}`;
    restore.push(() => (text.textContent = was));
    return true;
  };
  const picture = async (image: HTMLImageElement, src: string) => {
    const [was, srcset] = [image.getAttribute('src'), image.getAttribute('srcset')];
    image.removeAttribute('srcset');
    image.src = src;
    restore.push(() => {
      if (srcset !== null) image.setAttribute('srcset', srcset);
      if (was !== null) image.setAttribute('src', was);
    });
    return image.decode().then(
      () => true,
      () => false,
    );
  };

  /**
   * A type size put back on an element goes where else the page wears that size and line without
   * words of its own: the ancestors that share it (a breadcrumb's list items) and any other box
   * (a logo's row): each line box is as tall as its container's own type, so they would keep the
   * new height. Once for each pair of sizes.
   */
  const swept = new Set<string>();
  /** The old size and line on every box with no words of its own that wears these. */
  const sweep = ([size, line]: [string, string], set: [string, string][]) => {
    const key = JSON.stringify([size, line, set]);
    if (swept.has(key)) return;
    swept.add(key);
    const wordless = (box: Element) =>
      ![...box.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    for (const box of [document.documentElement, ...document.documentElement.querySelectorAll('*')]) {
      if (!(box instanceof HTMLElement) || !wordless(box)) continue;
      const style = getComputedStyle(box);
      if (style.fontSize === size && style.lineHeight === line)
        for (const [property, value] of set) force(box.style, property, value);
    }
  };
  const sizeOfLines = (element: Element, declarations: [string, string][]) => {
    const set = declarations.filter(([property]) => property === 'font-size' || property === 'line-height');
    if (set.length < 2) return;
    const own = getComputedStyle(element);
    sweep([own.fontSize, own.lineHeight], set);
  };

  const failed: number[] = [];
  for (const undo of undos) {
    const [element, pseudo = ''] = win.visualDrawn?.[undo.index] ?? [];
    let done = true;
    if (!element?.isConnected) done = false;
    else if (undo.declarations && !pseudo && 'style' in element) {
      sizeOfLines(element, undo.declarations);
      for (const [property, value] of undo.declarations)
        force((element as HTMLElement).style, property, value);
    } else if (undo.declarations) rule(element, pseudo, undo.declarations);
    else if (undo.sweep) sweep(undo.sweep.now, undo.sweep.set);
    else if (undo.stops) done = stops(element, undo.stops.property, undo.stops.colours);
    else if (undo.text) done = words(element, undo.text);
    else if (undo.src) done = element instanceof HTMLImageElement && (await picture(element, undo.src));
    if (!done) failed.push(undo.index);
  }
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  restore.push(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet)));
  win.visualRestore = () => restore.reverse().forEach((undo) => undo());
  // A face the old type needs may still be on its way; the screenshot itself waits for the next frame.
  await document.fonts.ready;
  return failed;
}

function takeBack(): void {
  const win = window as unknown as DrawnWindow;
  win.visualRestore?.();
  delete win.visualRestore;
}

/**
 * The page shot with these undos in place, then put back as it was; with the indices of the drawn
 * elements whose undo the page could not apply.
 */
export async function shootUndone(
  page: Page,
  undos: Undo[],
  shoot: () => Promise<PNG>,
): Promise<{ image: PNG; failed: Set<number> }> {
  const failed = await page.evaluate(apply, forPage(undos));
  try {
    return { image: await shoot(), failed: new Set(failed) };
  } finally {
    await page.evaluate(takeBack);
  }
}
