import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../supabase/local/database';
import { installInsertBatch, runInsertBatch, type PreparedInsert } from '../../supabase/local/insertBatch';
import { isPrepared, loadSchemaCache, prepareInsert, type SchemaCache } from '../../supabase/local/rest';
import { newDataDir, removeDataDir, validRows, type TableWithRows } from './harness';

// Requests that reach the database in one batch: neighbours for the same table and columns run as one
// statement first, and one at a time if any row is refused. Each must still get its own answer.

let opened: OpenedDatabase;
let schema: SchemaCache;

beforeAll(async () => {
  opened = await openDatabase(newDataDir());
  await installInsertBatch(opened.db);
  schema = await loadSchemaCache(opened.db);
});

afterAll(async () => {
  await opened.close();
  removeDataDir(opened.dataDir);
});

function prepared(table: TableWithRows, body: unknown, prefer?: string): PreparedInsert {
  const result = prepareInsert(schema, {
    method: 'POST',
    table,
    searchParams: new URLSearchParams(),
    headers: { prefer },
    body: Buffer.from(JSON.stringify(body)),
  });
  if (!isPrepared(result)) throw new Error(`not prepared: ${JSON.stringify(result)}`);
  return result;
}

const count = async (table: TableWithRows, where = 'true', params: unknown[] = []) =>
  (
    await opened.db.query<{ n: number }>(
      `select count(*)::int as n from public.${table} where ${where}`,
      params,
    )
  ).rows[0]?.n;

describe('a batch of inserts', () => {
  it('lands a group of good neighbours together', async () => {
    const batch = Array.from({ length: 40 }, (_, i) =>
      prepared('partnership_enquiries', { ...validRows.partnership_enquiries, email: `group${i}@x.example` }),
    );
    const answers = await runInsertBatch(opened.db, batch);
    expect(answers.map((a) => a.status)).toEqual(batch.map(() => 201));
    expect(await count('partnership_enquiries', `email like 'group%'`)).toBe(40);
  });

  it('answers each request alone when one row in the group is refused', async () => {
    const enquiry = (email: string) =>
      prepared('partnership_enquiries', { ...validRows.partnership_enquiries, email });
    const registration = (email: string) =>
      prepared('event_registrations', { ...validRows.event_registrations, email });
    const batch = [
      enquiry('mix1@x.example'),
      enquiry('not an e-mail'),
      enquiry('mix2@x.example'),
      registration('twice@x.example'),
      registration('TWICE@x.example'),
      registration('once@x.example'),
      enquiry('mix3@x.example'),
    ];
    const answers = await runInsertBatch(opened.db, batch);
    expect(answers.map((a) => a.status)).toEqual([201, 400, 201, 201, 409, 201, 201]);
    expect((answers[1]?.body as { code: string }).code).toBe('23514');
    expect((answers[4]?.body as { code: string }).code).toBe('23505');
    expect(await count('partnership_enquiries', `email like 'mix%'`)).toBe(3);
    expect(await count('partnership_enquiries', `email = 'not an e-mail'`)).toBe(0);
    expect(await count('event_registrations', `lower(email) in ('twice@x.example', 'once@x.example')`)).toBe(
      2,
    );
  });

  it('keeps a request of several rows all or nothing inside a group', async () => {
    const good = (email: string) => ({ ...validRows.partnership_enquiries, email });
    const batch = [
      prepared('partnership_enquiries', good('rows1@x.example')),
      prepared('partnership_enquiries', [good('rows2@x.example'), { ...good('rows3@x.example'), name: ' ' }]),
      prepared('partnership_enquiries', [good('rows4@x.example'), good('rows5@x.example')]),
    ];
    const answers = await runInsertBatch(opened.db, batch);
    expect(answers.map((a) => a.status)).toEqual([201, 400, 201]);
    expect(
      (
        await opened.db.query<{ email: string }>(
          `select email from public.partnership_enquiries where email like 'rows%' order by email`,
        )
      ).rows.map((r) => r.email),
    ).toEqual(['rows1@x.example', 'rows4@x.example', 'rows5@x.example']);
  });

  it('runs every insert as anon: a refused representation does not stop its neighbours', async () => {
    const batch = [
      prepared('leadership_labs_applications', {
        ...validRows.leadership_labs_applications,
        email: 'a@x.example',
      }),
      prepared(
        'leadership_labs_applications',
        { ...validRows.leadership_labs_applications, email: 'b@x.example' },
        'return=representation',
      ),
      prepared('leadership_labs_applications', {
        ...validRows.leadership_labs_applications,
        email: 'c@x.example',
      }),
    ];
    const answers = await runInsertBatch(opened.db, batch);
    expect(answers.map((a) => a.status)).toEqual([201, 401, 201]);
    expect((answers[1]?.body as { code: string }).code).toBe('42501');
    expect(await count('leadership_labs_applications')).toBe(2);
    const role = await opened.db.query<{ role: string }>('select current_user as role');
    expect(role.rows[0]?.role).toBe('postgres');
  });
});
