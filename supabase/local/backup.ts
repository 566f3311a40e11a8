// `npm run backup -- [--out <file>] [--port 5173] [--data-dir .data]`
// A consistent copy of the site's database, taken while the server keeps serving and storing rows.
// - The embedded database: the running server copies it between two requests (POST /backup/v1/snapshot
//   with the data folder's service-role key); with no server running, this copies it itself. The copy
//   becomes a .tar.gz holding `pgdata/`: unpacked into an empty data folder, it is that folder's database.
// - With DATABASE_URL: pg_dump's custom format, read back with pg_restore.
// Restoring either: docs/deploy.md.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackendStartError, DEFAULT_DATA_DIR, openDatabase, snapshotDatabase } from './database.ts';
import { BACKUP_PATH } from './handler.ts';
import { describeUrl } from './postgres.ts';
import { readServiceRoleKey } from './serviceRoleKey.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    port: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
// The settings the server reads (.env, then the environment, which wins).
if (existsSync('.env')) process.loadEnvFile('.env');
const databaseUrl = process.env.DATABASE_URL?.trim();
const dataDir = resolve(values['data-dir'] ?? (process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR));
const port = Number(values.port || process.env.PORT || 5173);
const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
const out = resolve(values.out ?? `backup-${stamp}${databaseUrl ? '.dump' : '.tar.gz'}`);

class Refused extends Error {}

/** Asks the server on `port` for a copy; undefined when no server listens there. */
function askServer(): Promise<string | undefined> {
  let key: string;
  try {
    key = readServiceRoleKey(dataDir);
  } catch (error) {
    return Promise.reject(new Refused((error as Error).message));
  }
  return new Promise((done, fail) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: BACKUP_PATH,
        method: 'POST',
        headers: { apikey: key, authorization: `Bearer ${key}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          if (res.statusCode === 201) done((JSON.parse(body) as { folder: string }).folder);
          else
            fail(
              new Refused(
                `The server on port ${port} refused the backup (${res.statusCode}: ${body}). ` +
                  `Is it the server of ${dataDir}? Give its --port and --data-dir.`,
              ),
            );
        });
      },
    );
    sent.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' ? done(undefined) : fail(error),
    );
    sent.end();
  });
}

/** No server on the port: the folder is copied here, under its lock (refused while a server holds it). */
async function copyHere(): Promise<string> {
  if (!existsSync(join(dataDir, 'pgdata', 'PG_VERSION')))
    throw new Refused(
      `There is no database in ${dataDir}. Give the server's --data-dir (SUPABASE_LOCAL_DATA_DIR).`,
    );
  const opened = await openDatabase(dataDir);
  try {
    return await snapshotDatabase(opened);
  } finally {
    await opened.close();
  }
}

function dumpPostgres(url: string): void {
  // The password goes by the environment, not the command line, where any user's `ps` would show it.
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  try {
    execFileSync('pg_dump', ['--format=custom', '--file', out, '--dbname', address.href], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackendStartError(
        'pg_dump is not installed. Install the PostgreSQL client of the server’s major version or later ' +
          '(Debian: sudo apt-get install postgresql-client).',
      );
    throw new BackendStartError(`pg_dump could not back up PostgreSQL at ${describeUrl(url)}.`);
  }
}

try {
  if (databaseUrl) {
    dumpPostgres(databaseUrl);
  } else {
    const folder = (await askServer()) ?? (await copyHere());
    try {
      execFileSync('tar', ['-czf', out, '-C', folder, 'pgdata']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const megabytes = (statSync(out).size / 2 ** 20).toFixed(1);
  console.log(`Backed up the database to ${out} (${megabytes} MB). Restoring it: docs/deploy.md.`);
} catch (error) {
  console.error(error instanceof BackendStartError || error instanceof Refused ? error.message : error);
  process.exit(1);
}
