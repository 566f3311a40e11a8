import { describe, expect, it } from 'vitest';
import { prompts } from '../../content/prompts';
import { promptCategories, promptTags, type Prompt } from '../../content/types';

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const count = <K extends string>(keys: readonly K[], of: (p: Prompt) => readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, prompts.filter((p) => of(p).includes(k)).length])) as Record<
    K,
    number
  >;

/** Sets of three consecutive words, for telling near-duplicates apart. */
function shingles(text: string): Set<string> {
  const list = words(text.toLowerCase().replace(/[^\p{L}\p{N}\s[\]_]/gu, ' '));
  const out = new Set<string>();
  for (let i = 0; i + 2 < list.length; i += 1) out.add(list.slice(i, i + 3).join(' '));
  return out;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared || 1);
}

describe('the prompt library', () => {
  it('holds 106 prompts with ids 1 to 106, in order', () => {
    expect(prompts).toHaveLength(106);
    expect(prompts.map((p) => p.id)).toEqual(Array.from({ length: 106 }, (_, i) => i + 1));
  });

  it('represents every category well', () => {
    const perCategory = count(promptCategories, (p) => [p.category]);
    for (const category of promptCategories)
      expect(perCategory[category], category).toBeGreaterThanOrEqual(15);
  });

  it('gives each prompt one to three distinct tags from the nine, and uses every tag often', () => {
    for (const p of prompts) {
      expect(p.tags.length, p.title).toBeGreaterThanOrEqual(1);
      expect(p.tags.length, p.title).toBeLessThanOrEqual(3);
      expect(new Set(p.tags).size, p.title).toBe(p.tags.length);
      for (const tag of p.tags) expect(promptTags, p.title).toContain(tag);
    }
    const perTag = count(promptTags, (p) => p.tags);
    for (const tag of promptTags) expect(perTag[tag], tag).toBeGreaterThanOrEqual(10);
  });

  it('opens on a varied first screen: the first six prompts are six categories', () => {
    expect(new Set(prompts.slice(0, 6).map((p) => p.category)).size).toBe(6);
  });

  it('has distinct titles that say what the prompt produces', () => {
    const titles = prompts.map((p) => p.title.toLowerCase());
    expect(new Set(titles).size).toBe(prompts.length);
    for (const p of prompts) {
      expect(p.title.length, p.title).toBeLessThanOrEqual(60);
      expect(words(p.title).length, p.title).toBeGreaterThanOrEqual(2);
      expect(p.title, p.title).not.toMatch(/[.\s]$/);
    }
  });

  it('has a one-sentence description saying when to use each prompt', () => {
    for (const p of prompts) {
      expect(p.description.length, p.title).toBeGreaterThanOrEqual(60);
      expect(p.description.length, p.title).toBeLessThanOrEqual(160);
      expect(p.description, p.title).toMatch(/\.$/);
    }
  });

  it('has prompts of 40 to 200 words that set a role, ask for a format and say what to avoid', () => {
    for (const p of prompts) {
      const n = words(p.prompt).length;
      expect(n, p.title).toBeGreaterThanOrEqual(40);
      expect(n, p.title).toBeLessThanOrEqual(200);
      expect(p.prompt, p.title).toMatch(/\b(act as|you are|you're|imagine you|take the role|be my)\b/i);
      expect(p.prompt, p.title).toMatch(/\b(avoid|don['’]t|do not|never|without|no more than|keep it)\b/i);
    }
  });

  it('shows what to fill in: brackets in most prompts, underscores in some, the usual blanks present', () => {
    const bracketed = prompts.filter((p) => /\[[^\]\n]+\]/.test(p.prompt));
    const underscored = prompts.filter((p) => /_{5,}/.test(p.prompt));
    expect(bracketed.length).toBeGreaterThanOrEqual(70);
    expect(underscored.length).toBeGreaterThanOrEqual(10);
    for (const blank of ['[describe your business]', '[topic]', '[specific topic]']) {
      expect(prompts.filter((p) => p.prompt.includes(blank)).length, blank).toBeGreaterThanOrEqual(3);
    }
  });

  it('has no near-duplicates', () => {
    const sets = prompts.map((p) => shingles(p.prompt));
    const close: string[] = [];
    for (let i = 0; i < prompts.length; i += 1) {
      for (let j = i + 1; j < prompts.length; j += 1) {
        const a = sets[i];
        const b = sets[j];
        if (a && b && jaccard(a, b) > 0.3) close.push(`${prompts[i]?.title} ~ ${prompts[j]?.title}`);
      }
    }
    expect(close).toEqual([]);
  });

  it('is written in British English', () => {
    const american =
      /\b(\w*(organiz|optimiz|prioritiz|summariz|customiz|personaliz|recogniz|utiliz|analyz|emphasiz|minimiz|maximiz|apologiz|categoriz)\w*|colors?|centers?|behaviors?|favorites?)\b/i;
    for (const p of prompts) {
      for (const text of [p.title, p.description, p.prompt]) expect(text, p.title).not.toMatch(american);
    }
  });

  it('leaves no stray whitespace for the clipboard', () => {
    for (const p of prompts) {
      expect(p.prompt, p.title).toBe(p.prompt.trim());
      expect(p.prompt, p.title).not.toMatch(/ {2,}|\t/);
    }
  });
});
