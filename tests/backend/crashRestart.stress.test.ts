import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { postEnquiry } from '../../scripts/bench/postEnquiry';
import { openDatabase } from '../../supabase/local/database';
import { spawnBackend } from '../support/backendProcess';
import { newDataDir, removeDataDir, validRows } from './harness';

// The backend as its own process, killed with SIGKILL in the middle of a load of inserts: every insert it
// answered 201 must be there afterwards, and it must start again on the same folder by itself.

const children = new Set<ChildProcess>();

afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Backend {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts `npm run backend` on a data folder; resolves once it serves, or rejects with what it printed. */
function startBackend(dataDir: string, port: number): Promise<Backend> {
  const child = spawnBackend({ dataDir, port, writesPerMinute: '0', stderr: 'pipe' });
  children.add(child);
  let printed = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Local Supabase backend on')) resolve({ child, exited, output: () => printed });
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    void exited.then((code) => reject(new Error(`the backend exited with ${code}:\n${printed}`)));
  });
}

/** `clients` keep-alive clients inserting until `stop` is set; collects every e-mail answered 201. */
function load(port: number, clients: number, tag: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const acknowledged: string[] = [];
  let stop = false;
  let n = 0;
  const insert = async () => {
    const email = `${tag}-${n++}@crash.example`;
    if ((await postEnquiry(port, agent, { ...validRows.partnership_enquiries, email })) === 201)
      acknowledged.push(email);
  };
  const running = Promise.all(
    Array.from({ length: clients }, async () => {
      while (!stop) await insert();
    }),
  );
  return {
    acknowledged,
    async finish() {
      stop = true;
      await running;
      agent.destroy();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kill -9 under load', () => {
  it('loses no acknowledged row in three rounds and starts again by itself, also when the dead pid is reused', async () => {
    const dataDir = newDataDir();
    const port = await freePort();
    const acknowledged: string[] = [];
    const stranger = spawn('sleep', ['60']);
    children.add(stranger);
    try {
      for (let round = 1; round <= 3; round++) {
        const backend = await startBackend(dataDir, port);
        const traffic = load(port, 30, `round${round}`);
        await sleep(1_500);
        backend.child.kill('SIGKILL');
        await backend.exited;
        await traffic.finish();
        acknowledged.push(...traffic.acknowledged);
        console.log(`round ${round}: ${traffic.acknowledged.length} inserts acknowledged before kill -9`);
        expect(traffic.acknowledged.length).toBeGreaterThan(0);
        if (round === 2) {
          // The dead server's pid now belongs to another, live process.
          const lockPath = join(dataDir, 'backend.lock');
          const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { pid: number; started: string };
          writeFileSync(lockPath, JSON.stringify({ ...lock, pid: stranger.pid }));
        }
      }
      const last = await startBackend(dataDir, port);
      last.child.kill('SIGTERM');
      await last.exited;

      const opened = await openDatabase(dataDir);
      const { rows } = await opened.db.query<{ email: string }>(
        `select email from public.partnership_enquiries where email like '%@crash.example'`,
      );
      await opened.close();
      const stored = new Set(rows.map((row) => row.email));
      const lost = acknowledged.filter((email) => !stored.has(email));
      console.log(`acknowledged ${acknowledged.length}, stored ${stored.size}, lost ${lost.length}`);
      expect(lost).toEqual([]);
    } finally {
      removeDataDir(dataDir);
    }
  });

  it('two live servers on one folder still refuse each other', async () => {
    const dataDir = newDataDir();
    try {
      const first = await startBackend(dataDir, await freePort());
      const second = startBackend(dataDir, await freePort());
      // It exits non-zero, naming the server that holds the folder.
      await expect(second).rejects.toThrow(
        new RegExp(`exited with [1-9]\\d*:[\\s\\S]*in use by process ${first.child.pid}`),
      );
      // The first is unharmed.
      expect(first.child.exitCode).toBeNull();
    } finally {
      removeDataDir(dataDir);
    }
  });
});
