/**
 * Where the story tests leave each story's last check (storyChecks.ts writes it, evidence.ts reads
 * it): by story file and story name, passed, failed on accessibility (`axe`), or failed otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The last check of each story, by story file and name, written by the story tests'
 * reporter (storyChecks.ts) where `npm test` runs them.
 */
export const STORY_CHECKS = join(ROOT, 'node_modules', '.cache', 'story-checks.json');
export type StoryCheck = 'passed' | 'axe' | 'failed';
export type StoryChecks = Record<string, Record<string, StoryCheck>>;

/** The last accessibility check of every story, where the story tests ran here. */
export function readStoryChecks(file = STORY_CHECKS): StoryChecks {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoryChecks;
  } catch {
    return {};
  }
}
