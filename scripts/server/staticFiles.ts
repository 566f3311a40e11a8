import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { ICS_TYPE } from '../../src/events/calendar.ts';
import { compress, ENCODED_SUFFIX, isCompressible, type Encoding } from './compression.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': ICS_TYPE,
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

export type Served = Encoding | 'identity';

export interface StaticFile {
  type: string;
  etag: string;
  compressible: boolean;
  body(encoding: Served): Buffer;
}

/** The best encoding the browser accepts that is worth using for this file. */
export function chooseEncoding(acceptEncoding: string | undefined, file: StaticFile): Served {
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
 * The built files, read once and kept in memory with their compressed forms: the copies the build
 * wrote beside them, or made at the first request that asks for one. The output does not change
 * while the server runs.
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

function readIfPresent(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function loadFile(path: string): StaticFile {
  const raw = readFileSync(path);
  const compressible = isCompressible(path, raw.length);
  const encoded = new Map<Served, Buffer>([['identity', raw]]);
  return {
    type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
    compressible,
    body(encoding) {
      let body = encoded.get(encoding);
      if (!body && encoding !== 'identity') {
        body = readIfPresent(`${path}${ENCODED_SUFFIX[encoding]}`) ?? compress(raw, encoding);
        encoded.set(encoding, body);
      }
      return body ?? raw;
    },
  };
}
