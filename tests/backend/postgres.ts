import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { readMigrations } from '../../supabase/local/database';

/**
 * A throwaway PostgreSQL 15 server (Debian's `postgresql` package, what hosted Supabase's older projects
 * run) on a private socket directory and port, with the migrations applied unchanged. Installed with apt
 * when the tests run as root on a machine with apt, as the browser suites install Chromium; otherwise a
 * clear error names the step and the command to run, so the checks never pass by being skipped.
 */

const VERSION = '15';
const INSTALL = 'sudo apt-get install -y postgresql';

function binDir(): string | undefined {
  const dir = `/usr/lib/postgresql/${VERSION}/bin`;
  return existsSync(join(dir, 'initdb')) ? dir : undefined;
}

function ensureServer(): string {
  const found = binDir();
  if (found) return found;
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (!root || !apt)
    throw new Error(
      `The PostgreSQL ${VERSION} checks need Debian's PostgreSQL ${VERSION} server, which is not installed. Install it with:\n  ${INSTALL}`,
    );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
  const installed = binDir();
  if (!installed)
    throw new Error(
      `apt-get installed postgresql, but no PostgreSQL ${VERSION} server is in /usr/lib/postgresql`,
    );
  return installed;
}

export interface ThrowawayPostgres {
  /** A new connection as the superuser (the migrations' owner, like `postgres` on Supabase). */
  connect(): Promise<pg.Client>;
  /** Its address over TCP on 127.0.0.1, as a team's DATABASE_URL gives it: the `postgres` database. */
  url: string;
  version: string;
  /** Stops the server (fast shutdown: its connections are cut) and starts it again, as a restart does. */
  halt(): void;
  resume(): void;
  stop(): void;
}

/** A new, empty database on the server at `url` (a superuser's address); resolves with its address. */
export async function createDatabase(url: string): Promise<string> {
  const name = `site_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.href;
}

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const bin = ensureServer();
  const dir = mkdtempSync(join(tmpdir(), 'ai-edit-pg15-'));
  const data = join(dir, 'data');
  // initdb and postgres refuse to run as root; the package's own `postgres` user runs them then.
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? 'postgres' : userInfo().username;
  if (asRoot) {
    const owner = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(owner), Number(group));
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  // A port below the range Linux hands out to outgoing connections (32768–60999), where one such
  // connection once held the port drawn. A listening server may still hold one: a start that finds
  // its port taken draws another.
  const drawPort = () => 20000 + Math.floor(Math.random() * 12000);
  let port = drawPort();
  run('initdb', ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const log = join(dir, 'server.log');
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      log,
      '-o',
      `-k ${dir} -p ${port} -c listen_addresses=127.0.0.1`,
      'start',
    ]);
  const logged = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
  for (let attempt = 1; ; attempt++) {
    const before = logged().length;
    try {
      start();
      break;
    } catch (error) {
      if (attempt === 5 || !logged().slice(before).includes('Address already in use')) throw error;
      port = drawPort();
    }
  }
  const connect = async () => {
    const client = new pg.Client({ host: dir, port, user, database: 'postgres' });
    await client.connect();
    return client;
  };
  const admin = await connect();
  const version =
    (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '';
  for (const migration of readMigrations()) {
    await admin.query('begin');
    await admin.query(migration.sql);
    await admin.query('commit');
  }
  await admin.end();
  return {
    connect,
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    version,
    halt: () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']),
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
