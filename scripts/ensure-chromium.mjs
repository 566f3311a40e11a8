// Finds Debian's Chromium for the browser tests, installing it where that is possible.
// Prints the browser's path; exits non-zero with the exact command to run where it cannot.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const DEFAULT_PATH = '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

function which(command) {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, DEFAULT_PATH, which('chromium'), which('chromium-browser')];
  return candidates.find((p) => p && existsSync(p)) ?? '';
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log(`Chromium not found; installing Debian's chromium (${INSTALL}) …`);
    execFileSync('sh', ['-c', INSTALL], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  const hint = isRoot ? INSTALL : `sudo sh -c '${INSTALL}'`;
  throw new Error(
    `Chromium is needed for the browser tests and was not found.\n` +
      `Install it with:\n\n    ${hint}\n\nor point CHROMIUM_PATH at an existing Chromium binary.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
