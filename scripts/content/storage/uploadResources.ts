import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface UploadOutcome {
  file: string;
  bytes: number;
  /** Supabase's message when the upload was refused. */
  error?: string;
}

/**
 * Uploads every PDF in `dir` to the bucket, replacing what is there, so the public URLs the site
 * links to serve today's files. Needs a client made with the service-role key.
 */
export async function uploadResources(
  client: SupabaseClient,
  dir: string,
  bucket = 'resources',
): Promise<UploadOutcome[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.pdf'))
    .sort();
  const outcomes: UploadOutcome[] = [];
  for (const file of files) {
    const body = readFileSync(join(dir, file));
    const { error } = await client.storage.from(bucket).upload(file, body, {
      contentType: 'application/pdf',
      cacheControl: '3600',
      upsert: true,
    });
    outcomes.push(error ? { file, bytes: body.length, error: error.message } : { file, bytes: body.length });
  }
  return outcomes;
}
