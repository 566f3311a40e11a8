import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** Text compresses well; pictures, fonts and PDFs are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.xml', '.txt', '.svg']);
const MIN_COMPRESSED_SIZE = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface StaticFile {
  type: string;
  etag: string;
  compressible: boolean;
  body(encoding: Encoding): Buffer;
}

/** The best encoding the browser accepts that is worth using for this file. */
export function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  if (!file.compressible || !acceptEncoding) return 'identity';
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The built files, read once and kept in memory with their compressed forms (made at the first
 * request that asks for them): the output does not change while the server runs.
 */
export function staticFileCache() {
  const files = new Map<string, StaticFile | null>();
  return (path: string): StaticFile | null => {
    const known = files.get(path);
    if (known !== undefined) return known;
    let file: StaticFile | null = null;
    try {
      if (statSync(path).isFile()) file = loadFile(path);
    } catch {
      file = null;
    }
    files.set(path, file);
    return file;
  };
}

function loadFile(path: string): StaticFile {
  const raw = readFileSync(path);
  const extension = extname(path).toLowerCase();
  const compressible = COMPRESSIBLE.has(extension) && raw.length >= MIN_COMPRESSED_SIZE;
  const encoded = new Map<Encoding, Buffer>([['identity', raw]]);
  return {
    type: TYPES[extension] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
    compressible,
    body(encoding) {
      let body = encoded.get(encoding);
      if (!body) {
        body =
          encoding === 'br'
            ? brotliCompressSync(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              })
            : gzipSync(raw, { level: 9 });
        encoded.set(encoding, body);
      }
      return body;
    },
  };
}
