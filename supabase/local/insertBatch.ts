import type { Database } from './database.ts';
import { fromPostgresError, type ApiResponse } from './postgrestErrors.ts';

/**
 * Inserts that arrived together run in one call into the database: a function that takes them as JSON,
 * switches to the anon role for the rest of the transaction (so grants and row level security apply) and
 * runs them with their values bound, never spliced into the SQL.
 *
 * Neighbouring requests from the same client for the same table and columns form a group, tried first as one statement. If
 * every row is accepted that is all; if not, the group's savepoint is rolled back and each request runs
 * alone in its own, so one request's bad row never fails another's. Either way each request gets its own
 * answer: success, or its SQLSTATE, message, detail and hint.
 *
 * The function is part of the local backend only, not a migration: hosted Supabase runs PostgREST, which
 * does this work itself. It lives in its own schema, owned by the database owner, and anon may not call it.
 */
const INSERT_BATCH_FUNCTION = `
create schema if not exists supabase_local;
revoke all on schema supabase_local from public;

create or replace function supabase_local.insert_batch(groups jsonb) returns jsonb
language plpgsql
as $$
declare
  grp jsonb;
  request jsonb;
  answers jsonb := '[]';
  inserted jsonb;
  err_code text;
  err_message text;
  err_detail text;
  err_hint text;
begin
  set local role anon;
  for grp in select value from jsonb_array_elements(groups) loop
    -- The request's headers, as PostgREST passes them to SQL: the write limit reads the client's address there.
    perform set_config('request.headers', coalesce(grp ->> 'headers', ''), true);
    if jsonb_array_length(grp -> 'requests') > 1 then
      begin
        execute grp ->> 'sql' using (
          select jsonb_agg(given_row order by request_no, row_no)
            from jsonb_array_elements(grp -> 'requests') with ordinality as r(request_rows, request_no),
                 jsonb_array_elements(r.request_rows) with ordinality as g(given_row, row_no)
        );
        answers := answers || (
          select jsonb_agg(jsonb_build_object('rows', null)) from jsonb_array_elements(grp -> 'requests')
        );
        continue;
      exception when others then
        -- Some row was refused: run the group's requests one by one below to find whose.
      end;
    end if;
    for request in select value from jsonb_array_elements(grp -> 'requests') loop
      begin
        if (grp ->> 'representation')::boolean then
          execute grp ->> 'sql' into inserted using request;
        else
          execute grp ->> 'sql' using request;
          inserted := null;
        end if;
        answers := answers || jsonb_build_array(jsonb_build_object('rows', inserted));
      exception when others then
        get stacked diagnostics
          err_code = returned_sqlstate,
          err_message = message_text,
          err_detail = pg_exception_detail,
          err_hint = pg_exception_hint;
        answers := answers || jsonb_build_array(jsonb_build_object(
          'code', err_code,
          'message', err_message,
          'detail', nullif(err_detail, ''),
          'hint', nullif(err_hint, '')
        ));
      end;
    end loop;
  end loop;
  return answers;
end
$$;

revoke all on function supabase_local.insert_batch(jsonb) from public;
`;

/** Creates (or refreshes) the batch function; run as the database owner each time the backend opens. */
export async function installInsertBatch(db: Database): Promise<void> {
  await db.exec(INSERT_BATCH_FUNCTION);
}

/** One request's INSERT, checked and ready. */
export interface PreparedInsert {
  /** Reads the rows from the JSON array `$1`; the same text for every request to the same table and columns. */
  sql: string;
  /** Each row's values in column order, as text (NULL for a missing key). */
  rows: (string | null)[][];
  /** `Prefer: return=representation`: answer with the inserted rows. */
  representation: boolean;
  /** Whether the statement may run for several requests' rows at once. */
  groupable: boolean;
  /**
   * The request's headers as JSON, for `request.headers` (the client's address, for the write limit);
   * undefined for an insert that is no visitor's request.
   */
  headers?: string;
}

interface Group {
  sql: string;
  representation: boolean;
  headers: string | null;
  requests: (string | null)[][][];
}

type BatchAnswer =
  | { rows: Record<string, unknown>[] | null }
  | { code: string; message: string; detail: string | null; hint: string | null };

function groupNeighbours(batch: PreparedInsert[]): Group[] {
  const groups: Group[] = [];
  let open: Group | undefined;
  for (const insert of batch) {
    const headers = insert.headers ?? null;
    if (insert.groupable && !insert.representation && open?.sql === insert.sql && open.headers === headers) {
      open.requests.push(insert.rows);
      continue;
    }
    const group: Group = {
      sql: insert.representation
        ? `with inserted as (${insert.sql} returning *) select coalesce(jsonb_agg(to_jsonb(inserted)), '[]') from inserted`
        : insert.sql,
      representation: insert.representation,
      headers,
      requests: [insert.rows],
    };
    groups.push(group);
    open = insert.groupable && !insert.representation ? group : undefined;
  }
  return groups;
}

/** Runs the inserts in one transaction, each succeeding or failing alone; answers in the same order. */
export async function runInsertBatch(db: Database, batch: PreparedInsert[]): Promise<ApiResponse[]> {
  const result = await db.query<{ answers: BatchAnswer[] }>(
    'select supabase_local.insert_batch($1::jsonb) as answers',
    [JSON.stringify(groupNeighbours(batch))],
  );
  const answers = result.rows[0]?.answers ?? [];
  return batch.map((insert, i): ApiResponse => {
    const answer = answers[i];
    if (answer && 'rows' in answer) {
      return insert.representation
        ? {
            status: 201,
            body: answer.rows ?? [],
            headers: { 'preference-applied': 'return=representation' },
          }
        : { status: 201 };
    }
    return fromPostgresError(answer);
  });
}
