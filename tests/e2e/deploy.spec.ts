import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { site } from '../../content/site';
import { UTF8_BOM } from '../../supabase/local/csv';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { expect, test } from '../support/fixtures';

// The site as an organiser deploys it on one machine (docs/deploy.md, way B): the build copied into a
// fresh folder, an install without development packages, the server started with plain `node`
// (the Node running these tests: CI runs this file on Node 24 too), both hosts served, a row
// stored, memory that stays put under a flood of unknown addresses, a clean stop, a backup and a
// restore, and the organiser's export.

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const hosts = {
  main: new URL(site.origins.main).host,
  community: new URL(site.origins.community).host,
};

let folder = '';
let dataDir = '';
let port = 0;
let server: ChildProcess | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 32 });

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
  const child = spawn(process.execPath, ['dist/server/start.js', '--port', String(port)], {
    cwd: folder,
    env: { PATH: process.env.PATH ?? '', SUPABASE_LOCAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Serving the prerendered sites')) {
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

/**
 * The server's own resident memory, in MB, as the kernel counts it: its anonymous pages (heaps,
 * buffers, the database's memory), where anything it kept would be. Pages mapped from files (the
 * node binary, its libraries) are left out: the kernel drops and reloads those as other processes
 * need memory, which says nothing about the server.
 */
function residentMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/RssAnon:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
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
});

test('100,000 unknown addresses leave its memory where it was, and it still answers', async () => {
  expect(server).toBeDefined();
  if (!server) return;
  // Warm-up: the code paths, the 404 page's copies in memory, the sockets.
  await flood(5_000, 'warm-up');
  const before = residentMb(server);
  await flood(100_000, 'flood');
  const after = residentMb(server);
  test.info().annotations.push({
    type: 'resident memory',
    description: `${before.toFixed(0)} MB → ${after.toFixed(0)} MB`,
  });
  expect(after - before).toBeLessThan(20);
  expect((await ask(hosts.main, '/no-such-page')).status).toBe(404);
  expect((await ask(hosts.main, '/about')).status).toBe(200);
});

test('it stops cleanly; a backup restored in place holds the row, and the export reads it', async () => {
  expect(server).toBeDefined();
  if (!server) return;
  expect(await stopServer(server)).toBe(0);

  const backup = join(folder, 'backup.tgz');
  const run = (command: string, args: string[]) => {
    const done = spawnSync(command, args, { cwd: folder, encoding: 'utf8' });
    expect(done.status, `${command} ${args.join(' ')}: ${done.stderr}`).toBe(0);
    return done.stdout;
  };
  run('tar', ['-czf', backup, '-C', folder, 'data']);
  rmSync(dataDir, { recursive: true, force: true });
  run('tar', ['-xzf', backup, '-C', folder]);

  const csv = run(process.execPath, [
    'dist/server/submissions.js',
    '--table',
    'partnership_enquiries',
    '--format',
    'csv',
    '--data-dir',
    dataDir,
  ]);
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  expect(csv).toContain(`${row.name},${row.company},${row.email},`);

  server = await startServer();
  expect((await ask(hosts.community, '/')).status).toBe(200);
  expect(await stopServer(server)).toBe(0);
});
