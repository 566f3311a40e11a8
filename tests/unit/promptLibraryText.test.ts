import { describe, expect, it } from 'vitest';
import { blankProgressText, matchSummary, toggleLabel } from '../../src/prompts/promptLibraryText';

describe('the words around the prompt grid', () => {
  it.each([
    [0, 0, 'No prompts match'],
    [1, 1, 'Showing 1 prompt'],
    [6, 6, 'Showing all 6 prompts'],
    [7, 6, 'Showing 6 of 7 prompts'],
    [106, 6, 'Showing 6 of 106 prompts'],
    [106, 106, 'Showing all 106 prompts'],
  ])('%i matches, %i shown → %s', (matches, shown, text) => {
    expect(matchSummary(matches, shown)).toBe(text);
  });

  it('names the hidden prompts on Show More, in the right number', () => {
    expect(toggleLabel(false, 100)).toBe('Show More (100 more prompts)');
    expect(toggleLabel(false, 2)).toBe('Show More (2 more prompts)');
    expect(toggleLabel(false, 1)).toBe('Show More (1 more prompt)');
    expect(toggleLabel(true, 100)).toBe('Show Less');
  });

  it.each([
    [0, 1, '1 blank to fill in'],
    [0, 4, '4 blanks to fill in'],
    [1, 1, '1 of 1 blank filled'],
    [2, 4, '2 of 4 blanks filled'],
    [4, 4, '4 of 4 blanks filled'],
  ])('%i of %i blanks filled → %s', (filled, total, text) => {
    expect(blankProgressText({ filled, total })).toBe(text);
  });
});
