import { prompts } from '../content/prompts';
import { promptTags, type Prompt, type PromptCategory } from '../content/types';
import type { PromptCardProps } from '../src/components/PromptCard';
import type { PromptGridItem } from '../src/components/PromptGrid';
import type { ClipboardWriter } from '../src/ui/useCopyText';
import { splitPlaceholders } from '../src/prompts/promptPlaceholders';
import { ALL } from '../src/prompts/filterPrompts';
import { defaultQuery, writeLibraryQuery, type LibraryQuery } from '../src/prompts/libraryQuery';

export const tagButtons: readonly string[] = [ALL, ...promptTags];

/** The library's address for a view, as the page writes it. */
export function libraryHref(view: Partial<LibraryQuery>): string {
  const search = writeLibraryQuery({ ...defaultQuery, ...view }).toString();
  return search ? `/find-prompt?${search}` : '/find-prompt';
}

/** A tag's address from the plain view. */
export const tagHref = (tag: string) => libraryHref({ tag });

export function toCard({ id, title, description, category, prompt, tags }: Prompt): PromptCardProps {
  return { id, title, description, category, prompt, tags, link: libraryHref({ prompt: String(id) }) };
}

export const toGridItem = (p: Prompt): PromptGridItem => toCard(p);

export function firstOf(category: PromptCategory): Prompt {
  const found = prompts.find((p) => p.category === category);
  if (!found) throw new Error(`No prompt in ${category}`);
  return found;
}

const wordCount = (p: Prompt) => p.prompt.split(/\s+/).length;
const blankCount = (p: Prompt) => splitPlaceholders(p.prompt).filter((part) => part.placeholder).length;

/** The library's longest prompt, for the long-text state. */
export const longest = prompts.reduce((a, b) => (wordCount(b) > wordCount(a) ? b : a));

/** The prompt with the most blanks to fill in. */
export const mostBlanks = prompts.reduce((a, b) => (blankCount(b) > blankCount(a) ? b : a));

export const gridItems = (count: number) => prompts.slice(0, count).map(toGridItem);

/** Clipboards for stories: one that takes the text, one that refuses like an insecure page. */
export const acceptingClipboard: ClipboardWriter = () => Promise.resolve();
export const refusingClipboard: ClipboardWriter = () =>
  Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
