import type { Plugin } from 'vite';
import { hostedConfig } from './hostedConfig.ts';
import { BackendStartError } from './database.ts';
import { createLocalBackend, type LocalBackend } from './handler.ts';

/**
 * Mounts the embedded backend into Vite's dev and preview servers, so one port serves the site and
 * its backend. Skipped when the site is configured for hosted Supabase; a half-set configuration
 * stops the build and the servers, naming what is missing. The database opens with the server, so
 * a locked or damaged data folder is reported at once.
 */
export function localSupabase(): Plugin {
  let hosted = false;
  const mount = (server: {
    middlewares: { use(fn: LocalBackend['middleware']): void };
    httpServer?: { once(event: 'close', fn: () => void): void } | null;
  }) => {
    if (hosted) return;
    const active = createLocalBackend();
    server.middlewares.use((req, res, next) => active.middleware(req, res, next));
    active.ready().catch((error: unknown) => {
      console.error(
        `\n[local backend] ${error instanceof BackendStartError ? error.message : String(error)}\n`,
      );
    });
    server.httpServer?.once('close', () => void active.close());
    const shutdown = () => {
      void active.close().finally(() => process.exit(0));
    };
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  };
  return {
    name: 'local-supabase',
    configResolved(config) {
      hosted = hostedConfig(config.env) !== undefined;
    },
    configureServer(server) {
      mount(server);
    },
    configurePreviewServer(server) {
      mount(server);
    },
  };
}
