/** A piece of a prompt's text: either words to keep or a blank the visitor fills in. */
export interface PromptPart {
  text: string;
  placeholder: boolean;
}

/** A blank: words in square brackets on one line, or a run of three or more underscores. */
const blank = /\[[^[\]\n]{1,80}\]|_{3,}/g;

/** Splits a prompt into kept words and blanks; joined back together the parts give the text unchanged. */
export function splitPlaceholders(text: string): PromptPart[] {
  const parts: PromptPart[] = [];
  let from = 0;
  for (const match of text.matchAll(blank)) {
    const at = match.index;
    if (at > from) parts.push({ text: text.slice(from, at), placeholder: false });
    parts.push({ text: match[0], placeholder: true });
    from = at + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), placeholder: false });
  return parts;
}
