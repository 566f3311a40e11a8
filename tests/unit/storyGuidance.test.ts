import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guidanceFileOf, readGuidance } from '../../.storybook/guidance';

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file));

const storyFiles = filesUnder('stories').filter((file) => /\.stories\.tsx?$/.test(file));
const guidanceFiles = filesUnder('stories').filter((file) => file.endsWith('.guidance.md'));

const template = `# Sample

## When to use

- On a page that needs it.

## When not to use

- A page that does not. **Instead:** Nothing.

## Content

- Short words.

## States

- **Default:** Pink on white.
- **Hover:** Underlined,
  offset below the text.

## Accessibility

- **Keyboard:** Tab reaches it.
- **Screen reader:** Read as a link.
- **Contrast:** 7.59:1.

## Status

On one page.
`;

describe('Story guidance', () => {
  it('every story file has its guidance beside it, and every guidance file its stories', () => {
    expect(storyFiles.length).toBeGreaterThan(70);
    expect(storyFiles.map(guidanceFileOf).sort()).toEqual([...guidanceFiles].sort());
  });

  it.each(guidanceFiles)('%s follows the template', (file) => {
    const guidance = readGuidance(readFileSync(file, 'utf8'));
    for (const text of [
      ...guidance.use,
      ...guidance.avoid.flatMap(({ when, instead }) => [when, instead]),
      ...guidance.content,
      ...guidance.states.flatMap(({ name, looks }) => [name, looks]),
      ...Object.values(guidance.accessibility),
      guidance.status.note,
    ]) {
      expect(text.trim().length, file).toBeGreaterThan(0);
    }
  });

  it('reads a file written as the Docs page reads', () => {
    expect(readGuidance(template)).toEqual({
      use: ['On a page that needs it.'],
      avoid: [{ when: 'A page that does not.', instead: 'Nothing.' }],
      content: ['Short words.'],
      states: [
        { name: 'Default', looks: 'Pink on white.' },
        { name: 'Hover', looks: 'Underlined, offset below the text.' },
      ],
      accessibility: { keyboard: 'Tab reaches it.', screenReader: 'Read as a link.', contrast: '7.59:1.' },
      status: { note: 'On one page.' },
    });
    expect(readGuidance(`${template}\n## Engineering notes\n\n- Loads with the page.\n`).engineering).toEqual(
      ['Loads with the page.'],
    );
  });

  it.each([
    ['a section left out', template.replace('## Content\n\n- Short words.\n\n', ''), /"Content" is missing/],
    ['sections out of order', template.replace('## Content', '## Contents'), /"Contents" is not a section/],
    [
      'a section moved',
      template.replace('## When to use\n\n- On a page that needs it.\n\n', '') +
        '\n## When to use\n\n- Here.\n',
      /out of order/,
    ],
    [
      'an alternative without "Instead"',
      template.replace(' **Instead:** Nothing.', ''),
      /needs one "\*\*Instead:\*\*"/,
    ],
    ['a state without its name', template.replace('**Default:** ', ''), /"States".*bold label/],
    [
      'a point of accessibility missing',
      template.replace('- **Contrast:** 7.59:1.\n', ''),
      /Keyboard, Screen reader and Contrast/,
    ],
    [
      'a status that writes its level by hand',
      template.replace('On one page.', '**Stable.** On one page.'),
      /the level is computed from the evidence/,
    ],
  ])('names what is wrong with %s', (_, markdown, message) => {
    expect(() => readGuidance(markdown)).toThrow(message);
  });
});
