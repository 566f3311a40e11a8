import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync, type ReadStream } from 'node:fs';
import { dirname, extname, resolve, sep } from 'node:path';
import { PROJECT_ROOT } from './projectRoot.ts';

export const STORAGE_ROOT = resolve(PROJECT_ROOT, 'supabase', 'storage');
export const PUBLIC_BUCKETS = ['resources'] as const;

const contentTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StoredObject {
  size: number;
  contentType: string;
  open(): ReadStream;
}

/** The MIME types each bucket accepts on upload, as supabase/config.toml declares them. */
export const BUCKET_MIME_TYPES: Record<(typeof PUBLIC_BUCKETS)[number], readonly string[]> = {
  resources: ['application/pdf'],
};

/** Largest object a bucket accepts, as supabase/config.toml declares it (10 MiB). */
export const OBJECT_SIZE_LIMIT = 10 * 1024 * 1024;

/** Where an object of a known bucket lives on disk, or undefined for an unknown bucket, bad name or escape attempt. */
function objectFile(bucket: string, objectPath: string, root: string): string | undefined {
  if (!(PUBLIC_BUCKETS as readonly string[]).includes(bucket)) return undefined;
  const segments = objectPath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !/^[A-Za-z0-9._-]+$/.test(s)))
    return undefined;
  const bucketDir = resolve(root, bucket);
  const file = resolve(bucketDir, ...segments);
  return file.startsWith(bucketDir + sep) ? file : undefined;
}

export type WriteResult = 'written' | 'exists' | 'bad-name' | 'bad-type';

/** Stores an object (the organiser's upload); an existing one is replaced only when `upsert` is set. */
export function writeObject(
  bucket: string,
  objectPath: string,
  bytes: Buffer,
  contentType: string,
  upsert: boolean,
  root: string = STORAGE_ROOT,
): WriteResult {
  const file = objectFile(bucket, objectPath, root);
  if (!file) return 'bad-name';
  const allowed = BUCKET_MIME_TYPES[bucket as keyof typeof BUCKET_MIME_TYPES];
  if (!allowed.includes(contentType.split(';')[0]?.trim().toLowerCase() ?? '')) return 'bad-type';
  if (!upsert && existsSync(file)) return 'exists';
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return 'written';
}

/** A file of a public bucket, or undefined for anything else (unknown bucket, bad name, escape attempt, missing). */
export function findPublicObject(
  bucket: string,
  objectPath: string,
  root: string = STORAGE_ROOT,
): StoredObject | undefined {
  const file = objectFile(bucket, objectPath, root);
  if (!file) return undefined;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return undefined;
    return {
      size: stats.size,
      contentType: contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
      open: () => createReadStream(file),
    };
  } catch {
    return undefined;
  }
}
