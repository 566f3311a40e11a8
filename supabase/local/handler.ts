import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_ANON_KEY } from './anonKey.ts';
import { ensureServiceRoleKey } from './serviceRoleKey.ts';
import { isRefusal, verifyJwtOnce } from './jwt.ts';
import { BackendStartError, DatabaseUnavailable, snapshotDatabase, type OpenedDatabase } from './database.ts';
import { openSiteDatabase } from './postgres.ts';
import { apiError, fromPostgresError, type ApiResponse } from './postgrestErrors.ts';
import { installInsertBatch, runInsertBatch, type PreparedInsert } from './insertBatch.ts';
import {
  handleOtherMethod,
  handleServiceRead,
  isPrepared,
  loadSchemaCache,
  prepareInsert,
  type RestRequest,
  type SchemaCache,
} from './rest.ts';
import { clientAddress } from './http/clientAddress.ts';
import { decodeSegment, parseTarget, type RequestTarget } from './http/requestTarget.ts';
import { findPublicObject, OBJECT_SIZE_LIMIT, STORAGE_ROOT, writeObject } from './storage.ts';

export interface LocalBackendOptions {
  dataDir?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  storageRoot?: string;
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
  /**
   * Rows a minute one client address may write, for this run only (0: no limit); otherwise the
   * database's `private.write_limits`. Default: SUPABASE_LOCAL_WRITES_PER_MINUTE.
   */
  writesPerMinute?: number;
  /**
   * A PostgreSQL server to use instead of the embedded PGlite (postgres://user:password@host/database).
   * Default: DATABASE_URL. The data folder then holds only the service-role key.
   */
  databaseUrl?: string;
}

export interface LocalBackend {
  /** Connect-style middleware: answers /rest/v1/… and /storage/v1/…, passes everything else on. */
  middleware(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** Opens the database now rather than at the first request. */
  ready(): Promise<void>;
  /** Runs SQL as the database owner, in turn with the requests (tests and organiser tools; never reachable over HTTP). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Where `npm run backup` asks a running server for a copy of its database. */
export const BACKUP_PATH = '/backup/v1/snapshot';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, prefer, content-profile, accept-profile',
  'access-control-max-age': '86400',
  'access-control-expose-headers': 'retry-after',
};

/** SUPABASE_LOCAL_WRITES_PER_MINUTE, if it is set to a whole number. */
function writesPerMinuteFromEnv(): number | undefined {
  const raw = process.env.SUPABASE_LOCAL_WRITES_PER_MINUTE?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw))
    throw new BackendStartError(
      `SUPABASE_LOCAL_WRITES_PER_MINUTE must be a whole number (0 for no limit), not "${raw}".`,
    );
  return Number(raw);
}

class BodyTooLarge extends Error {}
/** The client went away before its body had arrived: there is no one left to answer. */
class ClientGone extends Error {}

function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (!(declared <= limit)) {
      reject(new BodyTooLarge());
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let ended = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      ended = true;
      resolvePromise(Buffer.concat(chunks));
    });
    req.on('error', () => reject(new ClientGone()));
    req.on('close', () => {
      if (!ended) reject(new ClientGone());
    });
  });
}

function send(res: ServerResponse, response: ApiResponse): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string> = { ...CORS_HEADERS, ...response.headers };
  if (response.body === undefined) {
    res.writeHead(response.status, headers).end();
    return;
  }
  const json = JSON.stringify(response.body);
  headers['content-type'] = 'application/json; charset=utf-8';
  res.writeHead(response.status, headers).end(json);
}

/**
 * The request's body, up to `limit` bytes; undefined when there is nothing left to handle: a larger
 * body has been answered with `tooLarge`, and a client that went away is not answered at all.
 */
async function readBody(
  req: IncomingMessage,
  res: ServerResponse,
  limit: number,
  tooLarge: ApiResponse,
): Promise<Buffer | undefined> {
  try {
    return await readBytes(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) send(res, tooLarge);
    else if (!(error instanceof ClientGone)) throw error;
    return undefined;
  }
}

const badPath = () =>
  apiError(400, 'PGRST100', 'Could not read the request path', 'Malformed percent-encoding');

/** Logged without the request: a stack trace says where, and no visitor's data is written to the log. */
function logUnexpected(error: unknown): void {
  console.error(
    '[local backend] unexpected error:',
    error instanceof Error ? (error.stack ?? error.message) : error,
  );
}

const internalError = (message: string) => apiError(500, 'XX000', message);

const invalidApiKey = () =>
  apiError(
    401,
    'PGRST301',
    'Invalid API key',
    null,
    'Double check the anon key the site is configured with.',
  );

/** Compares a header with a secret in constant time (digests of equal length, whatever was sent). */
function sameSecret(sent: string | string[] | undefined, secret: string): boolean {
  if (typeof sent !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(secret));
}

/**
 * An error thrown while answering one request. A database error carrying a SQLSTATE is answered as
 * PostgREST answers it (a value's fault is a 4xx); the database unable to open is a 503; anything else is
 * unexpected: logged, and a 500 for this request only.
 */
function asRequestError(error: unknown): ApiResponse {
  // Where the database lives and why it would not open are the server's business, not a visitor's:
  // the server's log has them (at start, and at each attempt after).
  if (error instanceof DatabaseUnavailable)
    return apiError(
      503,
      'PGRST000',
      'The local backend is unavailable',
      'The database cannot be reached just now; try again in a few seconds.',
    );
  if (error instanceof BackendStartError)
    return apiError(503, 'PGRST000', 'The local backend is unavailable', 'Its database could not be opened.');
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return fromPostgresError(error);
  logUnexpected(error);
  return internalError('The request could not be answered');
}

/** Runs tasks one at a time, in arrival order: PGlite is a single connection. */
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/**
 * The embedded stand-in for hosted Supabase, on the site's own server: the REST insert slice for the anon key,
 * the REST read slice and storage uploads for the service-role key, and public storage.
 */
export function createLocalBackend(options: LocalBackendOptions = {}): LocalBackend {
  const anonKey = options.anonKey ?? LOCAL_ANON_KEY;
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const bodyTooLarge = apiError(413, 'PGRST413', `The request body is larger than ${bodyLimit} bytes`);
  const storageRoot = options.storageRoot ?? STORAGE_ROOT;
  const enqueue = createQueue();
  let opening:
    | Promise<{ opened: OpenedDatabase; schema: SchemaCache; serviceKey: string; rowsPerRequest: number }>
    | undefined;

  // Inserts wait here and run together in the next batch: those that arrived while the database was
  // busy, and those read in the same turn of the event loop (the drain starts after Node has handled
  // every request that was ready, not in the microtask right after the first one).
  const pending: { insert: PreparedInsert; answer: (response: ApiResponse) => void }[] = [];
  let drainQueued = false;
  const MAX_BATCH = 200;

  const drain = async () => {
    drainQueued = false;
    const batch = pending.splice(0, MAX_BATCH);
    if (pending.length > 0) scheduleDrain();
    if (batch.length === 0) return;
    const { opened } = await open();
    try {
      const answers = await runInsertBatch(
        opened.db,
        batch.map((job) => job.insert),
      );
      batch.forEach((job, i) => job.answer(answers[i] ?? internalError('No answer for this request')));
    } catch (error) {
      // The database is gone: every request of the batch hears so now, none waits for it again alone.
      if (error instanceof DatabaseUnavailable) {
        batch.forEach((job) => job.answer(asRequestError(error)));
        return;
      }
      // Whatever made the batch fail as a whole belongs to one of its requests, or to none: each runs
      // again alone, so only a request that fails by itself is answered with its own error.
      for (const job of batch) {
        try {
          const [answer] = await runInsertBatch(opened.db, [job.insert]);
          job.answer(answer ?? internalError('No answer for this request'));
        } catch (error) {
          job.answer(asRequestError(error));
        }
      }
    }
  };

  function scheduleDrain() {
    if (drainQueued) return;
    drainQueued = true;
    setImmediate(() => void enqueue(drain));
  }

  const submitInsert = (insert: PreparedInsert) =>
    new Promise<ApiResponse>((answer) => {
      pending.push({ insert, answer });
      scheduleDrain();
    });

  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL?.trim() || undefined);

  /** The database, with the run's write limit set on every connection it opens. */
  const openChosen = async (): Promise<OpenedDatabase> => {
    const writesPerMinute = options.writesPerMinute ?? writesPerMinuteFromEnv();
    const settings: Record<string, string> =
      writesPerMinute === undefined ? {} : { 'private.writes_per_minute': String(writesPerMinute) };
    return openSiteDatabase(databaseUrl, options.dataDir, settings);
  };

  const prepare = async (opened: OpenedDatabase) => {
    try {
      await installInsertBatch(opened.db);
      const [limits] = (
        await opened.db.query<{ rows_per_request: number }>(
          'select rows_per_request from private.write_limits',
        )
      ).rows;
      return {
        opened,
        schema: await loadSchemaCache(opened.db),
        serviceKey: options.serviceRoleKey ?? ensureServiceRoleKey(opened.dataDir),
        rowsPerRequest: limits?.rows_per_request ?? 10,
      };
    } catch (error) {
      await opened.close().catch(() => undefined);
      throw error;
    }
  };

  const open = () => {
    if (opening) return opening;
    const attempt = openChosen().then(prepare);
    opening = attempt;
    // A database that cannot be reached yet is tried again by the next request (or the server's retry).
    attempt.catch((error: unknown) => {
      if (error instanceof DatabaseUnavailable && opening === attempt) opening = undefined;
    });
    return attempt;
  };

  /**
   * Who is asking. The service role: its key as `apikey`, and as the bearer token too if one is sent (as
   * supabase-js does). The anonymous visitor: the anon key as `apikey`, and a bearer token, if any, that is
   * a valid JWT of this backend for the anon role. Anything else is PostgREST's 401.
   */
  function authorize(req: IncomingMessage, serviceKey: string): 'anon' | 'service_role' | ApiResponse {
    const apikey = req.headers.apikey;
    const authorization = req.headers.authorization;
    if (sameSecret(apikey, serviceKey)) {
      return authorization === undefined || sameSecret(authorization, `Bearer ${serviceKey}`)
        ? 'service_role'
        : invalidApiKey();
    }
    if (apikey !== anonKey) return invalidApiKey();
    if (authorization === undefined) return 'anon';
    const bearer = /^Bearer +(\S+) *$/i.exec(authorization)?.[1];
    const claims = verifyJwtOnce(bearer ?? authorization);
    if (isRefusal(claims)) return claims;
    return claims.role === 'anon' ? 'anon' : invalidApiKey();
  }

  async function handleRestRequest(
    req: IncomingMessage,
    res: ServerResponse,
    url: RequestTarget,
  ): Promise<void> {
    const { opened, schema, serviceKey, rowsPerRequest } = await open();
    const caller = authorize(req, serviceKey);
    if (typeof caller !== 'string') {
      req.resume();
      send(res, caller);
      return;
    }
    const serviceRole = caller === 'service_role';
    const table = decodeSegment(url.path.slice('/rest/v1/'.length));
    if (table === undefined) {
      req.resume();
      send(res, badPath());
      return;
    }
    const toRequest = (body: Buffer): RestRequest => ({
      method: req.method ?? 'GET',
      table,
      searchParams: url.params,
      headers: req.headers as Record<string, string | undefined>,
      body,
    });
    if (serviceRole) {
      req.resume();
      const request = toRequest(Buffer.alloc(0));
      send(res, await enqueue(() => handleServiceRead(opened.db, schema, request)));
      return;
    }
    const body = await readBody(req, res, bodyLimit, bodyTooLarge);
    if (body === undefined) return;
    const request = toRequest(body);
    if (request.method !== 'POST') {
      send(res, await enqueue(() => handleOtherMethod(opened.db, schema, request)));
      return;
    }
    const prepared = prepareInsert(schema, request, rowsPerRequest);
    if (!isPrepared(prepared)) {
      send(res, prepared);
      return;
    }
    // What PostgREST would pass on of the request's headers: only the client's address, read from the
    // connection (or a local proxy), never from what the client wrote itself.
    const headers = JSON.stringify({ 'x-forwarded-for': clientAddress(req) });
    send(res, await submitInsert({ ...prepared, headers }));
  }

  const storageError = (status: number, error: string, message: string): ApiResponse => ({
    status,
    body: { statusCode: String(status), error, message },
  });
  const objectTooLarge = storageError(
    413,
    'Payload too large',
    'The object exceeded the maximum allowed size',
  );

  /** The organiser's upload (`npm run storage:upload`): service-role key only, as on hosted Supabase. */
  async function handleUpload(req: IncomingMessage, res: ServerResponse, url: RequestTarget): Promise<void> {
    const match = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(url.path);
    const { serviceKey } = await open();
    if (authorize(req, serviceKey) !== 'service_role') {
      req.resume();
      send(res, storageError(403, 'Unauthorized', 'new row violates row-level security policy'));
      return;
    }
    if (!match?.[1] || !match[2] || match[1] === 'public') {
      req.resume();
      send(res, storageError(400, 'InvalidKey', 'Invalid key'));
      return;
    }
    const bytes = await readBody(req, res, OBJECT_SIZE_LIMIT, objectTooLarge);
    if (bytes === undefined) return;
    const bucket = decodeSegment(match[1]);
    const objectPath = decodeSegment(match[2]);
    if (bucket === undefined || objectPath === undefined) {
      send(res, storageError(400, 'InvalidKey', 'Invalid key'));
      return;
    }
    const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
    const result = writeObject(
      bucket,
      objectPath,
      bytes,
      req.headers['content-type'] ?? '',
      upsert,
      storageRoot,
    );
    if (result === 'bad-name') send(res, storageError(400, 'InvalidKey', 'Invalid key or bucket'));
    else if (result === 'bad-type')
      send(
        res,
        storageError(
          415,
          'invalid_mime_type',
          `mime type ${req.headers['content-type'] ?? ''} is not supported`,
        ),
      );
    else if (result === 'exists') send(res, storageError(409, 'Duplicate', 'The resource already exists'));
    else send(res, { status: 200, body: { Key: `${bucket}/${objectPath}`, Id: randomUUID() } });
  }

  function handleStorage(req: IncomingMessage, res: ServerResponse, url: RequestTarget): void {
    if (
      (req.method === 'POST' || req.method === 'PUT') &&
      !url.path.startsWith('/storage/v1/object/public/')
    ) {
      handleUpload(req, res, url).catch((error: unknown) => {
        logUnexpected(error);
        send(res, storageError(500, 'internal', 'The upload could not be stored'));
      });
      return;
    }
    req.resume();
    const match = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(url.path);
    const bucket = match?.[1] === undefined ? undefined : decodeSegment(match[1]);
    const objectPath = match?.[2] === undefined ? undefined : decodeSegment(match[2]);
    let object;
    if (bucket && objectPath && (req.method === 'GET' || req.method === 'HEAD')) {
      try {
        object = findPublicObject(bucket, objectPath, storageRoot);
      } catch {
        object = undefined;
      }
    }
    if (!object) {
      send(res, {
        status: 404,
        body: { statusCode: '404', error: 'not_found', message: 'Object not found' },
      });
      return;
    }
    res.writeHead(200, {
      ...CORS_HEADERS,
      'content-type': object.contentType,
      'content-length': String(object.size),
      'cache-control': 'public, max-age=3600',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = object.open();
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  /**
   * `npm run backup` while the server runs (`POST /backup/v1/snapshot`, service-role key only): a copy of
   * the embedded database made between two requests, in the data folder; answers its path. A team's
   * PostgreSQL is backed up with pg_dump instead, so this answers 404 there.
   */
  async function handleBackup(req: IncomingMessage, res: ServerResponse): Promise<void> {
    req.resume();
    const { opened, serviceKey } = await open();
    if (authorize(req, serviceKey) !== 'service_role') {
      send(res, invalidApiKey());
      return;
    }
    if (databaseUrl) {
      send(res, apiError(404, 'PGRST125', 'Back up a PostgreSQL database with pg_dump'));
      return;
    }
    if (req.method !== 'POST') {
      send(res, apiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`));
      return;
    }
    const folder = await enqueue(() => snapshotDatabase(opened));
    send(res, { status: 201, body: { folder } });
  }

  return {
    middleware(req, res, next) {
      const url = parseTarget(req.url);
      if (url?.path === BACKUP_PATH) {
        handleBackup(req, res).catch((error: unknown) => send(res, asRequestError(error)));
        return;
      }
      const isRest = url?.path.startsWith('/rest/v1/') ?? false;
      const isStorage = url?.path.startsWith('/storage/v1/') ?? false;
      if (!url || (!isRest && !isStorage)) {
        if (next) next();
        else send(res, url ? { status: 404, body: { message: 'Not found' } } : badPath());
        return;
      }
      // A stranger's request answers for itself alone: whatever it throws ends as its own 500.
      try {
        if (req.method === 'OPTIONS') {
          req.resume();
          res.writeHead(204, CORS_HEADERS).end();
          return;
        }
        if (isStorage) {
          handleStorage(req, res, url);
          return;
        }
        handleRestRequest(req, res, url).catch((error: unknown) => {
          send(res, asRequestError(error));
        });
      } catch (error) {
        send(res, asRequestError(error));
      }
    },
    async ready() {
      await open();
    },
    async query<T>(sql: string, params: unknown[] = []) {
      const { opened } = await open();
      return enqueue(async () => (await opened.db.query<T>(sql, params)).rows);
    },
    async close() {
      if (!opening) return;
      const { opened } = await opening;
      await enqueue(() => opened.close());
      opening = undefined;
    },
  };
}

const RETRY_SECONDS = 5;

/**
 * Opens the backend's database before the server takes requests. A PostgreSQL server that cannot be
 * reached yet does not stop the start: the site is served, the backend answers 503 meanwhile, and the
 * database is tried again every few seconds until it answers. Anything else (a data folder in use, a
 * migration refused) is thrown, for the caller to report and stop.
 */
export async function openBeforeServing(backend: LocalBackend): Promise<void> {
  try {
    await backend.ready();
    return;
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    console.error(
      `[local backend] ${error.message}. The site is served meanwhile and the backend answers 503; ` +
        `trying again every ${RETRY_SECONDS} s.`,
    );
  }
  const retry = () => {
    backend.ready().then(
      () => console.log('[local backend] connected to PostgreSQL.'),
      (error: unknown) => {
        if (error instanceof DatabaseUnavailable) setTimeout(retry, RETRY_SECONDS * 1000).unref();
        else console.error('[local backend]', error instanceof Error ? error.message : error);
      },
    );
  };
  setTimeout(retry, RETRY_SECONDS * 1000).unref();
}
