import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export const DEFAULT_DATA_DIR = '.data';
export const MIGRATIONS_DIR = resolve(import.meta.dirname, '..', 'migrations');
const LOCK_FILE = 'backend.lock';

/** A problem the person starting the backend can act on; its message says how. */
export class BackendStartError extends Error {
  override name = 'BackendStartError';
}

export interface OpenedDatabase {
  db: PGlite;
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

function takeLock(dataDir: string): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  if (existsSync(lockPath)) {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(pid) && pid !== process.pid && processIsAlive(pid)) {
      throw new BackendStartError(
        `The local database in ${dataDir} is in use by process ${pid} (another \`npm start\` or \`npm run backend\`?). ` +
          `Stop that process, or point SUPABASE_LOCAL_DATA_DIR at another folder.`,
      );
    }
  }
  writeFileSync(lockPath, String(process.pid));
  const release = () => {
    process.off('exit', release);
    rmSync(lockPath, { force: true });
  };
  // However the process ends, its lock goes with it.
  process.on('exit', release);
  return release;
}

/** Opens (creating if needed) the PGlite database in `dataDir`, locked to this process, with every migration applied. */
export async function openDatabase(
  dataDir: string = process.env.SUPABASE_LOCAL_DATA_DIR ?? DEFAULT_DATA_DIR,
): Promise<OpenedDatabase> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = takeLock(dir);
  let db: PGlite;
  try {
    const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
    db = await PGliteClass.create(join(dir, 'pgdata'));
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
export async function migrate(db: PGlite, dir: string = MIGRATIONS_DIR): Promise<string[]> {
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
