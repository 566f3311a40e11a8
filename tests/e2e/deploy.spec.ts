import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { site } from '../../content/site';
import { UTF8_BOM } from '../../supabase/local/csv';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { SERVER_NODE_FLAGS } from '../../supabase/local/database';
import { expect, test } from '../support/fixtures';
import { processMemory } from '../support/processMemory';
import { sendEnquiries } from '../../scripts/bench/postEnquiry';

// The site as an organiser deploys it on one machine (docs/deploy.md, way B): the build copied into a
// fresh folder, an install without development packages, the server started with plain `node`
// (the Node running these tests: CI runs this file on Node 24 too), both hosts served, a row
// stored, memory that stays put under a flood of unknown addresses, a backup while rows arrive, a clean
// stop, a restore into a fresh folder, and the organiser's export.

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const hosts = {
  main: new URL(site.origins.main).host,
  community: new URL(site.origins.community).host,
};

let folder = '';
let dataDir = '';
let port = 0;
let server: ChildProcess | undefined;
let inspector = '';
const agent = new Agent({ keepAlive: true, maxSockets: 32 });
/** The memory the server is given in docs/deploy.md (systemd's MemoryMax=). */
const MEMORY_LIMIT_MB = 256;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Answer {
  status: number;
  body: string;
}

function ask(
  host: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        agent,
        headers: { host, ...init.headers },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/** Starts the installed server on the data folder and resolves once it says it is serving. */
async function startServer(): Promise<ChildProcess> {
  // The inspector, on a free loopback port, lets the memory test collect the server's garbage
  // before it reads what the server holds. It changes nothing the server does.
  const child = spawn(
    process.execPath,
    ['--inspect=127.0.0.1:0', ...SERVER_NODE_FLAGS, 'dist/server/start.js', '--port', String(port)],
    {
      cwd: folder,
      // Every insert comes from this machine's one address: the per-address write limit is off.
      env: {
        PATH: process.env.PATH ?? '',
        SUPABASE_LOCAL_DATA_DIR: dataDir,
        SUPABASE_LOCAL_WRITES_PER_MINUTE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Serving the prerendered sites')) {
        inspector = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? '';
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}):\n${output}`)));
  });
  return child;
}

/** Stops the server as systemd would, and resolves with its exit code. */
function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** What the server holds once its garbage is collected, in MB, and its resident memory as the kernel counts it. */
interface Held {
  /** Its JavaScript objects, after a full collection. */
  heap: number;
  /** Memory its objects own outside that heap: buffers, compression streams, the database's memory. */
  external: number;
  /** Its anonymous resident pages: reported, not judged (the collector and the kernel size these). */
  resident: number;
}

/**
 * Asks the server's inspector for a full garbage collection, then reads `process.memoryUsage()`.
 * Resident memory alone says little about what a server keeps: after a flood it also holds the
 * collector's room to work (V8 sizes its young generation by how fast the server allocates), and a
 * kernel that backs memory with huge pages grows it with no allocation at all. After a collection,
 * the heap holds exactly what is still reachable: anything kept per request is there.
 */
async function heldMb(child: ChildProcess): Promise<Held> {
  const socket = new WebSocket(inspector);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const answers = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as { id?: number; result?: unknown };
    if (message.id !== undefined) answers.get(message.id)?.(message.result);
  });
  const call = (id: number, method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      answers.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call(1, 'HeapProfiler.collectGarbage');
    const read = (await call(2, 'Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(read.result.value) as NodeJS.MemoryUsage;
    const megabytes = (bytes: number) => bytes / 2 ** 20;
    return {
      heap: megabytes(usage.heapUsed),
      external: megabytes(usage.external),
      resident: processMemory(child.pid).anonymous,
    };
  } finally {
    // An attached inspector would hold the server's exit until it leaves.
    socket.close();
  }
}

/**
 * The server's resident memory as the kernel counts it, now and at its peak since it started, within
 * the limit docs/deploy.md gives it: the smallest machines people deploy a site like this on.
 */
function expectWithinLimit(child: ChildProcess, when: string): void {
  const { resident, peak } = processMemory(child.pid);
  test.info().annotations.push({
    type: `resident memory (MB), ${when}`,
    description: `${resident.toFixed(0)}, peak ${peak.toFixed(0)}`,
  });
  expect(peak, `peak resident memory (MB), ${when}`).toBeLessThanOrEqual(MEMORY_LIMIT_MB);
  expect(resident, `resident memory (MB), ${when}`).toBeLessThanOrEqual(MEMORY_LIMIT_MB);
}

/** Asks for `count` distinct addresses that are no page (tests/support/flood.mjs), and checks each is a 404. */
async function flood(count: number, tag: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['tests/support/flood.mjs', String(port), hosts.main, String(count), tag],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code, errors).toBe(0);
}

const row = {
  name: 'Zoë Ångström',
  company: 'Fjord Analytics',
  email: 'zoe@fjord.example',
  message: 'We would love to sponsor an issue about AI in small teams.',
};

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'production-install-'));
  dataDir = join(folder, 'data');
  // What a deploy copies to the machine: the build and the files it runs with.
  for (const entry of [
    'package.json',
    'package-lock.json',
    '.npmrc',
    'dist/server',
    'dist/sites',
    'supabase',
  ])
    cpSync(entry, join(folder, entry), { recursive: true });
  rmSync(join(folder, 'supabase', 'local'), { recursive: true, force: true });
  port = await freePort();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) await stopServer(server);
  agent.destroy();
  rmSync(folder, { recursive: true, force: true });
});

test('an install without development packages runs the server with plain node', async () => {
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 240_000,
  });
  expect(install.status, install.stderr).toBe(0);
  expect(existsSync(join(folder, 'node_modules', '@electric-sql', 'pglite'))).toBe(true);
  // No TypeScript loader, no build tools, none of the browser's packages: what runs is the build's
  // JavaScript and the embedded database.
  for (const tool of ['tsx', 'vite', 'typescript', 'react', '@mui/material'])
    expect(existsSync(join(folder, 'node_modules', tool)), tool).toBe(false);

  server = await startServer();
  const home = await ask(hosts.main, '/');
  expect(home.status).toBe(200);
  expect(home.body).toContain('Welcome to The AI Edit');
  const community = await ask(hosts.community, '/events');
  expect(community.status).toBe(200);
  expect(community.body).toContain(
    '<link rel="canonical" href="https://womenloveai.theaiedit.example/events"',
  );

  const stored = await ask(hosts.main, '/rest/v1/partnership_enquiries', {
    method: 'POST',
    body: JSON.stringify(row),
    headers: {
      apikey: LOCAL_ANON_KEY,
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'content-type': 'application/json',
    },
  });
  expect(stored.status, stored.body).toBe(201);

  // The smallest machines people deploy a site like this on: the server, its database included, within
  // 256 MB at its busiest so far (opening a new database, the first pages, the first row) and at rest.
  expectWithinLimit(server, 'started');
});

test('100,000 unknown addresses leave its memory where it was, and it still answers', async () => {
  expect(server).toBeDefined();
  if (!server) return;
  // Warm-up: the code paths, the 404 page's copies in memory, the sockets.
  await flood(5_000, 'warm-up');
  const before = await heldMb(server);
  await flood(100_000, 'flood');
  const after = await heldMb(server);
  const shown = (held: Held) =>
    `heap ${held.heap.toFixed(1)}, external ${held.external.toFixed(1)}, resident ${held.resident.toFixed(0)}`;
  test.info().annotations.push({
    type: 'memory (MB)',
    description: `${shown(before)} → ${shown(after)}`,
  });
  // Kept per request, 100,000 addresses of 2 KB would be 200 MB; even 20 bytes each would be 2 MB.
  expect(after.heap - before.heap, `${shown(before)} → ${shown(after)}`).toBeLessThan(2);
  expect(after.external - before.external, `${shown(before)} → ${shown(after)}`).toBeLessThan(2);
  expect((await ask(hosts.main, '/no-such-page')).status).toBe(404);
  expect((await ask(hosts.main, '/about')).status).toBe(200);
  expectWithinLimit(server, 'after the flood');
});

test('npm run backup copies the database while it takes rows; restored, every acknowledged row is there', async () => {
  expect(server).toBeDefined();
  if (!server) return;
  // Visitors keep sending the form while the organiser backs up.
  const load = sendEnquiries(port, 10, row, 'backup');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const beforeBackup = [...load.acknowledged];
  const backup = join(folder, 'backup.tar.gz');
  // The tools as the organiser runs them, with the install's own settings (none from this shell's).
  const { DATABASE_URL: _ignored, ...shell } = process.env;
  const env = { ...shell, SUPABASE_LOCAL_DATA_DIR: dataDir };
  const run = (command: string, args: string[]) => {
    const done = spawnSync(command, args, { cwd: folder, encoding: 'utf8', env, maxBuffer: 256 * 2 ** 20 });
    expect(done.status, `${command} ${args.join(' ')}: ${done.stderr}`).toBe(0);
    return done.stdout;
  };
  // Beside the load, not blocking this process, whose clients keep sending the form meanwhile.
  await promisify(execFile)('npm', ['run', 'backup', '--', '--out', backup, '--port', String(port)], {
    cwd: folder,
    env,
  });
  const duringBackup = load.acknowledged.length;
  await load.stop();
  // It kept taking rows during the copy, within its memory.
  expect(beforeBackup.length).toBeGreaterThan(0);
  expect(duringBackup).toBeGreaterThan(beforeBackup.length);
  expectWithinLimit(server, 'after inserts and a backup');
  expect(await stopServer(server)).toBe(0);

  // Restored into a fresh data folder, as docs/deploy.md shows.
  const restored = join(folder, 'restored');
  mkdirSync(restored);
  run('tar', ['-xzf', backup, '-C', restored]);
  const exported = JSON.parse(
    run(process.execPath, [
      'dist/server/submissions.js',
      '--table',
      'partnership_enquiries',
      '--format',
      'json',
      '--data-dir',
      restored,
    ]),
  ) as { email: string }[];
  const emails = new Set(exported.map(({ email }) => email));
  expect(beforeBackup.filter((email) => !emails.has(email))).toEqual([]);
  expect(emails.has(row.email)).toBe(true);

  const csv = run(process.execPath, [
    'dist/server/submissions.js',
    '--table',
    'partnership_enquiries',
    '--format',
    'csv',
    '--data-dir',
    restored,
  ]);
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  expect(csv).toContain(`${row.name},${row.company},${row.email},`);

  dataDir = restored;
  server = await startServer();
  expect((await ask(hosts.community, '/')).status).toBe(200);
  expect(await stopServer(server)).toBe(0);
});
