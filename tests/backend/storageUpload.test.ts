import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../content/resources';
import { writeResourcePdfs } from '../../scripts/content/pdf/renderResourcePdfs';
import { uploadResources } from '../../scripts/content/storage/uploadResources';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { removeDataDir, startBackend, type RunningBackend } from './harness';

let api: RunningBackend;
let storageRoot: string;
let source: string;

const clientWith = (key: string) =>
  createClient(api.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });

beforeAll(async () => {
  storageRoot = mkdtempSync(join(tmpdir(), 'ai-edit-storage-'));
  source = mkdtempSync(join(tmpdir(), 'ai-edit-upload-'));
  // What the build writes for the embedded backend, written here into a folder of the test's own.
  await writeResourcePdfs(source);
  mkdirSync(join(storageRoot, 'resources'));
  api = await startBackend({ storageRoot });
}, 60_000);

afterAll(async () => {
  await api.stop();
  removeDataDir(api.dataDir);
  rmSync(storageRoot, { recursive: true, force: true });
  rmSync(source, { recursive: true, force: true });
});

describe('uploading the resource PDFs (npm run storage:upload)', () => {
  it('the build makes a PDF for every resource the site links to, ready to upload', () => {
    const files = readdirSync(source);
    for (const resource of resources) expect(files).toContain(resource.pdfPath);
  });

  it('with the service-role key, uploads every PDF and the public URLs then serve them', async () => {
    const outcomes = await uploadResources(clientWith(api.serviceKey), source);
    expect(outcomes.map((o) => o.error)).toEqual(outcomes.map(() => undefined));
    expect(outcomes.map((o) => o.file).sort()).toEqual(resources.map((r) => r.pdfPath).sort());
    for (const resource of resources) {
      const { data } = clientWith(LOCAL_ANON_KEY).storage.from('resources').getPublicUrl(resource.pdfPath);
      const response = await fetch(data.publicUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const served = Buffer.from(await response.arrayBuffer());
      expect(served.equals(readFileSync(join(source, resource.pdfPath)))).toBe(true);
    }
  });

  it('a second run replaces the files rather than failing', async () => {
    const outcomes = await uploadResources(clientWith(api.serviceKey), source);
    expect(outcomes.every((o) => o.error === undefined)).toBe(true);
  });

  it('the anon key the site ships cannot upload', async () => {
    const { error } = await clientWith(LOCAL_ANON_KEY)
      .storage.from('resources')
      .upload('intruder.pdf', Buffer.from('%PDF-1.4'), { contentType: 'application/pdf' });
    expect(error?.message).toMatch(/row-level security/);
    expect(readdirSync(join(storageRoot, 'resources'))).not.toContain('intruder.pdf');
  });

  it('the bucket takes PDFs only, and names cannot leave it', async () => {
    const bucket = clientWith(api.serviceKey).storage.from('resources');
    const notPdf = await bucket.upload('page.html', Buffer.from('<h1>hi</h1>'), { contentType: 'text/html' });
    expect(notPdf.error?.message).toMatch(/mime type/);
    const escape = await fetch(`${api.url}/storage/v1/object/resources/..%2F..%2Fescape.pdf`, {
      method: 'POST',
      headers: {
        apikey: api.serviceKey,
        authorization: `Bearer ${api.serviceKey}`,
        'content-type': 'application/pdf',
      },
      body: '%PDF-1.4',
    });
    expect(escape.status).toBe(400);
    expect(readdirSync(storageRoot)).toEqual(['resources']);
  });
});
