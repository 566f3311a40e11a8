// `npm run backend`: the embedded backend on its own port, for supabase-js clients outside the site.
import { createPublicServer, keepServingOnUncaught } from './http/publicServer.ts';
import { BackendStartError } from './database.ts';
import { createLocalBackend, openBeforeServing } from './handler.ts';
import { LOCAL_ANON_KEY } from './anonKey.ts';
import { SERVICE_ROLE_KEY_FILE } from './serviceRoleKey.ts';
import { describeUrl } from './postgres.ts';

const port = Number(process.env.SUPABASE_LOCAL_PORT || 54321);
const backend = createLocalBackend();

try {
  await openBeforeServing(backend);
} catch (error) {
  console.error(error instanceof BackendStartError ? error.message : error);
  process.exit(1);
}

keepServingOnUncaught();
const server = createPublicServer((req, res) => backend.middleware(req, res));
server.listen(port, '127.0.0.1', () => {
  console.log(`Local Supabase backend on http://localhost:${port}`);
  console.log(`  anon key: ${LOCAL_ANON_KEY}`);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  console.log(
    `  data:     ${databaseUrl ? `PostgreSQL at ${describeUrl(databaseUrl)}` : process.env.SUPABASE_LOCAL_DATA_DIR || '.data'}`,
  );
  console.log(`  service-role key: in ${SERVICE_ROLE_KEY_FILE} of the data folder (owner only)`);
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: closing the local backend…`);
  server.close();
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
