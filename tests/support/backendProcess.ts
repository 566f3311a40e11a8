import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../../supabase/local/database.ts';

/**
 * `npm run backend` in a process of its own, on a data folder and port: the embedded PGlite database,
 * whatever DATABASE_URL the shell has. Its stdout is piped (it says when it serves); its stderr is piped
 * or passed through.
 */
export function spawnBackend(options: {
  dataDir: string;
  port: number;
  writesPerMinute: string;
  stderr: 'pipe' | 'inherit';
}): ChildProcess {
  const { DATABASE_URL: _shellDatabase, ...env } = process.env;
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'supabase/local/server.ts'], {
    env: {
      ...env,
      SUPABASE_LOCAL_PORT: String(options.port),
      SUPABASE_LOCAL_DATA_DIR: options.dataDir,
      SUPABASE_LOCAL_WRITES_PER_MINUTE: options.writesPerMinute,
    },
    stdio: ['ignore', 'pipe', options.stderr],
  });
}
