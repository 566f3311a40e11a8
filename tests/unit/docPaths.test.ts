/**
 * The docs name files by their path from the checkout's root (`src/ui/heldInput.ts`): each one
 * must exist, so a file that moves takes its mentions with it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
/**
 * A path from the root into one of the project's own folders, to a source or doc file (an image's
 * name, `stories/x-mobile.png`, is a baseline's, under tests/visual/__screenshots__/).
 */
const PATH =
  /\b(?:src|scripts|tests|theme|content|stories|supabase|\.storybook|\.ci)\/[\w./-]+\.(?:tsx?|mjs|js|mdx?|json|css|sql|svg|ya?ml)\b/g;

describe('the files the docs name', () => {
  for (const doc of docs)
    it(`${doc} names only files that exist`, () => {
      const named = [...new Set(readFileSync(join(ROOT, doc), 'utf8').match(PATH) ?? [])];
      expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
    });
});
