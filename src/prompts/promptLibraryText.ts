/** How many prompt cards the library shows before Show More. */
export const INITIAL_PROMPT_COUNT = 6;

/** "Showing 6 of 24 prompts": read out whenever the matches change. */
export function matchSummary(matches: number, shown: number): string {
  if (matches === 0) return 'No prompts match';
  if (shown >= matches) {
    return matches === 1 ? 'Showing 1 prompt' : `Showing all ${matches} prompts`;
  }
  return `Showing ${shown} of ${matches} prompts`;
}

/** Under a card's prompt: '3 blanks to fill in', then '1 of 3 blanks filled'. */
export function blankProgressText({ filled, total }: { filled: number; total: number }): string {
  if (filled === 0) return total === 1 ? '1 blank to fill in' : `${total} blanks to fill in`;
  return `${filled} of ${total} ${total === 1 ? 'blank' : 'blanks'} filled`;
}

/** The label of the toggle under the grid: 'Show More (N more prompts)' or 'Show Less'. */
export function toggleLabel(expanded: boolean, hidden: number): string {
  if (expanded) return 'Show Less';
  return `Show More (${hidden} more ${hidden === 1 ? 'prompt' : 'prompts'})`;
}
