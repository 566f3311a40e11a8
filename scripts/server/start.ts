// `npm start` (after the build): both hosts' prerendered sites on one port, chosen by host name,
// with the embedded backend mounted unless a hosted Supabase project is configured.
//   node --liftoff-only --optimize-for-size dist/server/start.js [--port 5173]   (built from this file by npm run build)
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { hostedConfig } from '../../supabase/local/hostedConfig.ts';
import { BackendStartError, SERVER_NODE_FLAGS } from '../../supabase/local/database.ts';
import { createLocalBackend, openBeforeServing } from '../../supabase/local/handler.ts';
import { describeUrl } from '../../supabase/local/postgres.ts';
import { createPublicServer, keepServingOnUncaught } from '../../supabase/local/http/publicServer.ts';
import { createSiteHandler } from './siteServer.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' } },
});
// The same settings the build read (.env, then the environment, which wins).
if (existsSync('.env')) process.loadEnvFile('.env');
const port = Number(values.port || process.env.PORT || 5173);
let supabaseUrl: string | undefined;
try {
  supabaseUrl = hostedConfig(process.env)?.url;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const backend = supabaseUrl ? undefined : createLocalBackend();
const databaseUrl = process.env.DATABASE_URL?.trim();
const missingFlags = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
if (backend && !databaseUrl && missingFlags.length > 0)
  console.warn(
    `Started without \`node ${missingFlags.join(' ')}\`: the server may take hundreds of MB more. ` +
      `npm start and npm run serve start it with ${SERVER_NODE_FLAGS.join(' ')}.`,
  );
try {
  if (backend) await openBeforeServing(backend);
} catch (error) {
  console.error(error instanceof BackendStartError ? error.message : error);
  process.exit(1);
}

keepServingOnUncaught();
const server = createPublicServer(createSiteHandler({ backend, supabaseUrl }));
server.listen(port, () => {
  console.log('Serving the prerendered sites:');
  console.log(`  main host:      http://localhost:${port}/`);
  console.log(`  community host: http://womenloveai.localhost:${port}/`);
  console.log(
    supabaseUrl
      ? `  backend:        ${supabaseUrl}`
      : `  backend:        embedded, on the same port, ${
          databaseUrl ? `with PostgreSQL at ${describeUrl(databaseUrl)}` : 'with its own database (PGlite)'
        }`,
  );
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  await backend?.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
