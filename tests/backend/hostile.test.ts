import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { validRows } from './harness';
import { hostileRequest, printable, type HostileRequest } from './hostileRequests';
import { sendRaw, startPublicSite, type PublicSite } from './publicSite';

// Thousands of generated raw requests at the production server's socket: none may stop it, and none
// may get a 5xx, since everything in them is the client's doing.

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);

let site: PublicSite;
const unexpected: unknown[] = [];
const onUncaught = (error: unknown) => unexpected.push(error);

beforeAll(async () => {
  // The write limit as it ships (60 a minute per address, from private.write_limits).
  site = await startPublicSite({ writesPerMinute: undefined });
  process.on('uncaughtException', onUncaught);
});

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await site.stop();
});

/** Runs `task` over `items` with at most `width` at a time. */
async function pool<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i] as T);
      }
    }),
  );
  return results;
}

const insertPartnership = (email: string, headers: Record<string, string> = {}) =>
  fetch(`${site.origin}/rest/v1/partnership_enquiries`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify({ ...validRows.partnership_enquiries, email }),
  });

describe('generated hostile requests at the socket', () => {
  it(`${RUNS} requests (seed ${SEED}): no 5xx, and the server still serves pages and stores inserts`, async () => {
    const requests = fc.sample(hostileRequest, { numRuns: RUNS, seed: SEED });
    const answers = await pool(requests, 24, (request) => sendRaw(site.port, request.bytes));

    const statuses = new Map<string, number>();
    const failures: { request: HostileRequest; status?: number }[] = [];
    answers.forEach((answer, i) => {
      const key =
        answer.status === undefined
          ? answer.closedByServer
            ? 'closed'
            : 'no answer'
          : String(answer.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      const request = requests[i] as HostileRequest;
      if (answer.status !== undefined && answer.status >= 500)
        failures.push({ request, status: answer.status });
      // A complete request is answered, or its connection closed (the parser refusing it).
      else if (request.complete && answer.status === undefined && !answer.closedByServer)
        failures.push({ request });
    });
    console.log(
      'statuses:',
      [...statuses]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status}×${n}`)
        .join(' '),
    );
    for (const failure of failures.slice(0, 5))
      console.log(`status ${failure.status ?? 'none'} for`, printable(failure.request.bytes));
    expect(failures.map((f) => f.status ?? 'none')).toEqual([]);
    expect(unexpected).toEqual([]);

    const page = await fetch(`${site.origin}/`, { headers: { host: 'localhost' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('main home');
    const fresh = { 'x-forwarded-for': '203.0.113.77' };
    expect((await insertPartnership('after-the-storm@hostile.example', fresh)).status).toBe(201);
  });
});

describe('hostile requests mixed into a load of valid inserts', () => {
  it('0 valid inserts refused, each stored, while others send what cannot be stored', async () => {
    // The write limit on, as in production: the honest clients are 40 visitors at their own addresses
    // behind a local proxy, each well under the limit; the hostile ones also flood from their own.
    const hostile = fc
      .sample(hostileRequest, { numRuns: 1500, seed: SEED + 1 })
      .filter((request) => request.complete);
    const honest = Array.from({ length: 400 }, (_, i) => ({
      email: `honest${i}@mixed.example`,
      address: `198.18.0.${(i % 40) + 1}`,
    }));
    const flood = Array.from({ length: 300 }, (_, i) => `flood${i}@mixed.example`);

    const [validStatuses] = await Promise.all([
      pool(
        honest,
        30,
        async ({ email, address }) => (await insertPartnership(email, { 'x-forwarded-for': address })).status,
      ),
      pool(hostile, 10, (request) => sendRaw(site.port, request.bytes)),
      pool(
        flood,
        10,
        async (email) => (await insertPartnership(email, { 'x-forwarded-for': '192.0.2.250' })).status,
      ),
    ]);
    const refused = validStatuses.filter((status) => status !== 201);
    console.log(`valid inserts: ${validStatuses.length}, refused: ${refused.length}`);
    expect(refused).toEqual([]);
    const stored = await site.backend.query<{ n: number }>(
      `select count(*)::int as n from public.partnership_enquiries where email like 'honest%@mixed.example'`,
    );
    expect(stored[0]?.n).toBe(honest.length);
  });
});
