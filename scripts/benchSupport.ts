// What the browser benchmarks share: the built sites, and a local server on a free port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_DIR, SITES_DIR } from './site/layout.ts';

/** A line of progress on stderr, so the tables on stdout stay clean. */
export const progress = (line: string) => process.stderr.write(`${line}\n`);

/** Builds both sites with the project's build script unless they are already there (or `force`). */
export function buildIfNeeded(force = false): void {
  if (!force && existsSync(SITES_DIR) && existsSync(CLIENT_DIR)) return;
  progress('Building the site…');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts', '--quiet'], {
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
