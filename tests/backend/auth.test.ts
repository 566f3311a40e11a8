import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { verifyJwt } from '../../supabase/local/jwt';
import { SERVICE_ROLE_KEY_FILE } from '../../supabase/local/serviceRoleKey';
import { backendForThisFile, validRows } from './harness';

const backend = backendForThisFile();

const insert = (authorization: string | undefined, email: string) =>
  backend().http('/rest/v1/partnership_enquiries', {
    method: 'POST',
    headers: authorization === undefined ? {} : { authorization },
    body: JSON.stringify({ ...validRows.partnership_enquiries, email }),
  });

const [header = '', payload = '', signature = ''] = LOCAL_ANON_KEY.split('.');
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keys', () => {
  it('the service-role key is made for the data folder, readable by its owner only', () => {
    const file = join(backend().dataDir, SERVICE_ROLE_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(backend().serviceKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the anon key is a valid JWT of this backend for the anon role, and inserts with it as bearer', async () => {
    expect(verifyJwt(LOCAL_ANON_KEY)).toMatchObject({ role: 'anon' });
    expect((await insert(`Bearer ${LOCAL_ANON_KEY}`, 'bearer@keys.example')).status).toBe(201);
    expect((await insert(undefined, 'no-bearer@keys.example')).status).toBe(201);
  });

  it.each([
    ['not a JWT', 'Bearer the-ai-edit-local-anon-key'],
    ['two parts', `Bearer ${header}.${payload}`],
    ['a signature that is not this backend’s', `Bearer ${header}.${payload}.${signature.slice(0, -4)}AAAA`],
    [
      'another role with the anon key’s signature',
      `Bearer ${header}.${encode({ role: 'service_role' })}.${signature}`,
    ],
    ['no signing algorithm', `Bearer ${encode({ alg: 'none' })}.${encode({ role: 'service_role' })}.`],
    ['HS256 instead of ES256', `Bearer ${encode({ alg: 'HS256' })}.${payload}.${signature}`],
    ['a token without the word Bearer', 'Basic dXNlcjpwYXNz'],
  ])('a bearer token that is %s gets 401 PGRST301 and writes nothing', async (_name, authorization) => {
    const before = await backend().count('partnership_enquiries');
    const res = await insert(authorization, 'refused@keys.example');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    expect(await backend().count('partnership_enquiries')).toBe(before);
  });

  it('an expired token is refused with PGRST303', () => {
    expect(verifyJwt(LOCAL_ANON_KEY, 4102444800 + 1)).toMatchObject({
      status: 401,
      body: { code: 'PGRST303' },
    });
  });

  it('no generated bearer token but the anon key is accepted', () => {
    const part = fc.oneof(
      fc.base64String().map((s) => s.replace(/=+$/, '')),
      fc.string(),
      fc.constant(payload),
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 0, maxLength: 5 }), (parts) => {
        const token = parts.join('.');
        fc.pre(token !== LOCAL_ANON_KEY);
        expect(verifyJwt(token)).toMatchObject({ status: 401 });
      }),
      { numRuns: 2000 },
    );
  });

  it('the committed keys read nothing', async () => {
    for (const apikey of [LOCAL_ANON_KEY, 'the-ai-edit-local-service-role-key']) {
      const res = await backend().http('/rest/v1/partnership_enquiries?select=*', {
        headers: { apikey, authorization: `Bearer ${apikey}` },
      });
      expect(res.status).toBe(401);
      const upload = await backend().http('/storage/v1/object/resources/x.pdf', {
        method: 'POST',
        headers: { apikey, authorization: `Bearer ${apikey}`, 'content-type': 'application/pdf' },
        body: '%PDF-1.4',
      });
      expect(upload.status).toBe(403);
    }
  });
});

describe('the backup copy (npm run backup)', () => {
  const snapshot = (headers: Record<string, string>) =>
    backend().http('/backup/v1/snapshot', { method: 'POST', headers });

  it('is refused to the anon key, a wrong key and no key', async () => {
    expect((await snapshot({})).status).toBe(401);
    expect((await snapshot({ authorization: `Bearer ${LOCAL_ANON_KEY}` })).status).toBe(401);
    const wrong = 'x'.repeat(backend().serviceKey.length);
    expect((await snapshot({ apikey: wrong, authorization: `Bearer ${wrong}` })).status).toBe(401);
  });

  it('gives the service role a copy in the data folder, or points PostgreSQL to pg_dump', async () => {
    const key = backend().serviceKey;
    const answer = await snapshot({ apikey: key, authorization: `Bearer ${key}` });
    if (backend().databaseUrl) {
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { message: string }).message).toContain('pg_dump');
      return;
    }
    expect(answer.status).toBe(201);
    const { folder } = (await answer.json()) as { folder: string };
    expect(folder.startsWith(join(backend().dataDir, 'backup-'))).toBe(true);
    expect(statSync(join(folder, 'pgdata', 'PG_VERSION')).isFile()).toBe(true);
    rmSync(folder, { recursive: true, force: true });
  });
});
