import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text compresses well; pictures, fonts and PDFs are compressed already; source maps are for developers. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);
const MIN_SIZE = 1024;

/** The file name extension of each encoding's precompressed copy. */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export const isCompressible = (path: string, size: number) =>
  COMPRESSIBLE.has(extname(path).toLowerCase()) && size >= MIN_SIZE;

/** The smallest form each encoding can make: worth it for files compressed once and served many times. */
const brotliOptions = (raw: Buffer, quick = false): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quick ? 4 : constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
  },
});
const gzipOptions: ZlibOptions = { level: 9 };

export function compress(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(raw, brotliOptions(raw)) : gzipSync(raw, gzipOptions);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files under a folder, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of a folder (as nginx's
 * gzip_static and brotli_static, and many static hosts, serve them), so no request waits for
 * compression. Files that already have their copies are left alone. The copies are made on Node's
 * worker threads, all at once: at the highest levels they are most of a build's time on one core.
 * `quick` makes them fast rather than small, for a build only screenshots read.
 */
export async function precompressFolder(dir: string, quick = false): Promise<number> {
  const copies = filesUnder(dir)
    .filter((path) => isCompressible(path, statSync(path).size))
    .flatMap((path) =>
      (['br', 'gzip'] as const)
        .map((encoding) => ({ path, encoding, target: `${path}${ENCODED_SUFFIX[encoding]}` }))
        .filter(({ target }) => !existsSync(target)),
    );
  await Promise.all(
    copies.map(async ({ path, encoding, target }) => {
      const raw = await readFile(path);
      await writeFile(
        target,
        encoding === 'br'
          ? await brotliAsync(raw, brotliOptions(raw, quick))
          : await gzipAsync(raw, quick ? { level: 1 } : gzipOptions),
      );
    }),
  );
  return copies.length;
}
