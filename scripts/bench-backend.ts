// `npm run bench:backend -- [--clients 50] [--seconds 10]`
// Starts the embedded backend in its own process on a fresh data folder, then N clients insert rows
// through HTTP as fast as they can for T seconds. Prints inserts per second and latency percentiles.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_ANON_KEY } from '../supabase/local/anonKey.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '54329' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const url = `http://127.0.0.1:${values.port}/rest/v1/partnership_enquiries`;

const dataDir = mkdtempSync(join(tmpdir(), 'ai-edit-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/server.ts'], {
  env: { ...process.env, SUPABASE_LOCAL_PORT: values.port, SUPABASE_LOCAL_DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Local Supabase backend on')) resolve();
  });
  server.on('exit', (code) => reject(new Error(`backend exited with ${code}`)));
});

const latencies: number[] = [];
let errors = 0;
let sequence = 0;
const deadline = performance.now() + seconds * 1000;

async function client(): Promise<void> {
  while (performance.now() < deadline) {
    const n = sequence++;
    const body = JSON.stringify({
      name: `Bench ${n}`,
      company: 'Benchmark Ltd',
      email: `bench${n}@load.example`,
      message: 'A partnership enquiry of ordinary length, as a visitor would write it.',
    });
    const t0 = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'content-type': 'application/json',
      },
      body,
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (res.status !== 201) errors++;
  }
}

// A short warm-up so the first-insert plan and JIT costs are not counted.
await Promise.all(Array.from({ length: 5 }, () => fetch(url, { method: 'OPTIONS' })));
const started = performance.now();
await Promise.all(Array.from({ length: clients }, client));
const elapsed = (performance.now() - started) / 1000;

server.kill('SIGTERM');
await new Promise((resolve) => server.on('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
const ok = latencies.length - errors;
console.log(`clients            ${clients}`);
console.log(`duration           ${elapsed.toFixed(1)} s`);
console.log(`inserts            ${ok} (${errors} errors)`);
console.log(`inserts per second ${(ok / elapsed).toFixed(0)}`);
console.log(`latency p50        ${pct(50).toFixed(1)} ms`);
console.log(`latency p99        ${pct(99).toFixed(1)} ms`);
process.exit(errors ? 1 : 0);
