import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { readServiceRoleKey } from '../../supabase/local/serviceRoleKey';
import { RESOURCES_DIR, writeResourcePdfs } from './pdf/renderResourcePdfs';
import { uploadResources } from './storage/uploadResources';

/**
 * `npm run storage:upload`: puts the resource PDFs into the bucket `resources`.
 * Hosted: the project URL and the service-role key come from the environment and are never written to
 * the repo. Without SUPABASE_URL it uploads to the embedded backend of a running `npm start`
 * (http://localhost:5173, or PORT), with the service-role key that backend made in its data folder.
 */
const hostedUrl = process.env.SUPABASE_URL || process.env.VITE_SUPABASE_URL;
let url = hostedUrl;
let serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!hostedUrl) {
  url = `http://localhost:${process.env.PORT || 5173}`;
  try {
    serviceKey = readServiceRoleKey();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
if (!url || !serviceKey) {
  console.error(
    'Set SUPABASE_SERVICE_ROLE_KEY in the environment with SUPABASE_URL, e.g.\n' +
      '  SUPABASE_URL=https://<project>.supabase.co SUPABASE_SERVICE_ROLE_KEY=… npm run storage:upload\n' +
      'The service-role key is in the Supabase dashboard under Project Settings → API keys. Never commit it.',
  );
  process.exit(1);
}

// Node 20 has no WebSocket of its own; supabase-js wants one for its realtime client even when it is not used.
const client = createClient(url, serviceKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
});
// Drawn afresh first, so what is uploaded is what the content and the tokens give today.
await writeResourcePdfs();
const outcomes = await uploadResources(client, RESOURCES_DIR);
// supabase-js reports an unreachable address as 'fetch failed'; say what that means here.
const explain = (error: string) =>
  error === 'fetch failed' ? `could not reach ${url} (check SUPABASE_URL and that the project is up)` : error;
for (const { file, bytes, error } of outcomes) {
  console.log(
    `${error ? '✗' : '✓'} ${file} (${(bytes / 1024).toFixed(0)} KB)${error ? `: ${explain(error)}` : ''}`,
  );
}
const failed = outcomes.filter((o) => o.error).length;
console.log(`${outcomes.length - failed} of ${outcomes.length} uploaded to ${url}`);
process.exit(failed > 0 ? 1 : 0);
