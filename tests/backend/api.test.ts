import { describe, expect, it } from 'vitest';
import { eventRecords } from '../../content/events';
import { resourceUrl } from '../../src/backend/storage';
import WebSocket from 'ws';
import { createSiteClient } from '../../src/backend/client';
import { submitRow } from '../../src/backend/submissions';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { tables, backendForThisFile, validRows } from './harness';

const backend = backendForThisFile();

const post = (table: string, body: unknown, headers: Record<string, string> = {}) =>
  backend().http(`/rest/v1/${table}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers,
  });

describe('inserts through supabase-js', () => {
  it.each(tables)('a valid row lands in %s', async (table) => {
    const before = await backend().count(table);
    const { error, status } = await backend()
      .client.from(table)
      .insert(validRows[table] as never);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await backend().count(table)).toBe(before + 1);
    const [row] = await backend().backend.query<Record<string, unknown>>(
      `select * from public.${table} order by created_at desc limit 1`,
    );
    expect(row).toMatchObject(validRows[table]);
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lead_session defaults to false', async () => {
    const row: Partial<Record<keyof typeof validRows.event_registrations, unknown>> = {
      ...validRows.event_registrations,
      email: 'no-lead@brightline.example',
    };
    delete row.lead_session;
    await backend()
      .client.from('event_registrations')
      .insert(row as never);
    const [stored] = await backend().backend.query<{ lead_session: boolean }>(
      `select lead_session from public.event_registrations where email = 'no-lead@brightline.example'`,
    );
    expect(stored?.lead_session).toBe(false);
  });

  it('accepts every event name the site submits', async () => {
    const byTable = {
      event_registrations: ['waves-ai', 'ai-power-circle', 'women-leading-ai'],
      retreat_applications: ['autumn-retreat', 'ai-influence'],
    } as const;
    for (const [table, slugs] of Object.entries(byTable)) {
      for (const slug of slugs) {
        const row = {
          ...validRows[table as keyof typeof byTable],
          email: `${slug}@names.example`,
          event_name: eventRecords[slug].eventName,
        };
        const { error } = await backend()
          .client.from(table as keyof typeof byTable)
          .insert(row as never);
        expect(error, `${table}: ${eventRecords[slug].eventName}`).toBeNull();
      }
    }
  });

  it('the typed insert answers in the site’s words', async () => {
    const row = { ...validRows.partnership_enquiries, email: 'typed@draftly.example' };
    expect(await submitRow('partnership_enquiries', row, backend().client)).toEqual({ ok: true });
    const registration = { ...validRows.event_registrations, email: 'dup-typed@x.example' };
    expect(await submitRow('event_registrations', registration, backend().client)).toEqual({ ok: true });
    expect(await submitRow('event_registrations', registration, backend().client)).toEqual({
      ok: false,
      reason: 'duplicate',
      code: '23505',
    });
    expect(await submitRow('partnership_enquiries', { ...row, email: 'nope' }, backend().client)).toEqual({
      ok: false,
      reason: 'invalid',
      code: '23514',
    });
  });

  it('an unreachable backend is a network failure', async () => {
    const offline = createSiteClient({
      url: 'http://127.0.0.1:9',
      anonKey: LOCAL_ANON_KEY,
      transport: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    expect(
      await submitRow('leadership_labs_applications', validRows.leadership_labs_applications, offline),
    ).toMatchObject({
      ok: false,
      reason: 'network',
    });
  });
});

describe('the anon key cannot read, change or delete', () => {
  it.each(tables)('%s: select, update and delete are refused through supabase-js', async (table) => {
    const read = await backend().client.from(table).select('*');
    expect(read.error?.code).toBe('42501');
    expect(read.status).toBe(401);
    const update = await backend()
      .client.from(table)
      .update({ company: 'Changed' } as never)
      .neq('company', '');
    expect(update.error?.code).toBe('42501');
    const remove = await backend().client.from(table).delete().neq('company', '');
    expect(remove.error?.code).toBe('42501');
  });

  it.each(['GET', 'PATCH', 'DELETE'])('%s over raw HTTP is refused with 401 42501', async (method) => {
    const count = await backend().count('partnership_enquiries');
    const res = await backend().http('/rest/v1/partnership_enquiries', {
      method,
      body: method === 'GET' ? undefined : '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '42501' });
    expect(await backend().count('partnership_enquiries')).toBe(count);
  });

  it('return=representation is refused, as anon may not read rows back', async () => {
    const count = await backend().count('partnership_enquiries');
    const res = await post(
      'partnership_enquiries',
      { ...validRows.partnership_enquiries, email: 'rep@x.example' },
      { prefer: 'return=representation' },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '42501' });
    expect(await backend().count('partnership_enquiries')).toBe(count);
  });

  it('anon cannot set the id or the time of a row', async () => {
    const res = await post('partnership_enquiries', {
      ...validRows.partnership_enquiries,
      created_at: '2001-01-01T00:00:00Z',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '42501' });
  });
});

describe('bad input gets a PostgREST-shaped 4xx and writes nothing', () => {
  const violations: [string, string, Record<string, unknown>, number, string][] = [
    ['blank name', 'partnership_enquiries', { name: '   ' }, 400, '23514'],
    ['missing message', 'partnership_enquiries', { message: undefined }, 400, '23502'],
    ['bad e-mail', 'partnership_enquiries', { email: 'not-an-email' }, 400, '23514'],
    ['e-mail with spaces', 'leadership_labs_applications', { email: 'a b@c.de' }, 400, '23514'],
    ['overlong message', 'partnership_enquiries', { message: 'x'.repeat(4001) }, 400, '23514'],
    ['overlong name', 'event_registrations', { full_name: 'x'.repeat(121) }, 400, '23514'],
    ['javascript: URL', 'event_registrations', { linkedin_url: 'javascript:alert(1)' }, 400, '23514'],
    ['URL without a host', 'retreat_applications', { linkedin_url: 'https://' }, 400, '23514'],
    ['boolean that is not', 'event_registrations', { lead_session: 'maybe' }, 400, '22P02'],
    ['unknown event', 'event_registrations', { event_name: 'A Party Nobody Planned' }, 401, '42501'],
    ['unknown retreat', 'retreat_applications', { event_name: 'Waves & AI Summer Boat Party' }, 401, '42501'],
  ];

  it.each(violations)('%s', async (_name, table, change, status, code) => {
    const before = await backend().count(table);
    const row = {
      ...validRows[table as keyof typeof validRows],
      ...change,
      email: change.email ?? `v-${Math.random()}@x.example`,
    };
    const res = await post(table, row);
    expect(res.status).toBe(status);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code });
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(await backend().count(table)).toBe(before);
  });

  it('a duplicate e-mail for the same event → 409 23505, also in another letter case', async () => {
    const row = { ...validRows.retreat_applications, email: 'Twice@Example.org' };
    expect((await post('retreat_applications', row)).status).toBe(201);
    const before = await backend().count('retreat_applications');
    const res = await post('retreat_applications', { ...row, email: 'twice@example.org' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: '23505' });
    expect(await backend().count('retreat_applications')).toBe(before);
    expect(
      (await post('retreat_applications', { ...row, event_name: 'Boardroom Readiness Sessions' })).status,
    ).toBe(201);
  });

  it('a wrong or missing key → 401', async () => {
    expect(
      (await post('partnership_enquiries', validRows.partnership_enquiries, { apikey: 'wrong' })).status,
    ).toBe(401);
    const res = await fetch(`${backend().url}/rest/v1/partnership_enquiries`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
  });

  it.each(['{"name": ', '', '[]', '42', '[1, 2]', 'null'])(
    'malformed JSON %j → 400 PGRST102',
    async (body) => {
      const res = await post('partnership_enquiries', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'PGRST102' });
    },
  );

  it('an oversized body → 413 and nothing written', async () => {
    const before = await backend().count('partnership_enquiries');
    const res = await post('partnership_enquiries', {
      ...validRows.partnership_enquiries,
      message: 'x'.repeat(70_000),
    });
    expect(res.status).toBe(413);
    expect(await backend().count('partnership_enquiries')).toBe(before);
  });

  it('an unknown table → 404 PGRST205; an unknown column → 400 PGRST204', async () => {
    const table = await post('newsletter_subscribers', { email: 'a@b.co' });
    expect(table.status).toBe(404);
    expect(await table.json()).toMatchObject({ code: 'PGRST205' });
    const column = await post('partnership_enquiries', {
      ...validRows.partnership_enquiries,
      is_admin: true,
    });
    expect(column.status).toBe(400);
    expect(await column.json()).toMatchObject({ code: 'PGRST204' });
  });

  it('no functions are callable: rpc → 404 PGRST202, the batch function included', async () => {
    const { error, status } = await backend().client.rpc('insert_batch' as never, { groups: [] } as never);
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });

  it('SQL in values is stored as text, never run', async () => {
    const email = 'bobby@tables.example';
    const name = "Robert'); drop table public.partnership_enquiries;--";
    expect(
      (await post('partnership_enquiries', { ...validRows.partnership_enquiries, name, email })).status,
    ).toBe(201);
    const [row] = await backend().backend.query<{ name: string }>(
      'select name from public.partnership_enquiries where email = $1',
      [email],
    );
    expect(row?.name).toBe(name);
  });

  it('inserts an array of rows at once, all or nothing', async () => {
    const before = await backend().count('partnership_enquiries');
    const rows = [1, 2, 3].map((i) => ({ ...validRows.partnership_enquiries, email: `batch${i}@x.example` }));
    expect((await post('partnership_enquiries', rows)).status).toBe(201);
    expect(await backend().count('partnership_enquiries')).toBe(before + 3);
    const broken = [...rows.map((r) => ({ ...r, email: `again-${r.email}` })), { ...rows[0], email: 'bad' }];
    expect((await post('partnership_enquiries', broken)).status).toBe(400);
    expect(await backend().count('partnership_enquiries')).toBe(before + 3);
  });

  it('answers CORS preflights', async () => {
    const res = await fetch(`${backend().url}/rest/v1/partnership_enquiries`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });
});

describe('public storage', () => {
  it.each([
    '/storage/v1/object/public/resources/..%2F..%2Fpackage.json',
    '/storage/v1/object/public/resources/../../package.json',
    '/storage/v1/object/public/resources/%2e%2e/%2e%2e/package.json',
    '/storage/v1/object/public/resources/missing.pdf',
    '/storage/v1/object/public/private/anything.pdf',
    '/storage/v1/object/public/resources/',
    '/storage/v1/object/resources/a.pdf',
  ])('%s → 404', async (path) => {
    const res = await fetch(`${backend().url}${path}`);
    expect(res.status).toBe(404);
  });

  it('computes the same public URL as supabase-js', () => {
    const fromSdk = backend().client.storage.from('resources').getPublicUrl('prompt-template-pack.pdf')
      .data.publicUrl;
    expect(fromSdk.endsWith(resourceUrl('prompt-template-pack.pdf'))).toBe(true);
  });
});

describe('load', () => {
  it('200 concurrent inserts give 200 rows', async () => {
    const before = await backend().count('partnership_enquiries');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        backend()
          .client.from('partnership_enquiries')
          .insert({ ...validRows.partnership_enquiries, email: `load${i}@x.example` }),
      ),
    );
    expect(results.filter((r) => r.error)).toEqual([]);
    expect(await backend().count('partnership_enquiries')).toBe(before + 200);
  });
});
