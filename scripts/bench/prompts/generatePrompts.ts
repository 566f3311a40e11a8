import type { Prompt } from '../../../content/types';

/**
 * A library of `count` prompts made from the real ones: the first pass is the library itself,
 * later passes repeat it with numbered titles, so searches behave as they would on a big library.
 */
export function generatePrompts(base: readonly Prompt[], count: number): Prompt[] {
  return Array.from({ length: count }, (_, index) => {
    const source = base[index % base.length];
    if (!source) throw new Error('The base library is empty');
    const round = Math.floor(index / base.length);
    return round === 0 ? source : { ...source, id: index + 1, title: `${source.title} (${round + 1})` };
  });
}
