import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BackendStartError, openDatabase, processIdentity } from '../../supabase/local/database';
import { newDataDir, removeDataDir, startBackend, validRows } from './harness';

describe('the data folder', () => {
  it('keeps rows across a restart and records each migration once', async () => {
    const dataDir = newDataDir();
    const first = await startBackend({ dataDir });
    expect(
      (await first.client.from('partnership_enquiries').insert(validRows.partnership_enquiries)).error,
    ).toBeNull();
    await first.stop();

    const second = await startBackend({ dataDir });
    expect(await second.count('partnership_enquiries')).toBe(1);
    const migrations = await second.backend.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    expect(migrations.length).toBeGreaterThan(0);
    expect(new Set(migrations.map((m) => m.version)).size).toBe(migrations.length);
    await second.stop();
    removeDataDir(dataDir);
  });

  it('refuses a folder another live process holds, naming it', async () => {
    const dataDir = newDataDir();
    writeFileSync(join(dataDir, 'backend.lock'), String(process.ppid));
    await expect(openDatabase(dataDir)).rejects.toThrow(BackendStartError);
    await expect(openDatabase(dataDir)).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));
    removeDataDir(dataDir);
  });

  it('refuses a lock whose live process is the one that took it', async () => {
    const dataDir = newDataDir();
    const holder = { pid: process.ppid, started: processIdentity(process.ppid) };
    expect(holder.started).toBeDefined();
    writeFileSync(join(dataDir, 'backend.lock'), JSON.stringify(holder));
    await expect(openDatabase(dataDir)).rejects.toThrow(new RegExp(`in use by process ${process.ppid}`));
    removeDataDir(dataDir);
  });

  it('takes over a lock whose pid now belongs to another live process', async () => {
    const dataDir = newDataDir();
    writeFileSync(
      join(dataDir, 'backend.lock'),
      JSON.stringify({ pid: process.ppid, started: 'a process that started at another time' }),
    );
    const opened = await openDatabase(dataDir);
    expect(JSON.parse(readFileSync(join(dataDir, 'backend.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await opened.close();
    expect(existsSync(join(dataDir, 'backend.lock'))).toBe(false);
    removeDataDir(dataDir);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = newDataDir();
    writeFileSync(join(dataDir, 'backend.lock'), '999999');
    const opened = await openDatabase(dataDir);
    await opened.close();
    removeDataDir(dataDir);
  });

  it('says clearly when the database cannot be opened', async () => {
    const dataDir = newDataDir();
    writeFileSync(join(dataDir, 'pgdata'), 'this is a file where a folder should be');
    await expect(openDatabase(dataDir)).rejects.toThrow(/Could not open the local database/);
    removeDataDir(dataDir);
  });
});
