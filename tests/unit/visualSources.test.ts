// @vitest-environment node
/**
 * Where the review says a cause comes from: the line that sets a token, and the content entry that
 * holds a text (scripts/visual/review/sources.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tokenSource, textSource } from '../../scripts/visual/review/sources';
import { homeText } from '../../content/home';

const lineOf = (file: string, pattern: RegExp, after = 0) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line, i) => i >= after && pattern.test(line)) + 1;

describe('the source of a cause', () => {
  it('finds the line that sets a token, however deep', () => {
    const pinkAt = lineOf('theme/primitives.ts', /^export const pink\b/);
    expect(tokenSource('pink.600')).toBe(
      `theme/primitives.ts:${lineOf('theme/primitives.ts', /^\s*600:/, pinkAt)}`,
    );
    const statusAt = lineOf('theme/primitives.ts', /^export const status\b/);
    expect(tokenSource('status.green.strong')).toBe(
      `theme/primitives.ts:${lineOf('theme/primitives.ts', /^\s*green:/, statusAt)}`,
    );
    const insetAt = lineOf('theme/primitives.ts', /^export const inset\b/);
    expect(tokenSource('inset.card.xs')).toBe(
      `theme/primitives.ts:${lineOf('theme/primitives.ts', /^\s*card:/, insetAt)}`,
    );
    expect(tokenSource('nothing.here')).toBeUndefined();
  });

  it('finds the content entry of a text, or of the longest run of its words', () => {
    const at = `content/home.ts:${lineOf('content/home.ts', /morning coffee/)}`;
    expect(textSource(homeText.featuresIntro)).toBe(at);
    expect(textSource(`${homeText.featuresIntro.split('. ')[1]} and more words the entry lacks`)).toBe(at);
  });
});
