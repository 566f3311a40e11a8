/**
 * Every story's file and export, by its id, read from the stories files as Storybook's own indexer
 * reads them (its CSF parser), not from a build: a clone that has not built Storybook yet, or a build
 * older than the edit, knows them all the same. A file the parser cannot read leaves its stories
 * unknown, and an unknown story reaches every source.
 *
 * The parser takes longer to load than all the rest of the prediction's reading, so a prediction
 * reads the stories beside its other work, on a thread of its own (subjects.ts, `readStoriesAside`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';

export type StoryIndex = Map<string, { file: string; exportName: string }>;

/** The index of these stories files (paths from the checkout's root). */
export function storiesOf(root: string, files: string[]): StoryIndex {
  const out: StoryIndex = new Map();
  for (const path of files) {
    try {
      const csf = loadCsf(readFileSync(join(root, path), 'utf8'), {
        fileName: path,
        makeTitle: (title?: string) => title ?? '',
      }).parse();
      for (const { __id: id, exportName } of csf.indexInputs) if (id) out.set(id, { file: path, exportName });
    } catch {
      continue;
    }
  }
  return out;
}
