import { ALL } from './filterPrompts';

/**
 * The part of the library's view a link carries: search, tag, whether every match is shown, and
 * the prompt a link was made for (its number as the address gives it), shown first whatever the filters.
 */
export interface LibraryQuery {
  search: string;
  tag: string;
  expanded: boolean;
  prompt: string | null;
}

export const defaultQuery: LibraryQuery = { search: '', tag: ALL, expanded: false, prompt: null };

const keys = { search: 'q', tag: 'tag', expanded: 'more', prompt: 'prompt' } as const;

/** A prompt's own address in the library, from the library's path. */
export const promptLink = (libraryPath: string, id: number) => `${libraryPath}?${keys.prompt}=${id}`;

/** A tag as it reads in an address: 'Email Marketing' → 'email-marketing'. */
export function tagSlug(tag: string): string {
  return tag
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The view an address describes; an unknown tag reads as 'All'. */
export function readLibraryQuery(params: URLSearchParams, tags: readonly string[]): LibraryQuery {
  const slug = params.get(keys.tag);
  const tag = slug === null ? undefined : tags.find((candidate) => tagSlug(candidate) === tagSlug(slug));
  return {
    search: params.get(keys.search) ?? '',
    tag: tag ?? ALL,
    expanded: params.get(keys.expanded) === '1',
    prompt: params.get(keys.prompt)?.trim() || null,
  };
}

/**
 * The address parameters for a view; defaults are left out, so the plain page has a plain
 * address. Parameters that are not the library's own (a campaign tag, say) are kept.
 */
export function writeLibraryQuery(query: LibraryQuery, current?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of Object.values(keys)) params.delete(key);
  if (query.search !== '') params.set(keys.search, query.search);
  if (query.tag !== ALL) params.set(keys.tag, tagSlug(query.tag));
  if (query.expanded) params.set(keys.expanded, '1');
  if (query.prompt !== null) params.set(keys.prompt, query.prompt);
  return params;
}

export function sameQuery(a: LibraryQuery, b: LibraryQuery): boolean {
  return a.search === b.search && a.tag === b.tag && a.expanded === b.expanded && a.prompt === b.prompt;
}
