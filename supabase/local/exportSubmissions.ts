// `npm run submissions -- --table <table> --format csv|json [--since <date>]`
// Prints the visitors' submissions from the local data folder, oldest first; with DATABASE_URL, from
// that PostgreSQL server (while the site runs, too).
import { parseArgs } from 'node:util';
import { BackendStartError } from './database.ts';
import { openSiteDatabase } from './postgres.ts';
import { toCsv } from './csv.ts';

const TABLES = [
  'event_registrations',
  'retreat_applications',
  'leadership_labs_applications',
  'partnership_enquiries',
];

const usage = `Usage: npm run submissions -- --table <table> [--format csv|json] [--since YYYY-MM-DD] [--data-dir .data]
Tables: ${TABLES.join(', ')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    table: { type: 'string' },
    format: { type: 'string', default: 'csv' },
    since: { type: 'string' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const table = values.table ?? fail('Name a table with --table.');
if (!TABLES.includes(table)) fail(`Unknown table "${table}".`);
if (values.format !== 'csv' && values.format !== 'json') fail(`Unknown format "${values.format}".`);
const since = values.since ? new Date(values.since) : undefined;
if (since && Number.isNaN(since.getTime())) fail(`"--since ${values.since}" is not a date.`);

try {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const { db, close } = await openSiteDatabase(databaseUrl, values['data-dir']);
  try {
    const columns = (
      await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
        [table],
      )
    ).rows.map((r) => r.column_name);
    const { rows } = await db.query<Record<string, unknown>>(
      `select * from public.${table} where created_at >= $1 order by created_at, id`,
      [since?.toISOString() ?? '-infinity'],
    );
    process.stdout.write(
      values.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(columns, rows),
    );
    console.error(`${rows.length} row${rows.length === 1 ? '' : 's'} from ${table}`);
  } finally {
    await close();
  }
} catch (error) {
  console.error(error instanceof BackendStartError ? error.message : error);
  process.exit(1);
}
