import { describe, expect, it } from 'vitest';
import { prompts } from '../../content/prompts';
import {
  blankProgress,
  fillPrompt,
  promptBlanks,
  splitPlaceholders,
} from '../../src/prompts/promptPlaceholders';

const blanks = (text: string) =>
  splitPlaceholders(text)
    .filter((p) => p.placeholder)
    .map((p) => p.text);

describe('splitPlaceholders', () => {
  it('finds square-bracket blanks and runs of underscores', () => {
    expect(blanks('Write about [topic] for ________ readers in [describe your business].')).toEqual([
      '[topic]',
      '________',
      '[describe your business]',
    ]);
  });

  it('leaves text without blanks whole', () => {
    expect(splitPlaceholders('Plan my week.')).toEqual([{ text: 'Plan my week.', placeholder: false }]);
    expect(splitPlaceholders('')).toEqual([]);
  });

  it('needs three underscores and a closed bracket on one line', () => {
    expect(blanks('snake_case and __init__')).toEqual([]);
    expect(blanks('an [open bracket\nacross lines]')).toEqual([]);
    expect(blanks('[]')).toEqual([]);
  });

  it('handles blanks at the very start and end', () => {
    expect(splitPlaceholders('[a] b ___')).toEqual([
      { text: '[a]', placeholder: true },
      { text: ' b ', placeholder: false },
      { text: '___', placeholder: true },
    ]);
  });

  it('gives back every prompt in the library unchanged when joined', () => {
    for (const p of prompts) {
      expect(
        splitPlaceholders(p.prompt)
          .map((part) => part.text)
          .join(''),
      ).toBe(p.prompt);
    }
  });
});

describe('filling the blanks', () => {
  const text = 'Sell [product name] to ________ in [city].\nMy role: ____\nWhy [product name]? ______\n____';
  const keys = promptBlanks(text).flatMap(({ blank }) => (blank ? [blank] : []));

  it('names each blank: the words in brackets, or the words before the underscores on their line', () => {
    expect(keys.map((b) => b.label)).toEqual([
      'product name',
      'Sell [product name] to',
      'city',
      'My role',
      'product name',
      'Why [product name]?',
      'Blank 7',
    ]);
  });

  it('gives bracketed blanks written alike one value, and each run of underscores its own', () => {
    expect(keys[0]?.key).toBe(keys[4]?.key);
    expect(new Set(keys.map((b) => b.key)).size).toBe(6);
  });

  it('fills what was typed and leaves the rest as written', () => {
    const values = { '[product name]': 'Bloom boxes', [keys[1]?.key ?? '']: 'florists', '[city]': '   ' };
    expect(fillPrompt(text, values)).toBe(
      'Sell Bloom boxes to florists in [city].\nMy role: ____\nWhy Bloom boxes? ______\n____',
    );
    expect(blankProgress(text, values)).toEqual({ filled: 2, total: 6 });
    expect(fillPrompt(text, {})).toBe(text);
  });

  it('fills every blank of every prompt in the library, and nothing else', () => {
    for (const p of prompts) {
      const blanks = promptBlanks(p.prompt).flatMap(({ blank }) => (blank ? [blank] : []));
      const values = Object.fromEntries(blanks.map((b) => [b.key, `«${b.label}»`]));
      // Independently: each blank as written, in order, becomes its label in guillemets.
      let expected = '';
      let from = 0;
      for (const b of blanks) {
        const at = p.prompt.indexOf(b.text, from);
        expected += `${p.prompt.slice(from, at)}«${b.label}»`;
        from = at + b.text.length;
      }
      expected += p.prompt.slice(from);
      expect(fillPrompt(p.prompt, values)).toBe(expected);
      expect(blanks.every((b) => b.label.trim() !== '')).toBe(true);
    }
  });
});
