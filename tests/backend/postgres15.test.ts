import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRecords } from '../../content/events';
import { asSent, cases, RUNS, SEED } from './formRows';
import { validRows, tables } from './harness';
import { startPostgres, type ThrowawayPostgres } from './postgres';

// The migrations on a real PostgreSQL 15 server, applied unchanged, and the rules checked in SQL as the
// anon role, the way PostgREST inserts: the JSON body read into the table's row type.

let server: ThrowawayPostgres;
let db: pg.Client;

beforeAll(async () => {
  server = await startPostgres();
  db = await server.connect();
});

afterAll(async () => {
  await db?.end();
  server?.stop();
});

type Outcome = { ok: true } | { ok: false; code: string };

/** As anon, in a transaction of its own: the columns the row names, from the JSON as PostgREST reads it. */
async function run(sql: string, params: unknown[] = []): Promise<Outcome> {
  await db.query('begin');
  try {
    await db.query('set local role anon');
    await db.query(sql, params);
    await db.query('commit');
    return { ok: true };
  } catch (error) {
    await db.query('rollback');
    return { ok: false, code: String((error as { code?: unknown }).code) };
  }
}

const insert = (table: string, row: Record<string, unknown>) => {
  const columns = Object.keys(row)
    .map((column) => `"${column}"`)
    .join(', ');
  return run(
    `insert into public.${table} (${columns}) select ${columns} from json_populate_record(null::public.${table}, $1::json)`,
    [JSON.stringify(row)],
  );
};

const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]?.n);

describe(`the migrations on PostgreSQL 15`, () => {
  it('run unchanged on a real server', () => {
    expect(server.version).toMatch(/^15\./);
  });

  it.each(tables)('a valid row goes into %s as anon, stored trimmed', async (table) => {
    const row = { ...validRows[table], email: `  pg15@${table}.example\u00a0` } as Record<string, unknown>;
    if ('full_name' in row) row.full_name = '\u200b Ada Lovelace \t';
    else row.name = '\u2060Ada Lovelace\n';
    expect(await insert(table, row)).toEqual({ ok: true });
    const stored = (
      await db.query(`select * from public.${table} where email = $1`, [`pg15@${table}.example`])
    ).rows;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.full_name ?? stored[0]?.name).toBe('Ada Lovelace');
  });

  it.each([
    ['a name of blank characters only', { name: '\u200b\u00a0\t\u2060\ufeff' }, '23514'],
    ['a name of 121 characters', { name: 'a'.repeat(121) }, '23514'],
    [
      '120 characters and 500 spaces is 120 characters, accepted',
      { name: `${'😀'.repeat(120)}${' '.repeat(500)}` },
      'ok',
    ],
    ['an e-mail with a space inside', { email: 'ada lovelace@example.com' }, '23514'],
    ['an e-mail with a zero-width space inside', { email: 'ada\u200b@example.com' }, '23514'],
    ['an e-mail without a dotted domain', { email: 'ada@localhost' }, '23514'],
    ['a message of 4,001 characters', { message: 'a'.repeat(4001) }, '23514'],
    ['a value holding U+0000', { message: 'hello\u0000there' }, '22P05'],
  ])('%s', async (_name, change, expected) => {
    const row = { ...validRows.partnership_enquiries, email: `rule${Math.random()}@x.example`, ...change };
    const before = await count('partnership_enquiries');
    const outcome = await insert('partnership_enquiries', row);
    expect(outcome).toEqual(expected === 'ok' ? { ok: true } : { ok: false, code: expected });
    expect(await count('partnership_enquiries')).toBe(before + (expected === 'ok' ? 1 : 0));
  });

  it('refuses a web address with another scheme, an event that takes no registrations, and a second registration', async () => {
    const row = { ...validRows.event_registrations, email: 'twice@pg15.example' };
    expect(await insert('event_registrations', { ...row, linkedin_url: 'javascript:alert(1)' })).toEqual({
      ok: false,
      code: '23514',
    });
    expect(
      await insert('event_registrations', { ...row, event_name: eventRecords['autumn-retreat'].eventName }),
    ).toEqual({
      ok: false,
      code: '42501',
    });
    expect(await insert('event_registrations', row)).toEqual({ ok: true });
    expect(await insert('event_registrations', { ...row, email: ' TWICE@pg15.example ' })).toEqual({
      ok: false,
      code: '23505',
    });
  });

  it.each(tables)('anon may not read, change or delete %s', async (table) => {
    expect(await run(`select * from public.${table}`)).toEqual({ ok: false, code: '42501' });
    expect(await run(`update public.${table} set company = 'x'`)).toEqual({ ok: false, code: '42501' });
    expect(await run(`delete from public.${table}`)).toEqual({ ok: false, code: '42501' });
    expect(await run(`select * from private.write_limits`)).toEqual({ ok: false, code: '42501' });
  });
});

/**
 * The advisor's security lints that apply to this schema, written as queries of our own against the
 * catalogue: each lists what it finds, and each must find nothing.
 */
const advisorChecks: [string, string][] = [
  [
    'a table in the exposed schema without row level security',
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  ],
  [
    'a table with row level security but no policy',
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`,
  ],
  [
    'a policy on a table without row level security',
    `select c.relname from pg_policy p join pg_class c on c.oid = p.polrelid where not c.relrowsecurity`,
  ],
  [
    'a function of ours whose search_path can be changed by the caller',
    `select n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as setting where setting like 'search_path=%')`,
  ],
  [
    'a security definer function in the exposed schema',
    `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef`,
  ],
  [
    'a view in the exposed schema that runs with its owner’s rights',
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'v'
        and not coalesce('security_invoker=true' = any(c.reloptions), false)`,
  ],
  [
    'more than one permissive policy for the same role and action',
    `select c.relname || ' ' || r.rolname || ' ' || p.polcmd::text from pg_policy p
       join pg_class c on c.oid = p.polrelid
       cross join lateral unnest(p.polroles) as role_id
       join pg_roles r on r.oid = role_id
      where p.polpermissive
      group by c.relname, r.rolname, p.polcmd having count(*) > 1`,
  ],
  [
    'an extension installed in the exposed schema',
    `select e.extname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = 'public'`,
  ],
  [
    'a privilege of anon or authenticated on the private schema',
    `select r.rolname from pg_roles r where r.rolname in ('anon', 'authenticated')
        and has_schema_privilege(r.oid, 'private', 'usage')`,
  ],
  [
    'two identical indexes',
    `select array_agg(indexrelid::regclass::text) from pg_index
      group by indrelid, indkey, indclass, indexprs::text, indpred::text having count(*) > 1`,
  ],
];

describe('the migrated schema against the advisor’s security lints', () => {
  it.each(advisorChecks)('no %s', async (_name, sql) => {
    expect((await db.query(sql)).rows).toEqual([]);
  });

  it('the checks find what they look for: a table without row level security and a function open to search_path', async () => {
    await db.query('begin');
    try {
      await db.query('create table public.unguarded (note text)');
      await db.query(`create function public.unpinned() returns int language sql as 'select 1'`);
      const found = await Promise.all(advisorChecks.map(async ([, sql]) => (await db.query(sql)).rowCount));
      expect(found.filter((n) => (n ?? 0) > 0)).toHaveLength(2);
    } finally {
      await db.query('rollback');
    }
  });
});

describe.each(cases)('$table on PostgreSQL 15', ({ table, schema, values, row, completesAddress }) => {
  it(`gives the form's verdict on the same ${RUNS} generated rows`, async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(values, async (raw) => {
        const formAccepts = await schema.isValid(raw);
        const databaseShouldAccept = formAccepts && !completesAddress(raw);
        await db.query(`delete from public.${table}`);
        const outcome = await insert(table, asSent(row(raw)));
        expect(outcome.ok, JSON.stringify(outcome)).toBe(databaseShouldAccept);
        if (!outcome.ok) return;
        accepted++;
        const sent = asSent(row(schema.cast(raw) as Record<string, unknown>));
        const kept = (await db.query<Record<string, unknown>>(`select * from public.${table}`)).rows[0];
        expect(Object.fromEntries(Object.keys(sent).map((column) => [column, kept?.[column]]))).toEqual(sent);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`${table} on PostgreSQL ${server.version}: ${accepted} of ${RUNS} accepted by both`);
  });
});
