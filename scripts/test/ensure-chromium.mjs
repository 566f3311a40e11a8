// Makes the pinned Chromium ready for the browser tests: unpacks the build that the npm package
// `@sparticuz/chromium` carries (tests/chromium.ts) and checks that the machine has the system
// libraries it links against, installing them with apt where that is possible (Debian's chromium
// package brings every one). Prints the browser's path; exits non-zero with the command to run
// where it cannot.
import { execFileSync, spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const INSTALL = 'apt-get update && apt-get install -y chromium';

function which(command) {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

const missingLibraries = (path) =>
  spawnSync('ldd', [path], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter((line) => line.includes('not found'))
    .map((line) => line.trim().split(' ')[0]);

export function ensureChromium() {
  const path = execFileSync('npx', ['tsx', 'tests/chromium.ts'], { encoding: 'utf8' }).trim();
  let missing = missingLibraries(path);
  if (!missing.length) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log(
      `Chromium needs ${missing.join(', ')}; installing them with Debian's chromium (${INSTALL}) …`,
    );
    execFileSync('sh', ['-c', INSTALL], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    missing = missingLibraries(path);
    if (!missing.length) return path;
  }
  const hint = isRoot ? INSTALL : `sudo sh -c '${INSTALL}'`;
  throw new Error(
    `The browser tests' Chromium (${path}) needs system libraries this machine lacks: ${missing.join(', ')}.\n` +
      `Install them with:\n\n    ${hint}\n`,
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
