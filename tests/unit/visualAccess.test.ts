// @vitest-environment node
/**
 * What a screen reader hears, compared as the review compares it: each change of a name, a level, a
 * role, a state or a landmark is one cause in words; a text taken below AA is a cause named by its
 * token pair. The trees here are as the drawings record them (scripts/visual/capture/access.ts).
 */
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import {
  backgroundFromPixels,
  contrastRatio,
  type AccessNode,
  type ContrastEntry,
} from '../../scripts/visual/capture/access';
import type { Drawing } from '../../scripts/visual/capture/drawing';
import { contrastChanges, treeChanges } from '../../scripts/visual/explain/access';
import { explain } from '../../scripts/visual/explain/index';
import { decisionsOf } from '../../scripts/visual/review/decisions';
import type { Change } from '../../scripts/visual/record';
import { neutral, pink } from '../../theme/primitives';

const PAGE: AccessNode[] = [
  [0, 'RootWebArea', 'Prompts · The AI Edit'],
  [1, 'banner', ''],
  [2, 'link', 'The AI Edit home'],
  [2, 'button', 'Open menu', ['expanded=false']],
  [2, 'navigation', 'Main'],
  [3, 'link', 'Events'],
  [1, 'main', ''],
  [2, 'heading', 'Our toolkit', ['level=2']],
  [2, 'list', 'Prompts'],
  [3, 'listitem', '', ['level=1']],
  [4, 'button', 'Copy prompt'],
  [3, 'listitem', '', ['level=1']],
  [4, 'button', 'Copy prompt'],
];

const edit = (tree: AccessNode[], at: number, node: AccessNode | undefined): AccessNode[] =>
  node ? tree.map((n, i) => (i === at ? node : n)) : tree.filter((_, i) => i !== at);
const titles = (before: AccessNode[], after: AccessNode[]) => treeChanges(before, after).map((c) => c.title);

describe('what a screen reader hears', () => {
  it('finds nothing in the same tree', () => {
    expect(treeChanges(PAGE, structuredClone(PAGE))).toEqual([]);
  });

  it('names a changed name, once for the same change in two places', () => {
    const after = PAGE.map((n): AccessNode => (n[2] === 'Copy prompt' ? [n[0], n[1], 'Copy'] : n));
    expect(titles(PAGE, after)).toEqual(['button ‘Copy prompt’ → ‘Copy’']);
  });

  it('names an icon button that lost its name', () => {
    expect(titles(PAGE, edit(PAGE, 3, [2, 'button', '', ['expanded=false']]))).toEqual([
      'button ‘Open menu’ lost its name',
    ]);
  });

  it('names a heading level that moved', () => {
    expect(titles(PAGE, edit(PAGE, 7, [2, 'heading', 'Our toolkit', ['level=3']]))).toEqual([
      'heading ‘Our toolkit’ level 2 → 3',
    ]);
  });

  it('names a link that became a button', () => {
    expect(titles(PAGE, edit(PAGE, 5, [3, 'button', 'Events']))).toEqual(['link ‘Events’ is now a button']);
  });

  it('names a state that no longer toggles, and one that appeared', () => {
    expect(titles(PAGE, edit(PAGE, 3, [2, 'button', 'Open menu']))).toEqual([
      'button ‘Open menu’: expanded false taken away',
    ]);
    expect(titles(PAGE, edit(PAGE, 10, [4, 'button', 'Copy prompt', ['disabled']]))).toEqual([
      'button ‘Copy prompt’: now disabled',
    ]);
  });

  it('names a landmark lost, with what was inside it, and a list that is no longer one', () => {
    const lost = PAGE.filter((_, i) => i !== 4).map((n, i): AccessNode =>
      i === 4 ? [2, 'link', 'Events'] : n,
    );
    expect(titles(PAGE, lost)).toEqual(['navigation ‘Main’ taken out']);
    const noList = PAGE.filter((n) => n[1] !== 'list' && n[1] !== 'listitem').map((n): AccessNode =>
      n[2] === 'Copy prompt' ? [2, 'button', 'Copy prompt'] : n,
    );
    expect(titles(PAGE, noList)).toEqual(['list ‘Prompts’ taken out (with 2 inside)']);
  });

  it('names a description that changed', () => {
    expect(titles(PAGE, edit(PAGE, 10, [4, 'button', 'Copy prompt', [], 'Copies the prompt']))).toEqual([
      'button ‘Copy prompt’ description ‘’ → ‘Copies the prompt’',
    ]);
  });
});

const drawingWith = (
  tree: AccessNode[],
  contrast: ContrastEntry[],
  colours: Record<string, string>,
): Drawing => ({
  version: 8,
  size: [390, 200],
  tokens: Object.fromEntries(Object.entries(colours).map(([value, name]) => [`colour ${value}`, [name]])),
  styles: [{}],
  elements: [
    [-1, 'body', [0, 0, 390, 200], 0],
    [0, 'p', [0, 0, 390, 20], 0, 'Hello'],
  ],
  tree,
  contrast,
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const channels = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('contrast by token pair', () => {
  const white = rgb(neutral[0]);
  const colours = { [white]: 'neutral.0', [rgb(pink[700])]: 'pink.700', [rgb(pink[400])]: 'pink.400' };
  const ratio = (hex: string) => contrastRatio(channels(hex), channels(neutral[0]));
  const entry = (hex: string): ContrastEntry => [1, rgb(hex), white, ratio(hex), false, 'styles'];

  it('computes WCAG ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBe(21);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    expect(ratio(pink[700])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(pink[400])).toBeLessThan(4.5);
  });

  it('fails a text taken below AA, named by its pair, and lets a move above AA pass inside its cause', () => {
    const before = drawingWith(PAGE, [entry(pink[700])], colours);
    const below = drawingWith(PAGE, [entry(pink[400])], colours);
    const match = new Map([[1, { index: 1, element: before.elements[1] as never, end: 1, depth: 1 }]]);
    const { failures } = contrastChanges(before, below, match);
    expect(failures.map((f) => f.title)).toEqual([
      `\`pink.400\` on \`neutral.0\`: ${ratio(pink[700])} → ${ratio(pink[400])}:1, below AA (4.5:1)`,
    ]);
    const darker = drawingWith(PAGE, [entry(neutral[900])], colours);
    const moved = contrastChanges(before, darker, match);
    expect(moved.failures).toEqual([]);
    expect(moved.moved).toHaveLength(1);
  });

  it('reads the background from the pixels, leaving out the text’s own colour', () => {
    const png = new PNG({ width: 10, height: 10 });
    for (let p = 0; p < 100; p++) png.data.set(p < 70 ? [20, 20, 20, 255] : [250, 240, 245, 255], p * 4);
    expect(backgroundFromPixels(png, [0, 0, 10, 10], [20, 20, 20, 1])).toEqual([250, 240, 245, 1]);
  });

  it('a contrast failure is a decision that names its pair, counts its texts, and blocks', () => {
    const before = drawingWith(PAGE, [entry(pink[700])], colours);
    const after = drawingWith(PAGE, [entry(pink[400])], colours);
    const explanation = explain({
      before: new PNG({ width: 1, height: 1 }),
      after: new PNG({ width: 1, height: 1 }),
      drawingBefore: before,
      drawingAfter: after,
    });
    const change: Change = {
      image: 'stories/x-mobile.png',
      status: 'changed',
      subject: { kind: 'story', title: 'X', url: '' },
      host: 'main',
      width: 'mobile',
      diffPixels: 0,
      aaPixels: 0,
      regions: [],
      signature: '',
      explanation,
    };
    const decisions = decisionsOf([change]);
    const contrast = decisions.find((d) => d.cause?.kind === 'contrast');
    expect(contrast?.blocking).toBe(true);
    expect(contrast?.title).toMatch(
      /^`pink\.400` on `neutral\.0`: .* below AA \(4\.5:1\) in 1 text on 1 story/,
    );
  });
});
