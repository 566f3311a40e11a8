import { execFile, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PROJECT_ROOT } from './projectRoot.ts';

export const DEFAULT_DATA_DIR = '.data';
export const MIGRATIONS_DIR = resolve(PROJECT_ROOT, 'supabase', 'migrations');
const LOCK_FILE = 'backend.lock';

/**
 * PostgreSQL's settings in PGlite, beyond its own: shared buffers of 16 MB, not 128 MB. The site's
 * tables hold thousands of rows, not millions, and the buffers were half of what an idle server held.
 */
export const DATABASE_SETTINGS = ['shared_buffers=16MB'];

/**
 * The V8 flags the server runs with (`npm start`, `npm run serve`, the systemd recipe).
 * - `--liftoff-only`: PGlite's WebAssembly stays with V8's baseline compiler. Its optimising compiler,
 *   on PostgreSQL's largest functions, briefly takes 500 MB more than the whole server needs otherwise.
 * - `--optimize-for-size`: V8's settings for small machines. Under a sustained load of requests V8
 *   otherwise grows the JavaScript heap's young generation from 16 to 128 MB, nearly all of it garbage,
 *   and lets the old generation run far ahead of what is live; with it the server holds about 190 MB
 *   under load instead of 240-290 MB, for about 7 % fewer inserts a second.
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--optimize-for-size'];

/** A problem the person starting the backend can act on; its message says how. */
export class BackendStartError extends Error {
  override name = 'BackendStartError';
}

/**
 * A database that becomes unreachable or cannot be reached yet (a team's PostgreSQL restarting, a
 * network cut): requests get a 503 meanwhile, and the server tries again.
 */
export class DatabaseUnavailable extends BackendStartError {
  override name = 'DatabaseUnavailable';
  /** PostgreSQL's connection_failure: answered as PostgREST answers it, with a 503. */
  readonly code = '08006';
}

/** What the backend asks of a database: PGlite has it, and so does the PostgreSQL adapter (postgres.ts). */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** One or more statements without parameters. */
  exec(sql: string): Promise<unknown>;
}

export interface Database extends Queryable {
  /** Runs `work` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenedDatabase<D extends Database = Database> {
  db: D;
  dataDir: string;
  /** Releases the lock and closes the database. */
  close(): Promise<void>;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Something about a running process that changes when its pid is given to another one: on Linux the time
 * it started (clock ticks since boot, field 22 of /proc/<pid>/stat) with the boot's id; elsewhere what
 * `ps` says of its start. Undefined when neither can be read.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are fixed.
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    if (started) return `${boot}:${started}`;
  } catch {
    // No /proc here (macOS): ask ps.
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      timeout: 2_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return started || undefined;
  } catch {
    return undefined;
  }
}

interface LockHolder {
  pid: number;
  /** The holder's processIdentity when it took the lock; missing in locks written by older versions. */
  started?: string;
}

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

function parseLock(text: string | undefined): LockHolder | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = JSON.parse(text) as { pid?: unknown; started?: unknown };
    if (typeof parsed === 'number') return { pid: parsed };
    if (typeof parsed.pid === 'number')
      return { pid: parsed.pid, started: typeof parsed.started === 'string' ? parsed.started : undefined };
  } catch {
    // Not JSON: an older lock holding only a pid, or a damaged one.
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) ? { pid } : undefined;
}

/**
 * Whether a lock's holder is still running: its pid is alive and, where the lock recorded it, is still
 * the same process (a pid left by a server killed with kill -9 may since have been given to another
 * process, pid 1 in a container for one). A lock without that record is taken as held if its pid lives.
 */
function isHeld(holder: LockHolder): boolean {
  if (holder.pid === process.pid || !processIsAlive(holder.pid)) return false;
  if (holder.started === undefined) return true;
  const now = processIdentity(holder.pid);
  return now === undefined || now === holder.started;
}

/**
 * Puts `record` in place as the lock unless there is one. It is written whole under a name of this
 * process's own and then linked to the lock's name: the link fails if the lock exists, and no other server
 * ever reads it half written (and so takes it for a damaged one). Where the file system has no hard links,
 * it is created only if absent and then written.
 */
function createLock(lockPath: string, record: string): boolean {
  const draft = `${lockPath}.${process.pid}`;
  try {
    writeFileSync(draft, record);
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  try {
    writeFileSync(lockPath, record, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

/**
 * Removes a stale lock, the one read as `stale`. Servers starting together may all find the same stale
 * lock, and one may already have put its own in its place: so the lock is moved aside (a rename moves it
 * for one server only) and put back if it is not the stale one, to be refused on the next attempt.
 */
function removeStaleLock(lockPath: string, stale: string): void {
  const aside = `${lockPath}.${process.pid}.stale`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // Already gone: another server is taking it over.
  }
  if (readText(aside) === stale) rmSync(aside, { force: true });
  else renameSync(aside, lockPath);
}

function takeLock(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  const inUse = (pid: number) =>
    new BackendStartError(
      `The local database in ${dataDir} is in use by process ${pid} (another \`npm start\` or \`npm run backend\`?). ` +
        `Stop that process, or point SUPABASE_LOCAL_DATA_DIR at another folder.`,
    );
  const record = JSON.stringify({ pid: process.pid, started: processIdentity(process.pid) });
  // Created only if absent, so two servers starting together cannot both take it.
  for (let attempt = 0; !createLock(lockPath, record); attempt++) {
    const text = readText(lockPath);
    const holder = parseLock(text);
    if (holder && isHeld(holder)) throw inUse(holder.pid);
    if (attempt > 0) throw inUse(holder?.pid ?? 0);
    if (holder && holder.pid !== process.pid) {
      const why = processIsAlive(holder.pid) ? 'whose pid is now another process' : 'which has ended';
      console.log(`[local backend] taking over the lock of process ${holder.pid}, ${why}`);
    }
    if (text !== undefined) removeStaleLock(lockPath, text);
  }
  const release = () => {
    process.off('exit', release);
    // Only this process's own lock: never one another server took over after this one was stopped.
    if (parseLock(readText(lockPath))?.pid === process.pid) rmSync(lockPath, { force: true });
  };
  // However the process ends, its lock goes with it.
  process.on('exit', release);
  return release;
}

const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
};

/**
 * A new database's files, made once for each PGlite version and copied into every new data folder. Made
 * by `npm run build`, so that a server never makes it: PGlite's initdb starts a second database beside
 * the first and peaks at about 550 MB, and WebAssembly memory, once grown, is never given back.
 */
export const templateDir = (): string =>
  resolve(PROJECT_ROOT, 'dist', 'server', `database-template-${pgliteVersion()}`);

/**
 * Empties a build's output folder, keeping the template inside it: nothing but PGlite's version,
 * which names its folder, shapes it, so a build need not make it again (about four seconds of both
 * cores). Says whether there was one to keep.
 */
export function emptyKeepingTemplate(dist: string): boolean {
  const template = templateDir();
  const kept = resolve(PROJECT_ROOT, 'node_modules', '.cache', 'database-template');
  const keep = existsSync(join(template, 'PG_VERSION'));
  if (keep) {
    mkdirSync(dirname(kept), { recursive: true });
    rmSync(kept, { recursive: true, force: true });
    renameSync(template, kept);
  }
  rmSync(dist, { recursive: true, force: true });
  if (keep) {
    mkdirSync(dirname(template), { recursive: true });
    renameSync(kept, template);
  }
  return keep;
}

/**
 * Makes the template, unless it is there, in a process of its own whose exit gives its memory back.
 * Written under a name of its own and then renamed, so that servers or tests starting together never
 * copy a half-made one.
 */
export async function ensureTemplate(dir: string = templateDir()): Promise<string> {
  if (existsSync(join(dir, 'PG_VERSION'))) return dir;
  mkdirSync(dirname(dir), { recursive: true });
  const draft = `${dir}.${process.pid}.draft`;
  rmSync(draft, { recursive: true, force: true });
  const make = `const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(${JSON.stringify(draft)});
    await db.close();`;
  await new Promise<void>((done, fail) => {
    execFile(
      process.execPath,
      [...SERVER_NODE_FLAGS, '--input-type=module', '--eval', make],
      { cwd: PROJECT_ROOT },
      (error, _stdout, stderr) =>
        error
          ? fail(new BackendStartError(`Could not make a new database: ${stderr || error.message}`))
          : done(),
    );
  });
  try {
    renameSync(draft, dir);
  } catch (error) {
    rmSync(draft, { recursive: true, force: true });
    // Another process finished first: its template is the same.
    if (!existsSync(join(dir, 'PG_VERSION'))) throw error;
  }
  return dir;
}

/**
 * A copy of the template in `pgdata`, unless something is there: a database, or what is left of one,
 * which PGlite opens or refuses with its own reason.
 */
async function ensureDataDir(pgdata: string): Promise<void> {
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) return;
  const template = await ensureTemplate();
  const draft = `${pgdata}.new`;
  rmSync(draft, { recursive: true, force: true });
  cpSync(template, draft, { recursive: true });
  rmSync(pgdata, { recursive: true, force: true });
  renameSync(draft, pgdata);
}

/** Opens (creating if needed) the PGlite database in `dataDir`, locked to this process, with every migration applied. */
export async function openDatabase(
  dataDir: string = process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR,
): Promise<OpenedDatabase<PGlite>> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = takeLock(dir);
  let db: PGlite;
  try {
    const pgdata = join(dir, 'pgdata');
    await ensureDataDir(pgdata);
    const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
    db = await PGliteClass.create(pgdata, {
      startParams: [
        ...PGliteClass.defaultStartParams,
        ...DATABASE_SETTINGS.flatMap((setting) => ['-c', setting]),
      ],
    });
  } catch (error) {
    release();
    throw new BackendStartError(
      `Could not open the local database in ${dir}: ${(error as Error).message}. ` +
        `If the folder is damaged, move it aside (its rows can still be copied out of a backup) and start again to get a fresh one.`,
    );
  }
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    release();
    throw error;
  }
  return {
    db,
    dataDir: dir,
    async close() {
      await db.close();
      release();
    },
  };
}

/**
 * A consistent copy of an open PGlite database, made while nothing else runs on it (the caller holds
 * the database's turn): a checkpoint writes every changed page to the files, then the files are copied
 * into `<dataDir>/backup-<time>/pgdata`. Resolves with that folder. The copy is what a clean stop would
 * leave, so a server opens it as it is.
 */
export async function snapshotDatabase(opened: OpenedDatabase<Database>): Promise<string> {
  await opened.db.exec('checkpoint');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = join(opened.dataDir, `backup-${stamp}`);
  const draft = `${folder}.partial`;
  rmSync(draft, { recursive: true, force: true });
  try {
    cpSync(join(opened.dataDir, 'pgdata'), join(draft, 'pgdata'), { recursive: true });
    renameSync(draft, folder);
  } catch (error) {
    // A disk that filled up leaves no half copy behind.
    rmSync(draft, { recursive: true, force: true });
    throw error;
  }
  return folder;
}

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migrations in supabase/migrations, in order: `<timestamp>_<name>.sql`. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{14}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version, name: rest.join('_'), sql: readFileSync(join(dir, file), 'utf8') };
    });
}

/** Applies pending migrations, each in its own transaction, recorded as the Supabase CLI records them. */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
  `);
  const done = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
        [migration.version, [migration.sql], migration.name],
      );
    });
    applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}
