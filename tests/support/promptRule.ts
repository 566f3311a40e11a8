import type { Prompt } from '../../content/types';

/**
 * The specification's filter rule, written out again independently of the site's code, so
 * tests compare the site with the rule rather than with itself.
 */
export function specMatches(p: Prompt, search: string, tag: string, category = 'All'): boolean {
  const s = search.toLowerCase();
  const inSearch =
    p.title.toLowerCase().includes(s) ||
    p.description.toLowerCase().includes(s) ||
    p.tags.some((t) => t.toLowerCase().includes(s));
  const inCategory = category === 'All' || p.category === category;
  const hasTag = tag === 'All' || p.tags.some((t) => t === tag);
  return inSearch && inCategory && hasTag;
}

export function specFilter(
  prompts: readonly Prompt[],
  search: string,
  tag = 'All',
  category = 'All',
): Prompt[] {
  return prompts.filter((p) => specMatches(p, search, tag, category));
}
