import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
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
  /** The validator of the file as sent in this encoding: each encoding is a different body. */
  etag(encoding: Served): string;
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

/** Whether an If-None-Match header names this validator (weakly compared, as RFC 9110 asks for GET). */
export function matchesValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** The name of a precompressed copy (see ENCODED_SUFFIX). */
const ENCODED_COPY = /\.(br|gz)$/;

/** A page's file and its address: `index.html` is `/`, `about.html` is `/about`. */
export const pageAddress = (file: string): string =>
  `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

export interface SiteIndex {
  /** The file at exactly this path (`/assets/app.js`, `/robots.txt`). */
  file(path: string): StaticFile | undefined;
  /** The page at this address (`/`, `/about`): an HTML file of the folder, the 404 page aside. */
  page(address: string): StaticFile | undefined;
  /** The folder's 404 page, if it has one. */
  notFound(): StaticFile | undefined;
}

/**
 * Every file of a built folder, listed once when the server starts (the output does not change
 * while it runs), each read into memory with its compressed forms on first use: the copies the
 * build wrote beside it, or made at the first request that asks for one. An address that is not
 * in the list costs nothing to remember, so no run of requests can make the server grow.
 */
export function siteIndex(root: string, notFoundFile?: string): SiteIndex {
  const files = new Map<string, () => StaticFile>();
  const pages = new Map<string, () => StaticFile>();
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(root, path).split(sep).join('/');
    // A precompressed copy is served as an encoding of its file, never under its own name.
    if (ENCODED_COPY.test(name) && existsSync(path.replace(ENCODED_COPY, ''))) continue;
    let loaded: StaticFile | undefined;
    const load = () => (loaded ??= loadFile(path));
    files.set(`/${name}`, load);
    if (name.endsWith('.html') && name !== notFoundFile) pages.set(pageAddress(name), load);
  }
  return {
    file: (path) => files.get(path)?.(),
    page: (address) => pages.get(address)?.(),
    notFound: () => (notFoundFile ? files.get(`/${notFoundFile}`)?.() : undefined),
  };
}

function readIfPresent(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** Reads one file with what serving it needs. */
export function loadFile(path: string): StaticFile {
  const raw = readFileSync(path);
  const compressible = isCompressible(path, raw.length);
  const encoded = new Map<Served, Buffer>([['identity', raw]]);
  const hash = createHash('sha1').update(raw).digest('base64url').slice(0, 22);
  return {
    type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
    etag: (encoding) => (encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`),
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
