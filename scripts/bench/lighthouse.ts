// `npm run bench:lighthouse -- [--runs 3] [--build] [--page /path] [--sites dist/sites] [--chromium /usr/bin/chromium]
//   [--write-docs]`
// Lighthouse's mobile preset (emulated phone, simulated throttling), performance category only, on
// every page of both hosts' route tables (not the 404 page: Lighthouse measures no error status),
// asked for by their production host names and served by the production server from dist/sites.
// Builds the site first when dist is missing (or with --build); --sites serves another build's sites
// (an earlier one, to compare). Prints the median run of each page as a Markdown table and writes
// every run to dist/bench/lighthouse.json; with --write-docs, also writes the table into docs/performance.md,
// between `<!-- bench:lighthouse -->` and `<!-- /bench:lighthouse -->`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { site } from '../../content/site.ts';
import { chromiumArgs } from '../../tests/chromium.ts';
import { cpuTimes, stealLine } from './cpuSteal.ts';
import { createSiteHandler } from '../server/siteServer.ts';
import {
  buildIfNeeded,
  close,
  listen,
  measuredOn,
  progress,
  writeDocsBlock,
  writeDocsOption,
} from './support.ts';
import { routeTable } from '../../src/routing/routes.ts';

type HostName = 'main' | 'community';

interface Page {
  host: HostName;
  path: string;
}

interface Metrics {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  jsBytes: number;
  benchmarkIndex: number;
}

interface Measurement extends Page {
  url: string;
  median: Metrics;
  runs: Metrics[];
}

// Lighthouse measures no page answered with an error status, so the 404 page is left out.
const EVERY_PAGE: Page[] = (['main', 'community'] as const).flatMap((host) =>
  routeTable(host).map((route) => ({ host, path: route.path })),
);
/**
 * Pages are asked for by their production host names, which the browser resolves to this machine:
 * the site then behaves exactly as in production (on localhost it would first hydrate with the
 * production origins and then re-render with the local ones).
 */
const HOST_NAMES: Record<HostName, string> = {
  main: new URL(site.origins.main).hostname,
  community: new URL(site.origins.community).hostname,
};
const OUTPUT_FILE = 'dist/bench/lighthouse.json';
const ATTEMPTS = 3;
// The site's one description of the browser, minus what only screenshots need.
const CHROME_FLAGS = [
  '--headless=new',
  ...chromiumArgs.filter((flag) => flag !== '--hide-scrollbars' && flag !== '--font-render-hinting=none'),
  `--host-resolver-rules=${Object.values(HOST_NAMES)
    .map((name) => `MAP ${name} 127.0.0.1`)
    .join(', ')}`,
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: false },
    chromium: { type: 'string', default: '/usr/bin/chromium' },
    // Only the pages whose path is this one (on either host), for a quick look at one change.
    page: { type: 'string' },
    sites: { type: 'string' },
    ...writeDocsOption,
  },
});
const runCount = Math.max(1, Number(values.runs) || 1);
const PAGES = values.page ? EVERY_PAGE.filter((page) => page.path === values.page) : EVERY_PAGE;
if (PAGES.length === 0) throw new Error(`No measured page has the path ${values.page}`);
// The docs hold the whole table: a run over one page must not replace it.
if (values['write-docs'] && values.page)
  throw new Error('--write-docs measures every page: leave out --page.');

/** Progress goes to stderr so that stdout holds only the report. */

/** The browser's own version string, e.g. "Chrome/150.0.7871.100". */
async function chromiumVersion(chrome: LaunchedChrome): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { Browser } = (await response.json()) as { Browser: string };
  return Browser;
}

const numericValue = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Bytes transferred for scripts, summed from the network-requests table. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return Number.NaN;
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0), 0);
}

function metricsOf(lhr: Result): Metrics {
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    totalBytes: numericValue(lhr, 'total-byte-weight'),
    jsBytes: scriptBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** One Lighthouse run; throws when Lighthouse could not measure the page. */
async function measureOnce(url: string, chrome: LaunchedChrome): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { runtimeError } = result.lhr;
  if (runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

/** Tries again on failure: on a busy machine a trace is sometimes lost (NO_NAVSTART). */
async function measure(url: string, chrome: LaunchedChrome): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, chrome);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      progress(`${error instanceof Error ? error.message : error} Trying again.`);
    }
  }
}

/** The middle run, ranked by score and then by LCP (lower is better). */
function medianRun(runs: Metrics[]): Metrics {
  const ranked = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  const median = ranked[Math.floor(ranked.length / 2)];
  if (!median) throw new Error('No runs to choose from.');
  return median;
}

async function measureAll(port: number, chrome: LaunchedChrome) {
  const runs = new Map<string, Metrics[]>();
  const key = (page: Page) => `${page.host} ${page.path}`;
  const urlOf = (page: Page) => `http://${HOST_NAMES[page.host]}:${port}${page.path}`;
  const total = runCount * PAGES.length;
  let done = 0;
  let lighthouseVersion = '';
  for (let round = 0; round < runCount; round++) {
    for (const page of PAGES) {
      const lhr = await measure(urlOf(page), chrome);
      lighthouseVersion = lhr.lighthouseVersion;
      const metrics = metricsOf(lhr);
      runs.set(key(page), [...(runs.get(key(page)) ?? []), metrics]);
      progress(
        `[${++done}/${total}] ${key(page)}: score ${metrics.score}, TBT ${Math.round(metrics.tbtMs)} ms`,
      );
    }
  }
  const measurements = PAGES.map((page): Measurement => {
    const pageRuns = runs.get(key(page)) ?? [];
    return { ...page, url: urlOf(page), median: medianRun(pageRuns), runs: pageRuns };
  });
  return { measurements, lighthouseVersion };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function markdownTable(measurements: Measurement[]): string {
  const rows = measurements.map(({ host, path, median: m }) => [
    host,
    path,
    m.score,
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    m.cls.toFixed(3),
    `${Math.round(m.tbtMs)} ms`,
    `${(m.jsBytes / 1024).toFixed(1)} KB`,
  ]);
  return [
    '| host | page | score | FCP | LCP | CLS | TBT | JS transferred |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** Lighthouse's own CPU benchmark over all runs: a wide spread means other work shared the CPU. */
function benchmarkIndexLine(measurements: Measurement[]): string {
  const indexes = measurements.flatMap((m) => m.runs.map((run) => run.benchmarkIndex)).sort((a, b) => a - b);
  const median = indexes[Math.floor(indexes.length / 2)] ?? Number.NaN;
  const range = `${Math.round(indexes[0] ?? Number.NaN)}–${Math.round(indexes.at(-1) ?? Number.NaN)}`;
  return `Lighthouse CPU benchmark index: median ${Math.round(median)} (range ${range}; higher is faster)`;
}

async function main() {
  const started = performance.now();
  if (!values.sites) buildIfNeeded(values.build);
  const server: Server = createServer(createSiteHandler(values.sites ? { sitesDir: values.sites } : {}));
  let chrome: LaunchedChrome | undefined;
  try {
    const port = await listen(server);
    // chrome-launcher crashes the process (unhandled spawn error) on a wrong path: check it first.
    if (!existsSync(values.chromium)) throw new Error(`No Chromium at ${values.chromium} (--chromium).`);
    chrome = await launch({ chromePath: values.chromium, chromeFlags: CHROME_FLAGS });
    const chromium = await chromiumVersion(chrome);
    const cpuBefore = cpuTimes();
    const { measurements, lighthouseVersion } = await measureAll(port, chrome);
    const cpuAfter = cpuTimes();

    const environment = {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      chromium,
      lighthouse: lighthouseVersion,
      preset: 'mobile (default config, simulated throttling)',
      runs: runCount,
      date: new Date().toISOString(),
    };
    mkdirSync(dirname(OUTPUT_FILE), { recursive: true });
    writeFileSync(OUTPUT_FILE, `${JSON.stringify({ environment, measurements }, null, 2)}\n`);

    console.log(`CPU: ${environment.cpu}, ${environment.cores} cores`);
    console.log(`Chromium: ${chromium}`);
    console.log(`Lighthouse: ${lighthouseVersion}, ${environment.preset}, median of ${runCount} run(s)`);
    console.log(benchmarkIndexLine(measurements));
    const steal = stealLine(cpuBefore, cpuAfter);
    if (steal) console.log(steal);
    console.log();
    console.log(markdownTable(measurements));
    console.log();
    console.log(`All runs in ${OUTPUT_FILE}; took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    if (values['write-docs']) {
      const about = measuredOn('npm run bench:lighthouse', [
        chromium,
        `Lighthouse ${lighthouseVersion}, ${environment.preset}, median of ${runCount} run(s)`,
      ]);
      const notes = [benchmarkIndexLine(measurements), ...(steal ? [steal.replace(/\s+/g, ' ')] : [])];
      await writeDocsBlock(
        'lighthouse',
        `${about}.\n\n${notes.join('. ')}.\n\n${markdownTable(measurements)}`,
      );
    }
  } finally {
    chrome?.kill();
    await close(server);
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
