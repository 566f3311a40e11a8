// What the benchmarks share: the built sites, a local server on a free port, and writing their
// figures into docs/performance.md (`--write-docs`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus } from 'node:os';
import { CLIENT_DIR, SITES_DIR } from '../server/layout.ts';

/** A line of progress on stderr, so the tables on stdout stay clean. */
export const progress = (line: string) => process.stderr.write(`${line}\n`);

/** Builds both sites with the project's build script unless they are already there (or `force`). */
export function buildIfNeeded(force = false): void {
  if (!force && existsSync(SITES_DIR) && existsSync(CLIENT_DIR)) return;
  progress('Building the site…');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build-site.ts', '--quiet'], {
    stdio: ['ignore', 2, 2],
  });
  if (build.status !== 0) throw new Error(`The build failed (exit code ${build.status}).`);
}

/** Starts a server on a free port and resolves with that port. */
export function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Stops a server, cutting the connections a browser keeps open. */
export const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Where `--write-docs` puts a benchmark's figures. */
export const PERFORMANCE_DOC = 'docs/performance.md';

/** The `--write-docs` option, for parseArgs. */
export const writeDocsOption = { 'write-docs': { type: 'boolean', default: false } } as const;

/** One line saying where and when figures were measured, for the top of a docs block. */
export function measuredOn(command: string, extra: string[] = []): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const date = new Date().toISOString().slice(0, 10);
  return [
    `\`${command}\`, ${date}`,
    `${cpu}, ${cpus().length} cores`,
    `Node ${process.version}`,
    ...extra,
  ].join('; ');
}

/** A Markdown table (Prettier aligns it when the file is written). */
export function markdownTable(
  head: string[],
  align: ('left' | 'right')[],
  rows: (string | number)[][],
): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(align.map((a) => (a === 'right' ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

/**
 * Replaces what stands between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->` in
 * docs/performance.md with `body`, then formats the file with the project's Prettier settings so
 * that `npm run format:check` stays clean. Fails when the markers are missing.
 */
export async function writeDocsBlock(name: string, body: string, file = PERFORMANCE_DOC): Promise<void> {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(open);
  const end = text.indexOf(close, start);
  if (start < 0 || end < 0) throw new Error(`${file} has no ${open} … ${close} block to write into.`);
  const next = `${text.slice(0, start + open.length)}\n\n${body.trim()}\n\n${text.slice(end)}`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  progress(`Wrote the figures into ${file} (${open}).`);
}
