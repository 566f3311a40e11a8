import { createReadStream, statSync, type ReadStream } from 'node:fs';
import { extname, resolve, sep } from 'node:path';

export const STORAGE_ROOT = resolve(import.meta.dirname, '..', 'storage');
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

/** A file of a public bucket, or undefined for anything else (unknown bucket, bad name, escape attempt, missing). */
export function findPublicObject(
  bucket: string,
  objectPath: string,
  root: string = STORAGE_ROOT,
): StoredObject | undefined {
  if (!(PUBLIC_BUCKETS as readonly string[]).includes(bucket)) return undefined;
  const segments = objectPath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !/^[A-Za-z0-9._-]+$/.test(s)))
    return undefined;
  const bucketDir = resolve(root, bucket);
  const file = resolve(bucketDir, ...segments);
  if (!file.startsWith(bucketDir + sep)) return undefined;
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
