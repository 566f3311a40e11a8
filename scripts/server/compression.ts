import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text compresses well; pictures, fonts and PDFs are compressed already; source maps are for developers. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);
const MIN_SIZE = 1024;

/** The file name extension of each encoding's precompressed copy. */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export const isCompressible = (path: string, size: number) =>
  COMPRESSIBLE.has(extname(path).toLowerCase()) && size >= MIN_SIZE;

/** The smallest form each encoding can make: worth it for files compressed once and served many times. */
export function compress(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipSync(raw, { level: 9 });
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of a folder (as nginx's
 * gzip_static and brotli_static, and many static hosts, serve them), so no request waits for
 * compression. Files that already have their copies are left alone.
 */
export function precompressFolder(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written += precompressFolder(path);
      continue;
    }
    if (!isCompressible(path, statSync(path).size)) continue;
    const raw = readFileSync(path);
    for (const encoding of ['br', 'gzip'] as const) {
      const target = `${path}${ENCODED_SUFFIX[encoding]}`;
      if (existsSync(target)) continue;
      writeFileSync(target, compress(raw, encoding));
      written++;
    }
  }
  return written;
}
