import { describe, expect, it } from 'vitest';
import { prompts } from '../../content/prompts';
import { promptCategories, type Prompt } from '../../content/types';
import { ALL, filterPrompts, matchesFilter, noFilter } from '../../src/prompts/filterPrompts';
import { specFilter } from '../support/promptRule';

/** Small made-up prompts, so each clause can be shown on its own. */
const sample: Prompt[] = [
  {
    id: 1,
    title: 'Welcome email for new subscribers',
    description: 'Use when someone joins your list.',
    prompt: 'Write a warm onboarding note about [topic].',
    category: 'Marketing',
    tags: ['Email Marketing', 'Content Creation'],
  },
  {
    id: 2,
    title: 'Pre-mortem for a launch',
    description: 'Before a big bet, imagine it failed.',
    prompt: 'Act as a strategist. Email nobody.',
    category: 'Strategy',
    tags: ['Business Strategy'],
  },
  {
    id: 3,
    title: 'Interview guide',
    description: 'For customer discovery calls.',
    prompt: 'You are a UX researcher.',
    category: 'UX Research',
    tags: ['UX Research', 'Innovation'],
  },
];

const ids = (list: readonly Prompt[]) => list.map((p) => p.id);

describe('filterPrompts: the search clause', () => {
  it('matches an empty search to everything', () => {
    expect(ids(filterPrompts(sample, noFilter))).toEqual([1, 2, 3]);
  });

  it('looks in the title', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'pre-mortem' }))).toEqual([2]);
  });

  it('looks in the description', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'discovery' }))).toEqual([3]);
  });

  it('looks in every tag', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'innovation' }))).toEqual([3]);
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'content creation' }))).toEqual([1]);
  });

  it('ignores case on both sides', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'WELCOME' }))).toEqual([1]);
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'ux RESEARCH' }))).toEqual([3]);
  });

  it('matches substrings, not whole words', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'mail' }))).toEqual([1]);
  });

  it('never searches the prompt text itself', () => {
    // "Email nobody" is only in prompt 2's text; "onboarding" only in prompt 1's.
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'nobody' }))).toEqual([]);
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'onboarding' }))).toEqual([]);
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'email' }))).toEqual([1]);
  });

  it('takes the search as typed: spaces count', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, search: ' guide' }))).toEqual([3]);
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'guide ' }))).toEqual([]);
  });

  it('treats brackets and dots as plain characters', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, search: '.*' }))).toEqual([]);
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'list.' }))).toEqual([1]);
  });
});

describe('filterPrompts: the category clause', () => {
  it('keeps only the category, or everything for All', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, category: 'Strategy' }))).toEqual([2]);
    expect(ids(filterPrompts(sample, { ...noFilter, category: ALL }))).toEqual([1, 2, 3]);
    expect(ids(filterPrompts(sample, { ...noFilter, category: 'Sales' }))).toEqual([]);
  });
});

describe('filterPrompts: the tag clause', () => {
  it('keeps prompts carrying the tag, or everything for All', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, tag: 'Innovation' }))).toEqual([3]);
    expect(ids(filterPrompts(sample, { ...noFilter, tag: 'Email Marketing' }))).toEqual([1]);
    expect(ids(filterPrompts(sample, { ...noFilter, tag: 'LinkedIn' }))).toEqual([]);
  });

  it('needs the exact tag, not a part of one', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, tag: 'Email' }))).toEqual([]);
  });
});

describe('filterPrompts: clauses combine with AND', () => {
  it('search and tag', () => {
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'e', tag: 'Business Strategy' }))).toEqual([2]);
    expect(ids(filterPrompts(sample, { ...noFilter, search: 'welcome', tag: 'Innovation' }))).toEqual([]);
  });

  it('search, category and tag', () => {
    const filter = { search: 'guide', category: 'UX Research', tag: 'UX Research' };
    expect(ids(filterPrompts(sample, filter))).toEqual([3]);
    expect(ids(filterPrompts(sample, { ...filter, category: 'Marketing' }))).toEqual([]);
  });

  it('keeps the library order and does not change the list', () => {
    const copy = [...sample].reverse();
    expect(ids(filterPrompts(copy, noFilter))).toEqual([3, 2, 1]);
    expect(ids(copy)).toEqual([3, 2, 1]);
  });
});

describe('filterPrompts on the real library, against the rule written out', () => {
  const searches = ['', 'email', 'LinkedIn', 'plan', 'interview', 'ai', 'xyz-nothing', 'Learning', ' '];
  const tags = [ALL, 'LinkedIn', 'UX Research', 'Entrepreneurship'];

  it.each(searches.flatMap((s) => tags.map((t) => [s, t] as const)))('search %j, tag %s', (search, tag) => {
    const expected = ids(specFilter(prompts, search, tag));
    expect(ids(filterPrompts(prompts, { search, category: ALL, tag }))).toEqual(expected);
  });

  it('agrees with the rule for every category too', () => {
    for (const category of promptCategories) {
      const filter = { search: 'a', category, tag: ALL };
      expect(ids(filterPrompts(prompts, filter))).toEqual(ids(specFilter(prompts, 'a', ALL, category)));
    }
  });

  it('matchesFilter agrees with filterPrompts', () => {
    const filter = { search: 'sales', category: ALL, tag: ALL };
    expect(prompts.filter((p) => matchesFilter(p, filter))).toEqual(filterPrompts(prompts, filter));
  });
});
