import { describe, expect, it } from 'vitest';
import { promptTags } from '../../content/types';
import { ALL } from '../../src/prompts/filterPrompts';
import {
  defaultQuery,
  promptLink,
  readLibraryQuery,
  tagSlug,
  writeLibraryQuery,
  type LibraryQuery,
} from '../../src/prompts/libraryQuery';

const tags = [ALL, ...promptTags];
const read = (search: string) => readLibraryQuery(new URLSearchParams(search), tags);

describe('the library view in the address', () => {
  it('leaves the plain page with a plain address', () => {
    expect(writeLibraryQuery(defaultQuery).toString()).toBe('');
    expect(read('')).toEqual(defaultQuery);
  });

  it('writes tags as readable slugs', () => {
    expect(tagSlug('Email Marketing')).toBe('email-marketing');
    expect(tagSlug('UX Research')).toBe('ux-research');
    expect(writeLibraryQuery({ search: '', tag: 'LinkedIn', expanded: false, prompt: null }).toString()).toBe(
      'tag=linkedin',
    );
  });

  it.each<LibraryQuery>([
    { search: 'email', tag: ALL, expanded: false, prompt: null },
    { search: '', tag: 'Personal Branding', expanded: true, prompt: null },
    { search: 'café & co / 50% [topic]', tag: 'Content Creation', expanded: false, prompt: null },
    { search: '  spaced  ', tag: 'UX Research', expanded: true, prompt: null },
    { search: '', tag: ALL, expanded: false, prompt: '12' },
    { search: 'email', tag: 'LinkedIn', expanded: true, prompt: '999' },
  ])('round-trips %j', (query) => {
    expect(read(writeLibraryQuery(query).toString())).toEqual(query);
  });

  it('gives each prompt its own address, which the view reads back', () => {
    expect(promptLink('/find-prompt', 12)).toBe('/find-prompt?prompt=12');
    expect(read(promptLink('/find-prompt', 12).split('?')[1] ?? '').prompt).toBe('12');
    expect(read('prompt=').prompt).toBeNull();
    expect(read('prompt=%20').prompt).toBeNull();
  });

  it('reads every one of the nine tags back', () => {
    for (const tag of promptTags) {
      expect(read(writeLibraryQuery({ ...defaultQuery, tag }).toString()).tag).toBe(tag);
    }
  });

  it('reads an unknown tag or odd flag as the default', () => {
    expect(read('tag=astrology').tag).toBe(ALL);
    expect(read('tag=').tag).toBe(ALL);
    expect(read('more=yes').expanded).toBe(false);
  });

  it('keeps parameters that are not its own, and replaces its own', () => {
    const current = new URLSearchParams('utm_source=newsletter&q=old&more=1');
    expect(
      writeLibraryQuery({ search: 'new', tag: ALL, expanded: false, prompt: null }, current).toString(),
    ).toBe('utm_source=newsletter&q=new');
    expect(current.toString()).toBe('utm_source=newsletter&q=old&more=1');
  });

  it('accepts a tag written by hand in another case or with spaces', () => {
    expect(read('tag=Email%20Marketing').tag).toBe('Email Marketing');
    expect(read('tag=LINKEDIN').tag).toBe('LinkedIn');
  });
});
