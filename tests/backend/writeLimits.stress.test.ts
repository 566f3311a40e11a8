import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../supabase/local/database';
import { openSiteDatabase } from '../../supabase/local/postgres';
import {
  newDataDir,
  removeDataDir,
  startBackend,
  testDatabaseUrl,
  validRows,
  type RunningBackend,
} from './harness';

// The write limits live in the migrations (private.write_limits and a trigger on every form table), so
// the embedded backend and hosted Supabase enforce the same rule.

let api: RunningBackend;
let sequence = 0;

const enquiry = () => ({ ...validRows.partnership_enquiries, email: `limit${++sequence}@limits.example` });

/** An insert as from the visitor at `address`, passed on by a reverse proxy on this machine. */
const postAs = (address: string, body: unknown) =>
  api.http('/rest/v1/partnership_enquiries', {
    method: 'POST',
    headers: { 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });

const countFrom = async (domain: string) =>
  Number(
    (
      await api.backend.query<{ n: number }>(
        `select count(*)::int as n from public.partnership_enquiries where email like '%' || $1`,
        [domain],
      )
    )[0]?.n,
  );

/** The limit counts by the clock's minute: a test that fills one waits until it is not about to end. */
async function awayFromMinuteEdge() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

beforeAll(async () => {
  api = await startBackend({ writesPerMinute: undefined });
});

afterAll(async () => {
  await api.stop();
  removeDataDir(api.dataDir);
});

describe('writes per client address', () => {
  it('the organiser’s limit in private.write_limits holds: over it, 429 with Retry-After, and nothing written', async () => {
    await awayFromMinuteEdge();
    await api.backend.query('update private.write_limits set writes_per_minute = 3');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await postAs('198.51.100.7', enquiry())).status);
    expect(statuses).toEqual([201, 201, 201]);
    const before = await api.count('partnership_enquiries');
    const refused = await postAs('198.51.100.7', enquiry());
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toMatchObject({
      code: 'PT429',
      message: 'Too many submissions from this address',
    });
    expect(await api.count('partnership_enquiries')).toBe(before);
  });

  it('each address has its own allowance, and a visitor cannot choose theirs by writing X-Forwarded-For', async () => {
    expect((await postAs('203.0.113.20', enquiry())).status).toBe(201);
    // The proxy appends the real address last; what the client wrote before it is never read.
    expect((await postAs('10.9.9.9, 198.51.100.7', enquiry())).status).toBe(429);
  });

  it('a batch of requests from many addresses: each answered as it would be alone', async () => {
    await awayFromMinuteEdge();
    await api.backend.query('update private.write_limits set writes_per_minute = 2');
    const addresses = Array.from({ length: 30 }, (_, i) => `192.0.2.${i + 1}`);
    const answers = await Promise.all(
      addresses.flatMap((address) => [1, 2, 3].map(() => postAs(address, enquiry()).then((r) => r.status))),
    );
    const byAddress = addresses.map((_, i) => answers.slice(i * 3, i * 3 + 3).sort());
    for (const statuses of byAddress) expect(statuses).toEqual([201, 201, 429]);
  });

  it('0 switches the limit off', async () => {
    await api.backend.query('update private.write_limits set writes_per_minute = 0');
    const answers = await Promise.all(Array.from({ length: 20 }, () => postAs('198.51.100.7', enquiry())));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
  });

  it('the organiser’s own SQL is never limited', async () => {
    await api.backend.query('update private.write_limits set writes_per_minute = 1');
    for (let i = 0; i < 5; i++) {
      const row = enquiry();
      await api.backend.query(
        'insert into public.partnership_enquiries (name, company, email, message) values ($1, $2, $3, $4)',
        [row.name, row.company, row.email, row.message],
      );
    }
    await api.backend.query('update private.write_limits set writes_per_minute = 60');
  });
});

describe('rows per request', () => {
  it('more rows than private.write_limits.rows_per_request: 413 PT413, nothing written', async () => {
    const rows = Array.from({ length: 11 }, () => ({
      ...enquiry(),
      email: `many${++sequence}@rows.example`,
    }));
    const refused = await postAs('203.0.113.50', rows);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ code: 'PT413' });
    expect(await countFrom('@rows.example')).toBe(0);
    expect((await postAs('203.0.113.51', rows.slice(0, 10))).status).toBe(201);
    expect(await countFrom('@rows.example')).toBe(10);
  });
});

describe('the same rule as PostgREST runs it (one transaction a request, request.method set)', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    // PGlite in a data folder, or a database of the run's PostgreSQL (the backend-postgres project).
    opened = await openSiteDatabase(await testDatabaseUrl(), newDataDir());
  });
  afterAll(async () => {
    await opened.close();
    removeDataDir(opened.dataDir);
  });

  /** One PostgREST request: its settings, the anon role and an INSERT, in a transaction of its own. */
  const asPostgrest = (address: string, rows: number) =>
    opened.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.headers', $1, true), set_config('request.method', 'POST', true)`,
        [JSON.stringify({ 'cf-connecting-ip': address, 'x-forwarded-for': `6.6.6.6, ${address}` })],
      );
      await tx.exec('set local role anon');
      await tx.query(
        `insert into public.partnership_enquiries (name, company, email, message)
         select 'Ada', 'Co', 'pg' || g || '-' || $1 || '@pgrst.example', 'Hello there'
         from generate_series(1, $2::int) as g`,
        [address, rows],
      );
    });

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: { code?: string; message?: string; detail?: string }) => error,
    );

  it('keys on CF-Connecting-IP and raises PGRST with status 429 and Retry-After', async () => {
    await awayFromMinuteEdge();
    await opened.db.query('update private.write_limits set writes_per_minute = 2');
    expect(await failure(asPostgrest('198.51.100.1', 1))).toBeUndefined();
    expect(await failure(asPostgrest('198.51.100.1', 1))).toBeUndefined();
    const error = await failure(asPostgrest('198.51.100.1', 1));
    expect(error?.code).toBe('PGRST');
    expect(JSON.parse(error?.message ?? '{}')).toMatchObject({ code: 'PT429' });
    expect(JSON.parse(error?.detail ?? '{}')).toMatchObject({
      status: 429,
      headers: { 'Retry-After': expect.any(String) },
    });
    expect(await failure(asPostgrest('198.51.100.2', 1))).toBeUndefined();
  });

  it('counts the rows of one request and refuses more than rows_per_request with PT413', async () => {
    await opened.db.query('update private.write_limits set writes_per_minute = 0, rows_per_request = 3');
    expect(await failure(asPostgrest('198.51.100.3', 3))).toBeUndefined();
    expect((await failure(asPostgrest('198.51.100.3', 4)))?.code).toBe('PT413');
  });
});
