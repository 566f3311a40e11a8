import type { Prompt } from '../../content/types';

/** 'All' stands for "no filter" in both the category and the tag. */
export const ALL = 'All';

export interface PromptFilter {
  /** As typed: it is lower-cased, not trimmed. */
  search: string;
  category: string;
  tag: string;
}

export const noFilter: PromptFilter = { search: '', category: ALL, tag: ALL };

type Searchable = Pick<Prompt, 'title' | 'description' | 'category' | 'tags'>;

/** Lower-cased title, description and tags of a prompt, worked out once per prompt object. */
const lowered = new WeakMap<Searchable, readonly string[]>();

function searchableText(prompt: Searchable): readonly string[] {
  let fields = lowered.get(prompt);
  if (!fields) {
    fields = [prompt.title, prompt.description, ...prompt.tags].map((field) => field.toLowerCase());
    lowered.set(prompt, fields);
  }
  return fields;
}

/**
 * Whether a prompt passes the filter: the lower-cased search is contained in its title,
 * description or one of its tags (the prompt's own text is not searched), it is in the
 * category (or the category is 'All') and it carries the tag (or the tag is 'All').
 */
export function matchesFilter(prompt: Searchable, { search, category, tag }: PromptFilter): boolean {
  if (category !== ALL && prompt.category !== category) return false;
  if (tag !== ALL && !prompt.tags.some((own) => own === tag)) return false;
  if (search === '') return true;
  const needle = search.toLowerCase();
  return searchableText(prompt).some((field) => field.includes(needle));
}

/** The prompts that pass the filter, in their original order. */
export function filterPrompts<P extends Searchable>(prompts: readonly P[], filter: PromptFilter): P[] {
  return prompts.filter((prompt) => matchesFilter(prompt, filter));
}
