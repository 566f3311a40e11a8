import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_ANON_KEY } from './anonKey.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './serviceRoleKey.ts';
import { openDatabase, type OpenedDatabase } from './database.ts';
import { apiError, type ApiResponse } from './postgrestErrors.ts';
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
import { findPublicObject, OBJECT_SIZE_LIMIT, STORAGE_ROOT, writeObject } from './storage.ts';

export interface LocalBackendOptions {
  dataDir?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  storageRoot?: string;
  /** Largest request body accepted, in bytes. */
  bodyLimit?: number;
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

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, prefer, content-profile, accept-profile',
  'access-control-max-age': '86400',
};

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return readBytes(req, limit).then((bytes) => bytes.toString('utf8'));
}

function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolvePromise(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, response: ApiResponse): void {
  const headers: Record<string, string> = { ...CORS_HEADERS, ...response.headers };
  if (response.body === undefined) {
    res.writeHead(response.status, headers).end();
    return;
  }
  const json = JSON.stringify(response.body);
  headers['content-type'] = 'application/json; charset=utf-8';
  res.writeHead(response.status, headers).end(json);
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
  const serviceRoleKey = options.serviceRoleKey ?? LOCAL_SERVICE_ROLE_KEY;
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const storageRoot = options.storageRoot ?? STORAGE_ROOT;
  const enqueue = createQueue();
  let opening: Promise<{ opened: OpenedDatabase; schema: SchemaCache }> | undefined;

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
      batch.forEach((job, i) =>
        job.answer(answers[i] ?? apiError(500, 'XX000', 'No answer for this request')),
      );
    } catch (error) {
      const failure = apiError(
        503,
        'PGRST000',
        'The local backend could not write',
        String((error as Error)?.message ?? error),
      );
      batch.forEach((job) => job.answer(failure));
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

  const open = () => {
    opening ??= openDatabase(options.dataDir).then(async (opened) => {
      await installInsertBatch(opened.db);
      return { opened, schema: await loadSchemaCache(opened.db) };
    });
    return opening;
  };

  /** The service-role key as `apikey`, and as the bearer token too if one is sent (as supabase-js does). */
  const isServiceRole = (req: IncomingMessage) =>
    req.headers.apikey === serviceRoleKey &&
    (req.headers.authorization === undefined || req.headers.authorization === `Bearer ${serviceRoleKey}`);

  async function handleRestRequest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const serviceRole = isServiceRole(req);
    if (!serviceRole && req.headers.apikey !== anonKey) {
      req.resume();
      send(
        res,
        apiError(
          401,
          'PGRST301',
          'Invalid API key',
          null,
          'Double check the anon key the site is configured with.',
        ),
      );
      return;
    }
    const table = decodeURIComponent(url.pathname.slice('/rest/v1/'.length));
    const toRequest = (body: string): RestRequest => ({
      method: req.method ?? 'GET',
      table,
      searchParams: url.searchParams,
      headers: req.headers as Record<string, string | undefined>,
      body,
    });
    if (serviceRole) {
      req.resume();
      const { opened, schema } = await open();
      const request = toRequest('');
      send(res, await enqueue(() => handleServiceRead(opened.db, schema, request)));
      return;
    }
    let body = '';
    try {
      body = await readBody(req, bodyLimit);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        send(res, apiError(413, 'PGRST413', `The request body is larger than ${bodyLimit} bytes`));
        return;
      }
      throw error;
    }
    const { opened, schema } = await open();
    const request = toRequest(body);
    if (request.method !== 'POST') {
      send(res, await enqueue(() => handleOtherMethod(opened.db, schema, request)));
      return;
    }
    const prepared = prepareInsert(schema, request);
    send(res, isPrepared(prepared) ? await submitInsert(prepared) : prepared);
  }

  const storageError = (status: number, error: string, message: string): ApiResponse => ({
    status,
    body: { statusCode: String(status), error, message },
  });

  /** The organiser's upload (`npm run storage:upload`): service-role key only, as on hosted Supabase. */
  async function handleUpload(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (!isServiceRole(req)) {
      req.resume();
      send(res, storageError(403, 'Unauthorized', 'new row violates row-level security policy'));
      return;
    }
    if (!match?.[1] || !match[2] || match[1] === 'public') {
      req.resume();
      send(res, storageError(400, 'InvalidKey', 'Invalid key'));
      return;
    }
    let bytes: Buffer;
    try {
      bytes = await readBytes(req, OBJECT_SIZE_LIMIT);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        send(res, storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'));
        return;
      }
      throw error;
    }
    const bucket = decodeURIComponent(match[1]);
    const objectPath = decodeURIComponent(match[2]);
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

  function handleStorage(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (
      (req.method === 'POST' || req.method === 'PUT') &&
      !url.pathname.startsWith('/storage/v1/object/public/')
    ) {
      handleUpload(req, res, url).catch((error: unknown) => {
        console.error('[local backend]', error instanceof Error ? error.message : error);
        if (!res.headersSent) send(res, storageError(500, 'internal', 'The upload could not be stored'));
      });
      return;
    }
    const match = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(url.pathname);
    let object;
    if (match?.[1] && match[2] && (req.method === 'GET' || req.method === 'HEAD')) {
      try {
        object = findPublicObject(decodeURIComponent(match[1]), decodeURIComponent(match[2]), storageRoot);
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
    object.open().pipe(res);
  }

  return {
    middleware(req, res, next) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const isRest = url.pathname.startsWith('/rest/v1/');
      const isStorage = url.pathname.startsWith('/storage/v1/');
      if (!isRest && !isStorage) {
        if (next) next();
        else send(res, { status: 404, body: { message: 'Not found' } });
        return;
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS).end();
        return;
      }
      if (isStorage) {
        handleStorage(req, res, url);
        return;
      }
      handleRestRequest(req, res, url).catch((error: unknown) => {
        console.error('[local backend]', error instanceof Error ? error.message : error);
        if (!res.headersSent)
          send(
            res,
            apiError(
              503,
              'PGRST000',
              'The local backend is unavailable',
              String((error as Error)?.message ?? error),
            ),
          );
      });
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
