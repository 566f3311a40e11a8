import { describe, expect, it } from 'vitest';
import { prompts } from '../../content/prompts';
import { splitPlaceholders } from '../../src/prompts/promptPlaceholders';

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
