import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEnquiries } from '../../scripts/bench/postEnquiry';
import { BackendStartError, DatabaseUnavailable } from '../../supabase/local/database';
import { newDataDir, removeDataDir, startBackend, validRows, type RunningBackend } from './harness';
import { createDatabase, startPostgres, type ThrowawayPostgres } from './postgres';

// What only a team's PostgreSQL does: go away and come back. A server of this file's own, since the
// run's server is shared by the other files' backends.

let server: ThrowawayPostgres;

beforeAll(async () => {
  server = await startPostgres();
});

afterAll(() => server?.stop());

const row = (email: string) => ({ ...validRows.partnership_enquiries, email });

const storedEmails = async (api: RunningBackend) =>
  new Set(
    (await api.backend.query<{ email: string }>('select email from public.partnership_enquiries')).map(
      ({ email }) => email,
    ),
  );

describe('the backend on DATABASE_URL', () => {
  it('starts while PostgreSQL is down: a clear message, 503 meanwhile, and rows as soon as it is back', async () => {
    const databaseUrl = await createDatabase(server.url);
    server.halt();
    try {
      const refused = await startBackend({ databaseUrl }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DatabaseUnavailable);
      expect((refused as Error).message).toContain(
        `PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname} cannot be reached`,
      );
      expect((refused as Error).message).not.toContain('@');
    } finally {
      server.resume();
    }
    const api = await startBackend({ databaseUrl });
    server.halt();
    try {
      const down = await api.http('/rest/v1/partnership_enquiries', {
        method: 'POST',
        body: JSON.stringify(row('down@example.com')),
      });
      expect(down.status).toBe(503);
      const body = (await down.json()) as { code: string };
      expect(body.code).toBe('PGRST000');
      // Where the database lives is not the visitor's business.
      expect(JSON.stringify(body)).not.toContain(new URL(databaseUrl).host);
    } finally {
      server.resume();
    }
    const back = await api.http('/rest/v1/partnership_enquiries', {
      method: 'POST',
      body: JSON.stringify(row('back@example.com')),
    });
    expect(back.status).toBe(201);
    expect(await api.count('partnership_enquiries')).toBe(1);
    await api.stop();
    removeDataDir(api.dataDir);
  });

  it('a database that refuses (one that does not exist) stops the start with what to check', async () => {
    const address = new URL(server.url);
    address.pathname = '/no_such_database';
    const dataDir = newDataDir();
    const refused = await startBackend({ databaseUrl: address.href, dataDir }).catch(
      (error: unknown) => error,
    );
    removeDataDir(dataDir);
    expect(refused).toBeInstanceOf(BackendStartError);
    expect(refused).not.toBeInstanceOf(DatabaseUnavailable);
    expect((refused as Error).message).toContain('refused the connection');
    expect((refused as Error).message).toContain('"no_such_database" does not exist');
    expect((refused as Error).message).toContain('Check DATABASE_URL');
  });

  it('keeps serving while PostgreSQL restarts under load, and every row it acknowledged is there', async () => {
    const databaseUrl = await createDatabase(server.url);
    const api = await startBackend({ databaseUrl });
    const load = sendEnquiries(Number(new URL(api.url).port), 20, validRows.partnership_enquiries);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    server.halt();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    server.resume();
    const resumed = load.acknowledged.length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await load.stop();
    const { acknowledged, statuses } = load;

    // Only answers a client can act on: stored, or the database is unavailable (try again).
    expect([...statuses.keys()].sort()).toEqual([201, 503]);
    expect(acknowledged.length).toBeGreaterThan(resumed);
    const stored = await storedEmails(api);
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(lost).toEqual([]);
    await api.stop();
    removeDataDir(api.dataDir);
  });

  it('npm run backup is pg_dump while rows arrive; restored into a new database, every acknowledged row is there', async () => {
    const databaseUrl = await createDatabase(server.url);
    const api = await startBackend({ databaseUrl });
    const load = sendEnquiries(Number(new URL(api.url).port), 10, validRows.partnership_enquiries);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const beforeBackup = [...load.acknowledged];
    const folder = mkdtempSync(join(tmpdir(), 'ai-edit-dump-'));
    const dump = join(folder, 'site.dump');
    // Run beside the load (not blocking this process, which serves the backend and sends the rows).
    await promisify(execFile)('npx', ['tsx', 'supabase/local/backup.ts', '--out', dump], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    const duringBackup = load.acknowledged.length;
    await load.stop();
    // Rows kept arriving while pg_dump ran.
    expect(beforeBackup.length).toBeGreaterThan(0);
    expect(duringBackup).toBeGreaterThan(beforeBackup.length);
    await api.stop();

    const restoredUrl = await createDatabase(server.url);
    execFileSync('pg_restore', ['--dbname', restoredUrl, dump], { stdio: ['ignore', 'pipe', 'pipe'] });
    const restored = await startBackend({ databaseUrl: restoredUrl });
    const emails = await storedEmails(restored);
    expect(beforeBackup.filter((email) => !emails.has(email))).toEqual([]);
    // The restored database takes rows as the first did.
    const more = await restored.http('/rest/v1/partnership_enquiries', {
      method: 'POST',
      body: JSON.stringify(row('after-restore@example.com')),
    });
    expect(more.status).toBe(201);
    await restored.stop();
    removeDataDir(restored.dataDir);
    removeDataDir(api.dataDir);
    rmSync(folder, { recursive: true, force: true });
  });
});
