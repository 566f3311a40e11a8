import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { validRows } from './harness';
import { startPublicSite, type PublicSite } from './publicSite';

// Clients that hold connections open without finishing their requests must be cut, while other visitors
// keep getting pages and inserts answered at once. The server's timeouts are shortened for the test.

const LIMITS = {
  headersTimeoutMs: 1_500,
  requestTimeoutMs: 3_000,
  checkIntervalMs: 250,
  idleTimeoutMs: 4_000,
  keepAliveTimeoutMs: 1_000,
};

let site: PublicSite;

beforeAll(async () => {
  site = await startPublicSite({}, LIMITS);
});

afterAll(async () => {
  await site.stop();
});

interface Held {
  socket: Socket;
  opened: number;
  closedAfter?: number;
}

/** A connection that sends `first`, then `drip` every 200 ms, never completing its request. */
function hold(first: string, drip: string | undefined): Held {
  const socket = connect(site.port, '127.0.0.1');
  const held: Held = { socket, opened: Date.now() };
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    if (first) socket.write(first);
    if (drip) timer = setInterval(() => socket.writable && socket.write(drip), 200);
  });
  socket.on('error', () => undefined);
  socket.on('data', () => undefined);
  socket.on('close', () => {
    clearInterval(timer);
    held.closedAfter = Date.now() - held.opened;
  });
  return held;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

describe('slow clients', () => {
  it('are cut after the header and request timeouts while other visitors are answered within about 50 ms', async () => {
    const slowHeaders = Array.from({ length: 60 }, () =>
      hold('POST /rest/v1/partnership_enquiries HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n'),
    );
    const slowBodies = Array.from({ length: 30 }, () =>
      hold(
        `POST /rest/v1/partnership_enquiries HTTP/1.1\r\nHost: localhost\r\napikey: ${LOCAL_ANON_KEY}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"name":"',
        'aaaaaaaaaa',
      ),
    );
    const silent = Array.from({ length: 20 }, () => hold('', undefined));

    // Meanwhile an ordinary visitor loads pages and sends the form, one request after another.
    const latencies: number[] = [];
    const statuses: number[] = [];
    const until = Date.now() + 5_000;
    let n = 0;
    while (Date.now() < until) {
      const t0 = performance.now();
      const response =
        n % 2 === 0
          ? await fetch(`${site.origin}/`, { headers: { host: 'localhost' } })
          : await fetch(`${site.origin}/rest/v1/partnership_enquiries`, {
              method: 'POST',
              headers: {
                apikey: LOCAL_ANON_KEY,
                'content-type': 'application/json',
                'x-forwarded-for': `203.0.113.${(n % 200) + 1}`,
              },
              body: JSON.stringify({ ...validRows.partnership_enquiries, email: `visitor${n}@slow.example` }),
            });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.push(response.status);
      n++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    console.log(
      `visitor: ${latencies.length} requests, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${percentile(latencies, 100).toFixed(1)} ms`,
    );
    const closed = (group: Held[]) => group.map((h) => h.closedAfter ?? Number.POSITIVE_INFINITY);
    console.log(
      `cut after (ms): slow headers ≤ ${Math.max(...closed(slowHeaders))}, slow bodies ≤ ${Math.max(...closed(slowBodies))}, silent ≤ ${Math.max(...closed(silent))}`,
    );

    expect(new Set(statuses)).toEqual(new Set([200, 201]));
    expect(p50).toBeLessThan(50);
    expect(p95).toBeLessThan(100);
    // Each is cut within its timeout and the checking interval, with room for a busy machine.
    for (const after of closed(slowHeaders)) expect(after).toBeLessThan(LIMITS.headersTimeoutMs + 1_500);
    for (const after of closed(slowBodies)) expect(after).toBeLessThan(LIMITS.requestTimeoutMs + 1_500);
    for (const after of closed(silent)) expect(after).toBeLessThan(LIMITS.idleTimeoutMs + 1_500);
  });

  it('connections past the cap are refused at once, and the server serves again when they are gone', async () => {
    const capped = await startPublicSite({}, { maxConnections: 10 });
    try {
      const sockets = await Promise.all(
        Array.from(
          { length: 25 },
          () =>
            new Promise<{ socket: Socket; closed: Promise<void> }>((resolve) => {
              const socket = connect(capped.port, '127.0.0.1');
              const closed = new Promise<void>((done) => socket.on('close', () => done()));
              socket.on('error', () => undefined);
              socket.on('connect', () => resolve({ socket, closed }));
            }),
        ),
      );
      const refused = await Promise.all(
        sockets.map(({ closed }) =>
          Promise.race([
            closed.then(() => true),
            new Promise<boolean>((r) => setTimeout(() => r(false), 500)),
          ]),
        ),
      );
      expect(refused.filter(Boolean).length).toBe(15);
      for (const { socket } of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`${capped.origin}/`, { headers: { host: 'localhost' } })).status).toBe(200);
    } finally {
      await capped.stop();
    }
  });
});
