import type { Database } from './database.ts';
import type { PreparedInsert } from './insertBatch.ts';
import { apiError, fromPostgresError, type ApiResponse } from './postgrestErrors.ts';

export interface RestRequest {
  method: string;
  table: string;
  searchParams: URLSearchParams;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

/** Table → column → SQL type of the public schema's tables, as PostgREST's schema cache holds them. */
export type SchemaCache = Map<string, Map<string, string>>;

export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
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

/** Runs a statement as one of Supabase's roles, so that role's grants and row level security apply. */
async function asRole<T>(
  db: Database,
  role: 'anon' | 'service_role',
  sql: string,
  params: (string | null)[] = [],
) {
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return tx.query<T>(sql, params);
  });
}

/** The deepest a JSON body may nest: a form's row is one level, a text value holding JSON a few more. */
export const MAX_JSON_DEPTH = 32;

const invalidJson = (details: string | null = null) =>
  apiError(400, 'PGRST102', 'Empty or invalid json', details);

/** Text types PostgREST reads an insert from; the site sends JSON only. */
function isJsonType(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType.trim() === '') return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || type === 'application/vnd.pgrst.object+json';
}

/** In a `u` pattern a surrogate matches only when it is unpaired. */
const LONE_SURROGATE = /\p{Cs}/u;

/** The first string (key or value) that Postgres text cannot hold, or the depth limit passed, walking without recursion. */
function findUnstorable(value: unknown): 'nul' | 'surrogate' | 'depth' | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  const check = (text: string) =>
    text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : undefined;
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item === 'string') {
      const problem = check(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object') {
      if (depth > MAX_JSON_DEPTH) return 'depth';
      for (const [key, child] of Object.entries(item)) {
        const problem = check(key);
        if (problem) return problem;
        stack.push([child, depth + 1]);
      }
    }
  }
  return undefined;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A POST body read as PostgREST reads it: JSON in strict UTF-8, one object or an array of objects.
 * What Postgres could not store (U+0000, a lone surrogate) is refused here with the SQLSTATE Postgres
 * gives for it, so that it never reaches a batch shared with other visitors' requests.
 */
export function readRows(
  bytes: Buffer,
  contentType: string | undefined,
  maxRows: number,
): Record<string, unknown>[] | ApiResponse {
  if (!isJsonType(contentType))
    return apiError(415, 'PGRST107', 'The Content-Type sent in the request is invalid', contentType ?? null);
  let parsed: unknown;
  try {
    parsed = JSON.parse(utf8.decode(bytes));
  } catch {
    return invalidJson();
  }
  const rows = Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
  if (rows.length === 0 || !rows.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r)))
    return invalidJson();
  if (rows.length > maxRows)
    return apiError(
      413,
      'PT413',
      'Too many rows in one request',
      `At most ${maxRows} row${maxRows === 1 ? '' : 's'} may be sent at once; the site's forms send one.`,
    );
  switch (findUnstorable(rows)) {
    case 'nul':
      return apiError(
        400,
        '22P05',
        'unsupported Unicode escape sequence',
        '\\u0000 cannot be converted to text.',
      );
    case 'surrogate':
      return apiError(
        400,
        '22P05',
        'invalid Unicode surrogate pair',
        'A lone surrogate cannot be converted to text.',
      );
    case 'depth':
      return invalidJson(`Values may be nested at most ${MAX_JSON_DEPTH} levels deep.`);
    default:
      return rows as Record<string, unknown>[];
  }
}

export const isPrepared = (value: ApiResponse | PreparedInsert): value is PreparedInsert => 'sql' in value;

/** Checks a POST against the schema cache and turns it into one parameterised INSERT, or answers it at once. */
export function prepareInsert(
  schema: SchemaCache,
  req: RestRequest,
  maxRows: number = Number.POSITIVE_INFINITY,
): ApiResponse | PreparedInsert {
  const refusal = checkProfile(req);
  if (refusal) return refusal;
  const tableColumns = schema.get(req.table);
  if (!tableColumns) return unknownTable(req.table);
  const rows = readRows(req.body, req.headers['content-type'], maxRows);
  if (!Array.isArray(rows)) return rows;

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

  const representation = preferences(req.headers.prefer).has('return=representation');
  const target = `public.${quote(req.table)}`;
  if (columns.length === 0 && rows.length === 1 && !listed) {
    return { sql: `insert into ${target} default values`, rows: [], representation, groupable: false };
  }
  // Values go to Postgres as text and are converted to the column's type there, as PostgREST does with
  // JSON values. A key missing from one of several rows becomes NULL, as in json_populate_recordset.
  const cells = columns.map((column, i) => `(v ->> ${i})::${tableColumns.get(column)}`);
  return {
    sql: `insert into ${target} (${columns.map(quote).join(', ')}) select ${cells.join(', ')} from jsonb_array_elements($1) as given(v)`,
    rows: rows.map((row) => columns.map((column) => toParam(row[column]))),
    representation,
    groupable: columns.length > 0,
  };
}

/** Reads, changes and deletes are outside this site's slice; the database still answers for the anon role. */
async function refuseOrProbe(db: Database, schema: SchemaCache, req: RestRequest): Promise<ApiResponse> {
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
    await asRole(db, 'anon', probe);
  } catch (error) {
    return fromPostgresError(error);
  }
  return apiError(
    501,
    'PGRST117',
    `The local backend only implements inserts; ${req.method} is not available here`,
  );
}

/** No tables but the schema's, and no functions at all: the local backend serves no `rpc/…`. */
const unknownTable = (table: string) =>
  table.startsWith('rpc/')
    ? apiError(
        404,
        'PGRST202',
        `Could not find the function public.${table.slice('rpc/'.length)} in the schema cache`,
      )
    : apiError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

function checkProfile(req: RestRequest): ApiResponse | undefined {
  const profile = req.headers['content-profile'] ?? req.headers['accept-profile'];
  if (profile && profile !== 'public')
    return apiError(406, 'PGRST106', 'The schema must be one of the following: public');
  return undefined;
}

/** Any request but an insert: answered by the database for the anon role, never carried out. */
export async function handleOtherMethod(
  db: Database,
  schema: SchemaCache,
  req: RestRequest,
): Promise<ApiResponse> {
  return checkProfile(req) ?? refuseOrProbe(db, schema, req);
}

const MAX_READ_ROWS = 1000;

const parseError = (what: string, raw: string, details: string | null = null) =>
  apiError(400, 'PGRST100', `"failed to parse ${what} (${raw})"`, details);

const unknownColumn = (table: string, column: string) =>
  apiError(400, '42703', `column ${table}.${column} does not exist`);

/**
 * The service role's slice of PostgREST's reading: `select=` (`*` or a list of columns), `<column>=eq.<value>`
 * filters (all must hold), `order=<column>[.asc|.desc],…` (by `created_at` when not given) and `limit=<n>`
 * (at most 1000). Answers a JSON array of rows; nothing else is available to the service role here.
 */
export async function handleServiceRead(
  db: Database,
  schema: SchemaCache,
  req: RestRequest,
): Promise<ApiResponse> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return apiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  const refusal = checkProfile(req);
  if (refusal) return refusal;
  const columns = schema.get(req.table);
  if (!columns) return unknownTable(req.table);

  const selected = (req.searchParams.get('select') ?? '*')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const projection = selected.length === 0 || selected.includes('*') ? ['*'] : selected;
  const unknownSelected = projection.find((c) => c !== '*' && !columns.has(c));
  if (unknownSelected !== undefined) return unknownColumn(req.table, unknownSelected);

  const conditions: string[] = [];
  const params: string[] = [];
  for (const [column, raw] of req.searchParams) {
    if (column === 'select' || column === 'order' || column === 'limit') continue;
    if (!raw.startsWith('eq.'))
      return parseError('filter', raw, 'The local backend reads with eq. filters only');
    const type = columns.get(column);
    if (type === undefined) return unknownColumn(req.table, column);
    params.push(raw.slice('eq.'.length));
    conditions.push(`${quote(column)} = $${params.length}::text::${type}`);
  }

  const order = req.searchParams.get('order');
  const terms: string[] = [];
  if (order === null) {
    if (columns.has('created_at')) terms.push(`${quote('created_at')} asc`);
  } else {
    for (const term of order.split(',')) {
      const match = /^([^.]+?)(?:\.(asc|desc))?$/.exec(term.trim());
      if (!match?.[1]) return parseError('order', order);
      if (!columns.has(match[1])) return unknownColumn(req.table, match[1]);
      terms.push(`${quote(match[1])} ${match[2] ?? 'asc'}`);
    }
  }

  const limitParam = req.searchParams.get('limit');
  if (limitParam !== null && !/^[1-9][0-9]*$/.test(limitParam)) return parseError('limit', limitParam);
  const limit = Math.min(Number(limitParam ?? MAX_READ_ROWS), MAX_READ_ROWS);

  const sql = [
    `select coalesce(jsonb_agg(to_jsonb(t)), '[]') as rows from (`,
    `select ${projection.map((c) => (c === '*' ? c : quote(c))).join(', ')} from public.${quote(req.table)}`,
    conditions.length > 0 ? `where ${conditions.join(' and ')}` : '',
    terms.length > 0 ? `order by ${terms.join(', ')}` : '',
    `limit ${limit}) t`,
  ]
    .filter(Boolean)
    .join(' ');
  try {
    const { rows } = await asRole<{ rows: unknown[] }>(db, 'service_role', sql, params);
    return { status: 200, body: req.method === 'HEAD' ? undefined : (rows[0]?.rows ?? []) };
  } catch (error) {
    return fromPostgresError(error);
  }
}
