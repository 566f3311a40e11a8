import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, UTF8_BOM } from '../../supabase/local/csv';
import { newDataDir, removeDataDir, startBackend, validRows } from './harness';

describe('CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [true, 'true'],
    [null, ''],
  ])('%j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes the UTF-8 byte-order mark, a header and CRLF line endings', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });
});

/** Names an organiser's spreadsheet must show as written. */
const NAMES = [
  'Zoë Ångström-Núñez',
  'Łucja Wójcik',
  '山田 花子',
  'Αλεξάνδρα Παπαδοπούλου',
  'Дарья Иванова',
  'ليلى حداد',
];

describe('npm run submissions', () => {
  it('exports the rows of a table from a data folder, as CSV that spreadsheets read as UTF-8 and JSON, with --since', async () => {
    const dataDir = newDataDir();
    const api = await startBackend({ dataDir });
    await api.client
      .from('partnership_enquiries')
      .insert({ ...validRows.partnership_enquiries, message: '=cmd|calc' });
    for (const [index, name] of NAMES.entries()) {
      const { error } = await api.client
        .from('partnership_enquiries')
        .insert({ ...validRows.partnership_enquiries, name, email: `name${index}@example.com` });
      expect(error).toBeNull();
    }
    // Every column of the table, in its order: the header the spreadsheet gets.
    const columns = await api.backend.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'partnership_enquiries' order by ordinal_position`,
    );
    await api.stop();

    const exported = (...args: string[]) =>
      execFileSync('npx', ['tsx', 'supabase/local/exportSubmissions.ts', '--data-dir', dataDir, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, DATABASE_URL: api.databaseUrl },
      });
    const run = (...args: string[]) => exported(...args).toString('utf8');
    // The bytes a spreadsheet opens: the UTF-8 byte-order mark (EF BB BF) first, so Excel reads UTF-8.
    const bytes = exported('--table', 'partnership_enquiries', '--format', 'csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const [header, ...lines] = csv.slice(UTF8_BOM.length).split('\r\n');
    expect(header).toBe(columns.map(({ column_name }) => column_name).join(','));
    expect(header).toMatch(/^id,created_at,name,company,email,message\b/);
    expect(lines[0]).toContain("Tom Becker,Draftly,tom@draftly.example,'=cmd|calc");
    // Accented and non-Latin names come out as they went in, and the formula guard still holds.
    for (const name of NAMES) expect(csv).toContain(`${name},`);
    expect(lines.filter(Boolean)).toHaveLength(1 + NAMES.length);
    const json = JSON.parse(run('--table', 'partnership_enquiries', '--format', 'json')) as unknown[];
    expect(json).toHaveLength(1 + NAMES.length);
    expect(
      JSON.parse(run('--table', 'partnership_enquiries', '--format', 'json', '--since', '2999-01-01')),
    ).toEqual([]);
    removeDataDir(dataDir);
  }, 60_000);
});
