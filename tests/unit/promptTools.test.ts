import { beforeEach, describe, expect, it } from 'vitest';
import { assistants } from '../../content/assistants';
import { assistantLink } from '../../src/prompts/assistantLink';
import { BLANKS_STORAGE_KEY, forgetAllBlanks, readBlanks, writeBlanks } from '../../src/prompts/blankStore';

const byName = (name: string) => {
  const found = assistants.choices.find((a) => a.name === name);
  if (!found) throw new Error(`No assistant called ${name}`);
  return found;
};

describe('opening a prompt in an assistant', () => {
  const prompt = 'Plan a 1+1 meeting for [team] & me:\n50% listening, “no” slides.';

  it('puts the prompt, whole, in the address of ChatGPT and Claude', () => {
    for (const [name, origin, path] of [
      ['ChatGPT', 'https://chatgpt.com', '/'],
      ['Claude', 'https://claude.ai', '/new'],
    ] as const) {
      const link = assistantLink(byName(name), prompt, assistants.maxAddressLength);
      expect(link.paste).toBe(false);
      const url = new URL(link.href);
      expect(url.origin + url.pathname).toBe(origin + path);
      expect(url.searchParams.get('q')).toBe(prompt);
      expect(link.href).not.toContain('+');
    }
  });

  it('opens Gemini, which takes no prompt in its address, for a paste', () => {
    expect(assistantLink(byName('Gemini'), prompt, assistants.maxAddressLength)).toEqual({
      href: 'https://gemini.google.com/app',
      paste: 'unsupported',
    });
  });

  it('sends a prompt too long for an address to be pasted instead', () => {
    const longest = 'x'.repeat(assistants.maxAddressLength);
    for (const assistant of assistants.choices) {
      const link = assistantLink(assistant, longest, assistants.maxAddressLength);
      expect(link.href).toBe(assistant.home);
      expect(link.paste).not.toBe(false);
    }
    // Encoding counts: a prompt of spaces is three times as long in the address.
    const spaces = ' '.repeat(Math.ceil(assistants.maxAddressLength / 3));
    expect(assistantLink(byName('ChatGPT'), spaces, assistants.maxAddressLength).paste).toBe('too-long');
  });

  it('lists every assistant with a secure home of its own', () => {
    expect(assistants.choices.length).toBeGreaterThanOrEqual(2);
    for (const a of assistants.choices) expect(new URL(a.home).protocol).toBe('https:');
    expect(assistants.choices.filter((a) => a.promptParameter).length).toBeGreaterThanOrEqual(2);
  });
});

describe('the blanks kept in the tab', () => {
  beforeEach(() => {
    forgetAllBlanks();
    sessionStorage.clear();
  });

  it('keeps each prompt’s values in sessionStorage, and forgets empty ones', () => {
    writeBlanks(6, { '[problem]': 'late invoices', '[describe your business]': '' });
    writeBlanks(12, { _3: 'ops lead' });
    expect(readBlanks(6)).toEqual({ '[problem]': 'late invoices' });
    expect(JSON.parse(sessionStorage.getItem(BLANKS_STORAGE_KEY) ?? '')).toEqual({
      6: { '[problem]': 'late invoices' },
      12: { _3: 'ops lead' },
    });
    writeBlanks(6, {});
    expect(readBlanks(6)).toEqual({});
    expect(Object.keys(JSON.parse(sessionStorage.getItem(BLANKS_STORAGE_KEY) ?? ''))).toEqual(['12']);
  });
});
