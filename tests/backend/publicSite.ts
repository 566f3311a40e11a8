import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicServer, type ServerLimits } from '../../supabase/local/http/publicServer';
import { createSiteHandler } from '../../scripts/server/siteServer';
import {
  createLocalBackend,
  type LocalBackend,
  type LocalBackendOptions,
} from '../../supabase/local/handler';
import { newDataDir, removeDataDir, testDatabaseUrl } from './harness';

/**
 * The production server as `npm start` puts it together (both hosts' sites and the embedded backend
 * behind the hardened HTTP server), on a small site of its own so that no build is needed.
 */
export interface PublicSite {
  port: number;
  origin: string;
  backend: LocalBackend;
  server: Server;
  stop(): Promise<void>;
}

function writeTinySites(root: string): void {
  for (const kind of ['main', 'community']) {
    mkdirSync(join(root, kind), { recursive: true });
    writeFileSync(
      join(root, kind, 'index.html'),
      `<!doctype html><title>${kind}</title><h1>${kind} home</h1>`,
    );
    writeFileSync(join(root, kind, '404.html'), '<!doctype html><title>Not found</title>');
  }
}

export async function startPublicSite(
  backendOptions: LocalBackendOptions = {},
  limits: Partial<ServerLimits> = {},
): Promise<PublicSite> {
  const sitesDir = mkdtempSync(join(tmpdir(), 'ai-edit-sites-'));
  writeTinySites(sitesDir);
  const dataDir = newDataDir();
  const backend = createLocalBackend({
    writesPerMinute: 0,
    databaseUrl: await testDatabaseUrl(),
    ...backendOptions,
    dataDir,
  });
  await backend.ready();
  const server = createPublicServer(createSiteHandler({ backend, sitesDir }), limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    backend,
    server,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      removeDataDir(dataDir);
      rmSync(sitesDir, { recursive: true, force: true });
    },
  };
}

export interface RawAnswer {
  /** The status of the first answer, if one came before the deadline. */
  status?: number;
  /** Whether the server closed the connection before the deadline. */
  closedByServer: boolean;
}

/**
 * Writes raw bytes to the server as one connection and reads the first answer's status line. A request
 * left incomplete on purpose gets no answer before `deadlineMs`; the connection is then dropped.
 */
export function sendRaw(port: number, bytes: Buffer, deadlineMs = 400): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let settled = false;
    const finish = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
      resolve({ status: status ? Number(status) : undefined, closedByServer });
    };
    const timer = setTimeout(() => finish(false), deadlineMs);
    socket.on('error', () => finish(true));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (/\r\n\r\n/.test(received)) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.write(bytes);
  });
}
