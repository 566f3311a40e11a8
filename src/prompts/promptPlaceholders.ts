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

/** A blank as the card offers it: where it sits, what it is called and which value fills it. */
export interface PromptBlank {
  /** The blank as written: '[describe your business]' or '__________'. */
  text: string;
  /**
   * What fills it. Blanks written alike in brackets share one value ('[product name]' twice is one
   * thing to say); each run of underscores is a blank of its own.
   */
  key: string;
  /** Its name for a screen reader: the words in the brackets, or the words before the underscores. */
  label: string;
}

/** What a visitor has typed into a prompt's blanks, by blank key. */
export type BlankValues = Readonly<Record<string, string>>;

/** The words before the underscores on their line; 'Blank 3' for the third blank where there are none. */
function underscoreLabel(before: string, index: number): string {
  const line = before.slice(before.lastIndexOf('\n') + 1).replace(/[\s:–-]+$/, '');
  return line === '' ? `Blank ${index + 1}` : line;
}

/** The prompt's parts, each blank with its key and label. */
export function promptBlanks(text: string): (PromptPart & { blank?: PromptBlank })[] {
  let before = '';
  let count = 0;
  return splitPlaceholders(text).map((part) => {
    const joined = before;
    before += part.text;
    if (!part.placeholder) return part;
    const index = count++;
    const bracketed = part.text.startsWith('[');
    const blank: PromptBlank = bracketed
      ? { text: part.text, key: part.text, label: part.text.slice(1, -1).trim() }
      : { text: part.text, key: `_${index}`, label: underscoreLabel(joined, index) };
    return { ...part, blank };
  });
}

/** A value counts once it has more than spaces in it. */
export const isFilled = (value: string | undefined): value is string => (value ?? '').trim() !== '';

/** The prompt with each filled blank replaced by its value; blanks left empty stay as written. */
export function fillPrompt(text: string, values: BlankValues): string {
  return promptBlanks(text)
    .map(({ text: written, blank }) => {
      const value = blank && values[blank.key];
      return isFilled(value) ? value : written;
    })
    .join('');
}

/** How many of the prompt's distinct blanks are filled, of how many. */
export function blankProgress(text: string, values: BlankValues): { filled: number; total: number } {
  const keys = new Set(promptBlanks(text).flatMap(({ blank }) => (blank ? [blank.key] : [])));
  let filled = 0;
  for (const key of keys) if (isFilled(values[key])) filled += 1;
  return { filled, total: keys.size };
}
