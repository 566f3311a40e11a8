import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's folder: the nearest one above this module that has `supabase/migrations`. The module
 * runs from supabase/local in the source, and from a chunk of the production server's build in
 * dist/server, so the folder is looked for rather than counted.
 */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'supabase', 'migrations'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No supabase/migrations folder above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
