import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Pool, PoolClient } from 'pg';
import {
  BackendStartError,
  DatabaseUnavailable,
  DEFAULT_DATA_DIR,
  migrate,
  openDatabase,
  type Database,
  type OpenedDatabase,
  type Queryable,
} from './database.ts';

/**
 * The backend on a team's own PostgreSQL (`DATABASE_URL`) instead of PGlite: the same migrations, the
 * same batch function, the same REST slice. Requests still reach the database one task at a time, as they
 * do PGlite; the pool keeps a spare connection for the organiser's tools and replaces connections the
 * server loses.
 */

/** Errors that mean the database cannot be reached now, not that a statement was refused. */
const UNREACHABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/;

/** Node's network errors: the server or the way to it is gone. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && NETWORK_ERRORS.has(code)) return true;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return UNREACHABLE_SQLSTATE.test(code);
  // node-postgres's own, which carry no code.
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
    message,
  );
}

/** Where the URL points, without its password, for messages. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.searchParams.get('host') ?? parsed.host;
    return `${host || 'localhost'}${parsed.pathname}`;
  } catch {
    return 'the DATABASE_URL given';
  }
}

/** Runs `work`, turning a lost or refused connection into DatabaseUnavailable (a 503, not a 500). */
async function guarded<T>(url: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    throw new DatabaseUnavailable(
      `PostgreSQL at ${describeUrl(url)} cannot be reached (${(error as Error).message || String(error)})`,
    );
  }
}

const asQueryable = (client: Pool | PoolClient, url: string): Queryable => ({
  query: <T>(sql: string, params: unknown[] = []) =>
    guarded(url, async () => ({ rows: (await client.query(sql, params)).rows as T[] })),
  exec: (sql: string) => guarded(url, () => client.query(sql)),
});

/**
 * Connects to `url`, applies pending migrations and returns the database. `settings` are session
 * settings every connection gets (the write limit of a run). A database that cannot be reached is a
 * DatabaseUnavailable, which the server retries; the pool is closed again then.
 */
export async function openPostgres(
  url: string,
  settings: Record<string, string> = {},
  dataDir: string = process.env.SUPABASE_LOCAL_DATA_DIR || DEFAULT_DATA_DIR,
): Promise<OpenedDatabase> {
  if (!/^postgres(ql)?:\/\//i.test(url))
    throw new BackendStartError(
      'DATABASE_URL must be a PostgreSQL address: postgres://user:password@host:5432/database.',
    );
  const { default: pg } = await import('pg');
  const pool: Pool = new pg.Pool({
    connectionString: url,
    max: 2,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A connection cut without a word (a network gone) is noticed, and a query never answered gives
    // up, rather than holding every request behind it.
    keepAlive: true,
    query_timeout: 30_000,
    // Every new connection gets the run's settings before its first query.
    onConnect: async (client) => {
      for (const [name, value] of Object.entries(settings))
        await client.query('select set_config($1, $2, false)', [name, value]);
    },
  });
  // An idle connection the server lost (a restart, a network cut) is replaced at the next query; left
  // without a listener, its error would end the process.
  pool.on('error', (error) => {
    console.error(`[local backend] lost a connection to PostgreSQL: ${error.message}`);
  });
  const db: Database = {
    ...asQueryable(pool, url),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await guarded(url, () => pool.connect());
      // While it is out of the pool, the pool does not listen to it: a connection lost now would
      // otherwise end the process.
      let broken: Error | undefined;
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      try {
        return await guarded(url, async () => {
          await client.query('begin');
          const result = await work(asQueryable(client, url));
          await client.query('commit');
          return result;
        });
      } catch (error) {
        await client.query('rollback').catch((rollbackError: Error) => (broken ??= rollbackError));
        throw error;
      } finally {
        client.off('error', onError);
        // A connection that failed or could not even roll back is dropped, not given to the next request.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
  try {
    await db.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (error instanceof DatabaseUnavailable) throw error;
    // Reached, but refused: a wrong password, a database that does not exist. Trying again will not help.
    throw new BackendStartError(
      `PostgreSQL at ${describeUrl(url)} refused the connection: ${(error as Error).message}. Check DATABASE_URL.`,
    );
  }
  try {
    await migrate(db);
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (error instanceof DatabaseUnavailable) throw error;
    throw new BackendStartError(
      `The migrations could not be applied on PostgreSQL at ${describeUrl(url)}: ${(error as Error).message}. ` +
        'The role in DATABASE_URL must own the database and be able to create the roles anon, authenticated and service_role.',
    );
  }
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  return { db, dataDir: folder, close: () => pool.end() };
}

/**
 * The site's database as the settings choose it: the PostgreSQL server at `databaseUrl` if one is
 * given, else PGlite in `dataDir`; either way with `settings` on every connection.
 */
export async function openSiteDatabase(
  databaseUrl: string | undefined,
  dataDir?: string,
  settings: Record<string, string> = {},
): Promise<OpenedDatabase> {
  if (databaseUrl) return openPostgres(databaseUrl, settings, dataDir);
  const opened = await openDatabase(dataDir);
  for (const [name, value] of Object.entries(settings))
    await opened.db.query('select set_config($1, $2, false)', [name, value]);
  return opened;
}
