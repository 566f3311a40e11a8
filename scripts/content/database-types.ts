// `npm run db:types`: writes src/backend/database.types.ts from the migrated schema, in the shape
// `supabase gen types typescript` gives, so that the forms' row types follow the migrations with no
// hand-kept list. The database is an in-memory PGlite with every migration applied. With --check, it
// writes nothing and fails when the committed file differs (the backend tests run that check).
import { writeFileSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { format, resolveConfig } from 'prettier';
import { migrate } from '../../supabase/local/database.ts';

export const DATABASE_TYPES_FILE = 'src/backend/database.types.ts';

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

interface FunctionArgument {
  name: string;
  argument: string | null;
  argument_type: string | null;
  returns: string;
}

/** The TypeScript of a Postgres type, as the Supabase generator writes it. */
function tsType(sql: string): string {
  if (sql === 'boolean') return 'boolean';
  if (/^(smallint|integer|bigint|numeric|real|double precision)$/.test(sql)) return 'number';
  if (/^jsonb?$/.test(sql)) return 'Json';
  return 'string';
}

const block = (indent: string, lines: string[]) => lines.map((line) => `${indent}${line}`).join('\n');

function tableTypes(name: string, columns: Column[]): string {
  const row = columns.map(
    (c) => `${c.column_name}: ${tsType(c.data_type)}${c.is_nullable === 'YES' ? ' | null' : ''};`,
  );
  const insert = columns.map((c) => {
    const optional = c.is_nullable === 'YES' || c.column_default !== null || c.is_identity === 'YES';
    return `${c.column_name}${optional ? '?' : ''}: ${tsType(c.data_type)}${c.is_nullable === 'YES' ? ' | null' : ''};`;
  });
  const update = columns.map(
    (c) => `${c.column_name}?: ${tsType(c.data_type)}${c.is_nullable === 'YES' ? ' | null' : ''};`,
  );
  return [
    `      ${name}: {`,
    '        Row: {',
    block('          ', row),
    '        };',
    '        Insert: {',
    block('          ', insert),
    '        };',
    '        Update: {',
    block('          ', update),
    '        };',
    '        Relationships: [];',
    '      };',
  ].join('\n');
}

function functionTypes(rows: FunctionArgument[]): string {
  const byName = new Map<string, FunctionArgument[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  return [...byName]
    .map(([name, args]) => {
      const params = args
        .filter((a) => a.argument !== null)
        .map((a) => `${a.argument}: ${tsType(a.argument_type ?? '')}`)
        .sort()
        .join('; ');
      return `      ${name}: { Args: { ${params} }; Returns: ${tsType(args[0]?.returns ?? '')} };`;
    })
    .join('\n');
}

/** The file's text, from a migrated database, formatted as the project formats its code. */
export async function databaseTypes(): Promise<string> {
  const text = await unformatted();
  return format(text, { ...(await resolveConfig(DATABASE_TYPES_FILE)), filepath: DATABASE_TYPES_FILE });
}

async function unformatted(): Promise<string> {
  const db = await PGlite.create();
  try {
    await migrate(db);
    const columns = (
      await db.query<Column>(
        `select table_name, column_name, data_type, is_nullable, column_default, is_identity
           from information_schema.columns where table_schema = 'public'
          order by table_name, column_name`,
      )
    ).rows;
    // The functions a client may call: not triggers, not the ones only the database itself uses.
    const functions = (
      await db.query<FunctionArgument>(
        `select r.routine_name as name, p.parameter_name as argument, p.data_type as argument_type,
                r.data_type as returns
           from information_schema.routines r
           left join information_schema.parameters p
             on p.specific_name = r.specific_name and p.parameter_mode = 'IN'
          where r.routine_schema = 'public' and r.data_type not in ('trigger', 'void', 'record')
          order by r.routine_name, p.ordinal_position`,
      )
    ).rows;
    const tables = [...new Set(columns.map((c) => c.table_name))].map((name) =>
      tableTypes(
        name,
        columns.filter((c) => c.table_name === name),
      ),
    );
    return `// Types of the public schema, in the shape \`supabase gen types typescript --local\` produces.
// Written by \`npm run db:types\` from the migrations; never edited by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
${tables.join('\n')}
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
${functionTypes(functions)}
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

export type TableName = keyof PublicSchema['Tables'];
export type Tables<T extends TableName> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends TableName> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends TableName> = PublicSchema['Tables'][T]['Update'];
`;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await databaseTypes();
  if (process.argv.includes('--check')) {
    const current = readFileSync(DATABASE_TYPES_FILE, 'utf8');
    if (current !== text) {
      console.error(`${DATABASE_TYPES_FILE} is not what the migrations give: run npm run db:types.`);
      process.exit(1);
    }
    console.log(`${DATABASE_TYPES_FILE} is current.`);
  } else {
    writeFileSync(DATABASE_TYPES_FILE, text);
    console.log(`Wrote ${DATABASE_TYPES_FILE}.`);
  }
}
