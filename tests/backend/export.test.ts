import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../supabase/local/csv';
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

  it('writes a header and CRLF line endings', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 'x' }])).toBe('a,b\r\n1,x\r\n');
  });
});

describe('npm run submissions', () => {
  it('exports the rows of a table from a data folder, as CSV and JSON, with --since', async () => {
    const dataDir = newDataDir();
    const api = await startBackend({ dataDir });
    await api.client
      .from('partnership_enquiries')
      .insert({ ...validRows.partnership_enquiries, message: '=cmd|calc' });
    await api.stop();

    const run = (...args: string[]) =>
      execFileSync('npx', ['tsx', 'supabase/local/exportSubmissions.ts', '--data-dir', dataDir, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const csv = run('--table', 'partnership_enquiries', '--format', 'csv');
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('id,created_at,name,company,email,message');
    expect(line).toContain("Tom Becker,Draftly,tom@draftly.example,'=cmd|calc");
    const json = JSON.parse(run('--table', 'partnership_enquiries', '--format', 'json')) as unknown[];
    expect(json).toHaveLength(1);
    expect(
      JSON.parse(run('--table', 'partnership_enquiries', '--format', 'json', '--since', '2999-01-01')),
    ).toEqual([]);
    removeDataDir(dataDir);
  }, 60_000);
});
