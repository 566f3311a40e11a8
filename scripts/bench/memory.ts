// `npm run bench:memory -- [--seconds 20] [--clients 20] [--readers 20] [--flood 100000] [--write-docs]`
// What the production server holds, as `npm run serve` starts it: resident
// memory as the kernel counts it (VmRSS) and its peak so far (VmHWM), at rest after start, during a
// sustained load and after it, and after a flood of unknown addresses. The load is N clients sending
// form inserts with the write limit off (every one a row: the most the database is asked to do) while
// --readers clients (as many unless told) read pages of both hosts. Twice: with the embedded database
// on an empty data folder, then with DATABASE_URL on a new database of a throwaway PostgreSQL 15 server
// (Debian's package, as the backend tests start it), whose own processes are not counted. Prints
// Markdown tables; with --write-docs they also go into
// docs/performance.md, between `<!-- bench:memory -->` and `<!-- /bench:memory -->`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { site } from '../../content/site.ts';
import { routeTable } from '../../src/routing/routes.ts';
import { SERVER_NODE_FLAGS } from '../../supabase/local/database.ts';
import {
  buildIfNeeded,
  markdownTable,
  measuredOn,
  progress,
  writeDocsBlock,
  writeDocsOption,
} from './support.ts';
import { postEnquiry } from './postEnquiry.ts';
import { processMemory } from '../../tests/support/processMemory.ts';
import { createDatabase, startPostgres } from '../../tests/backend/postgres.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    clients: { type: 'string', default: '20' },
    readers: { type: 'string' },
    // Rows a minute from one address; 0 is off. The load comes from one address, this machine's.
    'writes-per-minute': { type: 'string', default: '0' },
    flood: { type: 'string', default: '100000' },
    ...writeDocsOption,
  },
});
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const readers = Number(values.readers ?? values.clients);
const floodCount = Number(values.flood);
const port = 20000 + Math.floor(Math.random() * 20000);

interface Reading {
  phase: string;
  resident: number;
  peak: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(dataDir: string, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, 'dist/server/start.js', '--port', String(port)],
    {
      env: {
        PATH: process.env.PATH ?? '',
        SUPABASE_LOCAL_DATA_DIR: dataDir,
        SUPABASE_LOCAL_WRITES_PER_MINUTE: values['writes-per-minute'],
        DATABASE_URL: databaseUrl,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Serving the prerendered sites')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}).`)));
  });
}

/** One page, as a browser asks for it (compressed), on a keep-alive agent; resolves with the status. */
function readPage(agent: Agent, host: string, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { host, 'accept-encoding': 'br, gzip' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function sustainedLoad(
  server: ChildProcess,
): Promise<{ peakDuring: number; rows: number; pages: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients + readers });
  const pages = (['main', 'community'] as const).flatMap((kind) =>
    routeTable(kind).map((route) => ({ host: new URL(site.origins[kind]).host, path: route.path })),
  );
  const deadline = performance.now() + seconds * 1000;
  let rows = 0;
  let read = 0;
  let sequence = 0;
  let peakDuring = 0;
  const sampler = setInterval(
    () => (peakDuring = Math.max(peakDuring, processMemory(server.pid).resident)),
    250,
  );
  const writer = async () => {
    while (performance.now() < deadline) {
      const n = sequence++;
      const status = await postEnquiry(port, agent, {
        name: `Memory ${n}`,
        company: 'Benchmark Ltd',
        email: `memory${n}@load.example`,
        message: 'A partnership enquiry of ordinary length, as a visitor would write it.',
      });
      if (status === 201) rows++;
    }
  };
  const reader = async () => {
    while (performance.now() < deadline) {
      const page = pages[read++ % pages.length];
      if (page) await readPage(agent, page.host, page.path);
    }
  };
  await Promise.all([...Array.from({ length: clients }, writer), ...Array.from({ length: readers }, reader)]);
  clearInterval(sampler);
  agent.destroy();
  return { peakDuring, rows, pages: read };
}

function flood(count: number): Promise<void> {
  const child = spawn(
    process.execPath,
    ['tests/support/flood.mjs', String(port), new URL(site.origins.main).host, String(count), 'memory'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The flood failed (${code}).`)))),
  );
}

/** The four readings of one server: at rest, during and after the load, after the flood. */
async function measure(databaseUrl: string): Promise<Reading[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ai-edit-memory-'));
  const readings: Reading[] = [];
  const read = (phase: string, server: ChildProcess) =>
    readings.push({ phase, ...processMemory(server.pid) });
  let server: ChildProcess | undefined;
  try {
    progress(`Starting the server ${databaseUrl ? 'with DATABASE_URL' : 'on an empty data folder'}…`);
    server = await startServer(dataDir, databaseUrl);
    await pause(2000);
    read('at rest after start', server);
    progress(`${clients} clients inserting and ${readers} reading pages for ${seconds} s…`);
    const load = await sustainedLoad(server);
    readings.push({
      phase: `during the load (${load.rows} rows, ${load.pages} pages)`,
      resident: load.peakDuring,
      peak: processMemory(server.pid).peak,
    });
    await pause(2000);
    read('after the load', server);
    progress(`${floodCount} unknown addresses…`);
    await flood(floodCount);
    await pause(2000);
    read(`after ${floodCount.toLocaleString('en-GB')} unknown addresses`, server);
  } finally {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  return readings;
}

const tableOf = (title: string, readings: Reading[]) =>
  markdownTable(
    [title, 'resident', 'peak so far'],
    ['left', 'right', 'right'],
    readings.map((r) => [r.phase, `${r.resident.toFixed(0)} MB`, `${r.peak.toFixed(0)} MB`]),
  );

buildIfNeeded();
const embedded = tableOf('embedded database (PGlite)', await measure(''));
console.log(embedded);
const postgres = await startPostgres();
let team: string;
try {
  team = tableOf(
    `PostgreSQL ${postgres.version} (DATABASE_URL)`,
    await measure(await createDatabase(postgres.url)),
  );
} finally {
  postgres.stop();
}
console.log(team);
if (values['write-docs']) {
  const about = measuredOn('npm run bench:memory', [
    `${clients} writers and ${readers} readers for ${seconds} s`,
  ]);
  await writeDocsBlock('memory', `${about}.\n\n${embedded}\n\n${team}`);
}
