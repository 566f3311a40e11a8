import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The service-role key of the embedded backend: it reads rows and replaces the PDFs, so it is never
 * written in the repository. It comes from `SUPABASE_LOCAL_SERVICE_ROLE_KEY`, or is made at random the
 * first time a data folder is opened and kept in that folder, readable by its owner only. The browser
 * tests and `npm run storage:upload` read it from there.
 */
export const SERVICE_ROLE_KEY_FILE = 'service-role.key';
export const SERVICE_ROLE_KEY_ENV = 'SUPABASE_LOCAL_SERVICE_ROLE_KEY';
const MIN_LENGTH = 32;

function fromEnvironment(): string | undefined {
  const key = process.env[SERVICE_ROLE_KEY_ENV]?.trim();
  if (!key) return undefined;
  if (key.length < MIN_LENGTH)
    throw new Error(`${SERVICE_ROLE_KEY_ENV} must be at least ${MIN_LENGTH} characters long.`);
  return key;
}

/** The key for this data folder: from the environment, from the folder, or made now and stored there. */
export function ensureServiceRoleKey(dataDir: string): string {
  const fromEnv = fromEnvironment();
  if (fromEnv) return fromEnv;
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, SERVICE_ROLE_KEY_FILE);
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, `${randomBytes(32).toString('base64url')}\n`);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A key file someone else can read is made private again.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return readServiceRoleKey(dir);
}

/** The key a running (or earlier) backend of this data folder uses, for the organiser's tools and the tests. */
export function readServiceRoleKey(dataDir: string = process.env.SUPABASE_LOCAL_DATA_DIR || '.data'): string {
  const fromEnv = fromEnvironment();
  if (fromEnv) return fromEnv;
  const file = join(resolve(dataDir), SERVICE_ROLE_KEY_FILE);
  let key = '';
  try {
    key = readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(
      `No service-role key in ${file}: start the backend once (npm start) to make one, or set ${SERVICE_ROLE_KEY_ENV}.`,
    );
  }
  if (key.length < MIN_LENGTH) throw new Error(`The service-role key in ${file} is too short.`);
  return key;
}
