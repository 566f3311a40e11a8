import type { PGlite } from '@electric-sql/pglite';
import { apiError, fromPostgresError, type ApiResponse } from './postgrestErrors.ts';

export interface RestRequest {
  method: string;
  table: string;
  searchParams: URLSearchParams;
  headers: Record<string, string | undefined>;
  body: string;
}

/** Table → column → SQL type of the public schema's tables, as PostgREST's schema cache holds them. */
export type SchemaCache = Map<string, Map<string, string>>;

export async function loadSchemaCache(db: PGlite): Promise<SchemaCache> {
  const { rows } = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as data_type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
  );
  const cache: SchemaCache = new Map();
  for (const { table_name, column_name, data_type } of rows) {
    if (!cache.has(table_name)) cache.set(table_name, new Map());
    cache.get(table_name)?.set(column_name, data_type);
  }
  return cache;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Values go to Postgres as text and are cast to the column's type there, as PostgREST's JSON does. */
function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function preferences(header: string | undefined): Set<string> {
  return new Set(
    (header ?? '')
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Runs a statement as the anon role, so grants and row level security apply. */
async function asAnon<T>(db: PGlite, sql: string, params: (string | null)[] = []) {
  return db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    return tx.query<T>(sql, params);
  });
}

function parseRows(body: string): Record<string, unknown>[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (rows.length === 0 || !rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r)))
    return undefined;
  return rows as Record<string, unknown>[];
}

/** An insert ready to run: checked against the schema cache, values bound as parameters. */
export interface PreparedInsert {
  sql: string;
  params: (string | null)[];
  representation: boolean;
}

export const isPrepared = (value: ApiResponse | PreparedInsert): value is PreparedInsert => 'sql' in value;

/** Checks a POST against the schema cache and turns it into one parameterised INSERT, or answers it at once. */
export function prepareInsert(schema: SchemaCache, req: RestRequest): ApiResponse | PreparedInsert {
  const refusal = checkProfile(req);
  if (refusal) return refusal;
  const tableColumns = schema.get(req.table);
  if (!tableColumns) return unknownTable(req.table);
  const rows = parseRows(req.body);
  if (!rows) return apiError(400, 'PGRST102', 'Empty or invalid json');

  const listed = req.searchParams.get('columns');
  const columns = listed
    ? listed
        .split(',')
        .map((c) => c.trim().replace(/^"|"$/g, ''))
        .filter(Boolean)
    : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const unknown = columns.find((c) => !tableColumns.has(c));
  if (unknown !== undefined) {
    return apiError(
      400,
      'PGRST204',
      `Could not find the '${unknown}' column of '${req.table}' in the schema cache`,
    );
  }

  const params: (string | null)[] = [];
  const single = rows.length === 1 && !listed;
  const tuples = rows.map((row) => {
    const cells = columns.map((column) => {
      // A key missing from one of several rows becomes NULL, as in PostgREST's json_populate_recordset.
      // Sent as text and converted by Postgres to the column's type, as PostgREST does with JSON values.
      params.push(toParam(row[column]));
      return `$${params.length}::text::${tableColumns.get(column)}`;
    });
    return `(${cells.join(', ')})`;
  });
  const prefer = preferences(req.headers.prefer);
  const representation = prefer.has('return=representation');
  const sql =
    columns.length === 0 && single
      ? `insert into public.${quote(req.table)} default values${representation ? ' returning *' : ''}`
      : `insert into public.${quote(req.table)} (${columns.map(quote).join(', ')}) values ${tuples.join(', ')}${
          representation ? ' returning *' : ''
        }`;
  return { sql, params, representation };
}

/**
 * Runs queued inserts in one transaction as the anon role, each inside its own savepoint: every request
 * succeeds or fails alone, as if it had its own transaction, while the batch pays for one commit.
 */
export async function runInsertBatch(db: PGlite, batch: PreparedInsert[]): Promise<ApiResponse[]> {
  const answers: ApiResponse[] = [];
  await db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    for (const insert of batch) {
      await tx.exec('savepoint request');
      try {
        const result = await tx.query<Record<string, unknown>>(insert.sql, insert.params);
        await tx.exec('release savepoint request');
        answers.push(
          insert.representation
            ? { status: 201, body: result.rows, headers: { 'preference-applied': 'return=representation' } }
            : { status: 201 },
        );
      } catch (error) {
        await tx.exec('rollback to savepoint request');
        answers.push(fromPostgresError(error));
      }
    }
  });
  return answers;
}

/** Reads, changes and deletes are outside this site's slice; the database still answers for the anon role. */
async function refuseOrProbe(db: PGlite, schema: SchemaCache, req: RestRequest): Promise<ApiResponse> {
  if (!schema.has(req.table)) return unknownTable(req.table);
  const table = `public.${quote(req.table)}`;
  const probe =
    req.method === 'GET' || req.method === 'HEAD'
      ? `select * from ${table} limit 0`
      : req.method === 'PATCH'
        ? `update ${table} set id = id where false`
        : req.method === 'DELETE'
          ? `delete from ${table} where false`
          : undefined;
  if (!probe) return apiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  try {
    await asAnon(db, probe);
  } catch (error) {
    return fromPostgresError(error);
  }
  return apiError(
    501,
    'PGRST117',
    `The local backend only implements inserts; ${req.method} is not available here`,
  );
}

const unknownTable = (table: string) =>
  apiError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

function checkProfile(req: RestRequest): ApiResponse | undefined {
  const profile = req.headers['content-profile'] ?? req.headers['accept-profile'];
  if (profile && profile !== 'public')
    return apiError(406, 'PGRST106', 'The schema must be one of the following: public');
  return undefined;
}

/** Any request but an insert: answered by the database for the anon role, never carried out. */
export async function handleOtherMethod(
  db: PGlite,
  schema: SchemaCache,
  req: RestRequest,
): Promise<ApiResponse> {
  return checkProfile(req) ?? refuseOrProbe(db, schema, req);
}
