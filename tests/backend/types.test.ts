import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backendForThisFile } from './harness';

const backend = backendForThisFile();

/** Reads `Row` of each table from database.types.ts as text: name → [column, TS type]. */
function declaredRows(): Map<string, Map<string, string>> {
  const source = readFileSync('src/backend/database.types.ts', 'utf8');
  const tables = new Map<string, Map<string, string>>();
  for (const match of source.matchAll(/\n {6}(\w+): \{\n {8}Row: \{\n([\s\S]*?)\n {8}\};/g)) {
    const columns = new Map<string, string>();
    for (const line of (match[2] ?? '').split('\n')) {
      const col = /^\s+(\w+)(\??): (.+);$/.exec(line);
      if (col?.[1] && col[3]) columns.set(col[1], col[3]);
    }
    tables.set(match[1] ?? '', columns);
  }
  return tables;
}

const tsType = (sql: string, nullable: boolean) => {
  const base = sql === 'boolean' ? 'boolean' : /int|numeric|real|double/.test(sql) ? 'number' : 'string';
  return nullable ? `${base} | null` : base;
};

describe('database.types.ts', () => {
  it('declares exactly the migrated tables and columns, with matching types', async () => {
    const rows = await backend().backend.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
    }>(
      `select table_name, column_name, data_type, is_nullable from information_schema.columns
        where table_schema = 'public' order by table_name, column_name`,
    );
    const actual = new Map<string, Map<string, string>>();
    for (const r of rows) {
      if (!actual.has(r.table_name)) actual.set(r.table_name, new Map());
      actual.get(r.table_name)?.set(r.column_name, tsType(r.data_type, r.is_nullable === 'YES'));
    }
    const declared = declaredRows();
    expect([...declared.keys()].sort()).toEqual([...actual.keys()].sort());
    for (const [table, columns] of actual) {
      expect(Object.fromEntries(declared.get(table) ?? []), table).toEqual(Object.fromEntries(columns));
    }
  });
});
