import type { Assistant, AssistantChoices } from '../../content/assistants';

export type { AssistantChoices };

/**
 * Where a card sends a prompt: a new chat with the prompt in its box, or, for an assistant that
 * takes no prompt in its address or a prompt too long for one, the assistant's home, with the
 * prompt copied for the visitor to paste (`paste` says why).
 */
export type AssistantLink =
  { href: string; paste: false } | { href: string; paste: 'unsupported' | 'too-long' };

export function assistantLink(
  { home, promptParameter }: Assistant,
  prompt: string,
  maxAddressLength: number,
): AssistantLink {
  if (!promptParameter) return { href: home, paste: 'unsupported' };
  const url = new URL(home);
  url.searchParams.set(promptParameter, prompt);
  // Spaces as %20 rather than '+': what the assistants' own links use, and read the same by all.
  const href = url.href.replaceAll('+', '%20');
  return href.length > maxAddressLength ? { href: home, paste: 'too-long' } : { href, paste: false };
}
