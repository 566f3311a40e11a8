// `npm run bench:backend -- [--clients 50] [--seconds 10] [--warmup 3] [--writes-per-minute 0] [--write-docs]`
// Starts the embedded backend in its own process on a fresh data folder. N clients, each with its own
// keep-alive connection, insert partnership enquiries through HTTP as fast as the answers come back:
// first for a warm-up (connections opened, code compiled), then for the measured T seconds. Prints
// inserts per second and latency percentiles, then stops the backend and counts the rows it kept.
// Every client writes from this machine's one address, so the per-address write limit is off (0) unless
// --writes-per-minute gives one; a limit far above the load (say 1000000000) measures what checking it
// costs each insert.
// --clients and --writes-per-minute take comma-separated lists (`--clients 1,10,50,100`): each
// combination runs in turn, on a backend of its own, and a Markdown table of all of them follows. With
// --write-docs that table also goes into docs/performance.md, between `<!-- bench:backend -->` and
// `<!-- /bench:backend -->`.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../supabase/local/database.ts';
import { spawnBackend } from '../../tests/support/backendProcess.ts';
import { markdownTable, measuredOn, writeDocsBlock, writeDocsOption } from './support.ts';
import { cpuTimes, stealLine, type CpuTimes } from './cpuSteal.ts';
import { postEnquiry } from './postEnquiry.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    port: { type: 'string', default: '54329' },
    'writes-per-minute': { type: 'string', default: '0' },
    ...writeDocsOption,
  },
});
const list = (value: string) => value.split(',').map((item) => item.trim());
const clientCounts = list(values.clients).map(Number);
const limits = list(values['writes-per-minute']);
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const port = Number(values.port);

interface Run {
  latencies: number[];
  created: number;
  errors: number;
  elapsed: number;
}

interface Outcome {
  clients: number;
  limit: string;
  insertsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** The share of CPU time the host took from this machine while measuring, if known. */
  steal: number | undefined;
  ok: boolean;
}

const stealShare = (before: CpuTimes | undefined, after: CpuTimes | undefined) =>
  before && after ? (after.steal - before.steal) / Math.max(1, after.total - before.total) : undefined;

async function bench(clients: number, limit: string): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ai-edit-bench-'));
  const server = spawnBackend({ dataDir, port, writesPerMinute: limit, stderr: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Local Supabase backend on')) resolve();
    });
    server.on('exit', (code) => reject(new Error(`backend exited with ${code}`)));
  });

  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  let sequence = 0;

  /** One insert as a visitor's form sends it. */
  const insert = (): Promise<number> => {
    const n = sequence++;
    return postEnquiry(port, agent, {
      name: `Bench ${n}`,
      company: 'Benchmark Ltd',
      email: `bench${n}@load.example`,
      message: 'A partnership enquiry of ordinary length, as a visitor would write it.',
    });
  };

  const load = async (forSeconds: number): Promise<Run> => {
    const run: Run = { latencies: [], created: 0, errors: 0, elapsed: 0 };
    const started = performance.now();
    const deadline = started + forSeconds * 1000;
    const client = async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await insert();
        run.latencies.push(performance.now() - t0);
        if (status === 201) run.created++;
        else run.errors++;
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    run.elapsed = (performance.now() - started) / 1000;
    return run;
  };

  const warmup = await load(warmupSeconds);
  const cpuBefore = cpuTimes();
  const measured = await load(seconds);
  const cpuAfter = cpuTimes();
  agent.destroy();

  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  const { db, close } = await openDatabase(dataDir);
  const kept = (await db.query<{ n: number }>('select count(*)::int as n from public.partnership_enquiries'))
    .rows[0]?.n;
  await close();
  rmSync(dataDir, { recursive: true, force: true });

  const sorted = [...measured.latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const created = warmup.created + measured.created;
  console.log(`clients            ${clients}`);
  console.log(`write limit        ${limit === '0' ? 'off' : `${limit} a minute per address`}`);
  console.log(`warm-up            ${warmup.elapsed.toFixed(1)} s, ${warmup.created} inserts`);
  console.log(`measured           ${measured.elapsed.toFixed(1)} s`);
  console.log(`inserts            ${measured.created} (${measured.errors} errors)`);
  console.log(`inserts per second ${(measured.created / measured.elapsed).toFixed(0)}`);
  console.log(`latency p50        ${ms(pct(50))}`);
  console.log(`latency p90        ${ms(pct(90))}`);
  console.log(`latency p99        ${ms(pct(99))}`);
  console.log(`latency max        ${ms(pct(100))}`);
  console.log(`rows kept          ${kept} of ${created} answered 201`);
  const steal = stealLine(cpuBefore, cpuAfter);
  if (steal) console.log(steal);
  return {
    clients,
    limit,
    insertsPerSecond: measured.created / measured.elapsed,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: pct(100),
    steal: stealShare(cpuBefore, cpuAfter),
    ok: !measured.errors && !warmup.errors && kept === created,
  };
}

const outcomes: Outcome[] = [];
for (const limit of limits) {
  for (const clients of clientCounts) {
    if (outcomes.length > 0) console.log();
    outcomes.push(await bench(clients, limit));
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const table = markdownTable(
  ['clients', 'write limit', 'inserts/s', 'p50', 'p90', 'p99', 'max', 'steal'],
  ['right', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
  outcomes.map((o) => [
    o.clients,
    o.limit === '0' ? 'off' : `${Number(o.limit).toLocaleString('en-GB')} a minute`,
    Math.round(o.insertsPerSecond).toLocaleString('en-GB'),
    ms(o.p50),
    ms(o.p90),
    ms(o.p99),
    ms(o.max),
    o.steal === undefined ? '–' : `${(o.steal * 100).toFixed(0)} %`,
  ]),
);
const failed = outcomes.filter((o) => !o.ok);
const failedLine = failed.length
  ? `Errors or lost rows in: ${failed.map((o) => `${o.clients} clients, limit ${o.limit}`).join('; ')}.`
  : 'Every insert answered 201, and every one was in the database when it was reopened.';
if (outcomes.length > 1 || values['write-docs']) console.log(`\n${table}\n\n${failedLine}`);
if (values['write-docs']) {
  const about = measuredOn('npm run bench:backend', [
    `${warmupSeconds} s warm-up, ${seconds} s measured per row`,
  ]);
  await writeDocsBlock('backend', `${about}.\n\n${table}\n\n${failedLine}`);
}
process.exit(outcomes.every((o) => o.ok) ? 0 : 1);
