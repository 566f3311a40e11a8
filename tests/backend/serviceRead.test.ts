import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteClient } from '../../src/backend/client';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey';
import { backendForThisFile, validRows } from './harness';

const backend = backendForThisFile();

const serviceHeaders = () => ({
  apikey: backend().serviceKey,
  authorization: `Bearer ${backend().serviceKey}`,
});

/** A GET as the service role; `query` is sent as given, so each test encodes its own values. */
const read = (table: string, query = '', init: RequestInit = {}) =>
  backend().http(`/rest/v1/${table}${query ? `?${query}` : ''}`, {
    ...init,
    headers: { ...serviceHeaders(), ...(init.headers as Record<string, string>) },
  });

const first = { ...validRows.partnership_enquiries, email: 'first@reader.example', company: 'First Co' };
const second = {
  ...validRows.partnership_enquiries,
  email: 'Tom+Read@Draftly.example',
  company: 'Second Co',
};

beforeAll(async () => {
  for (const row of [first, second]) {
    const { error } = await backend().client.from('partnership_enquiries').insert(row);
    expect(error).toBeNull();
  }
  const { error } = await backend()
    .client.from('event_registrations')
    .insert({ ...validRows.event_registrations, email: 'lead@reader.example', lead_session: true });
  expect(error).toBeNull();
});

describe('the service-role key reads rows', () => {
  it('reads every row, oldest first by default, with every column', async () => {
    const res = await read('partnership_enquiries');
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows.map((r) => r.email)).toEqual([first.email, second.email]);
    expect(rows[1]).toMatchObject(second);
    expect(rows[1]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(rows[1]?.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  });

  it('filters by equality, with "+" and capitals encoded in the value', async () => {
    const res = await read('partnership_enquiries', `email=eq.${encodeURIComponent(second.email)}`);
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: second.email, company: 'Second Co' });
    const lowered = await read(
      'partnership_enquiries',
      `email=eq.${encodeURIComponent(second.email.toLowerCase())}`,
    );
    expect(await lowered.json()).toEqual([]);
  });

  it('casts filter values to the column type, and several filters must all hold', async () => {
    const both = await read('event_registrations', 'lead_session=eq.true&email=eq.lead%40reader.example');
    expect(((await both.json()) as unknown[]).length).toBe(1);
    const none = await read('event_registrations', 'lead_session=eq.false&email=eq.lead%40reader.example');
    expect(await none.json()).toEqual([]);
    const badValue = await read('event_registrations', 'lead_session=eq.maybe');
    expect(badValue.status).toBe(400);
    expect(await badValue.json()).toMatchObject({ code: '22P02' });
  });

  it('select= returns only the listed columns', async () => {
    const res = await read('partnership_enquiries', 'select=email,company');
    const rows = (await res.json()) as Record<string, unknown>[];
    expect(rows).toEqual([
      { email: first.email, company: first.company },
      { email: second.email, company: second.company },
    ]);
  });

  it('order=created_at.desc&limit=1 returns the newest row', async () => {
    const res = await read('partnership_enquiries', 'select=email&order=created_at.desc&limit=1');
    expect(await res.json()).toEqual([{ email: second.email }]);
  });

  it('supabase-js with the service-role key reads the same way', async () => {
    const service = createSiteClient({
      url: backend().url,
      anonKey: backend().serviceKey,
      transport: WebSocket as unknown as typeof globalThis.WebSocket,
    });
    const { data, error, status } = await service
      .from('partnership_enquiries')
      .select('email, company')
      .eq('email', second.email)
      .order('created_at', { ascending: false })
      .limit(5);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ email: second.email, company: second.company }]);
  });

  it('HEAD answers 200 with no body', async () => {
    const res = await read('partnership_enquiries', '', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('SQL in a filter value is compared as text, never run', async () => {
    const res = await read('partnership_enquiries', `email=eq.${encodeURIComponent("x' or '1'='1")}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('the service-role read refuses what it does not serve', () => {
  it.each([
    [
      'an unknown column in select',
      'select=email,is_admin',
      'column partnership_enquiries.is_admin does not exist',
    ],
    [
      'an unknown column in a filter',
      'is_admin=eq.true',
      'column partnership_enquiries.is_admin does not exist',
    ],
    [
      'an unknown column in order',
      'order=is_admin.desc',
      'column partnership_enquiries.is_admin does not exist',
    ],
  ])('%s → 400 42703', async (_name, query, message) => {
    const res = await read('partnership_enquiries', query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '42703', message });
  });

  it.each([
    ['an operator other than eq', 'email=like.x', '"failed to parse filter (like.x)"'],
    ['a filter without an operator', 'email=x', '"failed to parse filter (x)"'],
    ['a bad order direction', 'order=created_at.up', '"failed to parse order (created_at.up)"'],
    ['a limit that is not a positive integer', 'limit=0', '"failed to parse limit (0)"'],
    ['a limit that is not a number', 'limit=ten', '"failed to parse limit (ten)"'],
  ])('%s → 400 PGRST100', async (_name, query, message) => {
    const res = await read('partnership_enquiries', query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST100', message });
  });

  it('an unknown table → 404 PGRST205', async () => {
    const res = await read('newsletter_subscribers');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'PGRST205' });
  });

  it.each(['POST', 'PATCH', 'DELETE'])('%s → 405 PGRST117 and nothing changes', async (method) => {
    const before = await backend().count('partnership_enquiries');
    const res = await read('partnership_enquiries', '', {
      method,
      body: JSON.stringify({ ...validRows.partnership_enquiries, email: 'service@write.example' }),
    });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ code: 'PGRST117' });
    expect(await backend().count('partnership_enquiries')).toBe(before);
  });
});

describe('other keys cannot read', () => {
  it('the anon key is still refused by the database: 401 42501', async () => {
    const res = await backend().http('/rest/v1/partnership_enquiries?select=*');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: '42501' });
  });

  it('the service-role key as bearer token does not lift the anon key: it is no JWT, so 401 PGRST301', async () => {
    const res = await backend().http('/rest/v1/partnership_enquiries', {
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${backend().serviceKey}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
  });

  it.each([
    ['a wrong key', () => ({ apikey: `${backend().serviceKey}-not` })],
    [
      'the service-role key with another bearer token',
      () => ({ ...serviceHeaders(), authorization: 'Bearer other' }),
    ],
    [
      'the key that was written in the repository before keys were made per data folder',
      () => ({
        apikey: 'the-ai-edit-local-service-role-key',
        authorization: 'Bearer the-ai-edit-local-service-role-key',
      }),
    ],
  ])('%s → 401 PGRST301', async (_name, headers) => {
    const res = await backend().http('/rest/v1/partnership_enquiries', { headers: headers() });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
  });
});
