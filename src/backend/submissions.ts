import type { PostgrestError } from '@supabase/supabase-js';
import type { TableName, TablesInsert } from './database.types';
import type { SiteClient } from './client';
import { loadSiteClient } from './loadClient';

/** How a submission ended, in the site's own words rather than the vendor's. */
export type SubmitResult =
  | { ok: true }
  | {
      ok: false;
      /** duplicate: this e-mail already applied; invalid: the data broke a rule; network: no answer; server: anything else. */
      reason: 'duplicate' | 'invalid' | 'network' | 'server';
      /** The backend's error code (SQLSTATE or PGRST…), for logs. Never contains the visitor's values. */
      code: string;
    };

const INVALID_CODES = new Set(['23502', '23514', '22P02', '22001', '22007', 'PGRST102', 'PGRST204']);

export function classifyError(error: Pick<PostgrestError, 'code' | 'message'>, status: number): SubmitResult {
  const code = error.code ?? '';
  if (code === '23505') return { ok: false, reason: 'duplicate', code };
  if (INVALID_CODES.has(code)) return { ok: false, reason: 'invalid', code };
  if (status === 0 || (!code && /fetch|network|load failed/i.test(error.message ?? ''))) {
    return { ok: false, reason: 'network', code: code || 'network' };
  }
  return { ok: false, reason: 'server', code: code || String(status) };
}

/** Inserts one row with the given client, or with the browser's own (its code fetched first, if need be). */
export async function submitRow<T extends TableName>(
  table: T,
  row: TablesInsert<T>,
  client?: SiteClient,
): Promise<SubmitResult> {
  try {
    const target = client ?? (await loadSiteClient());
    // Typed per table by the generic; the query builder's own overloads cannot follow a generic table name.
    const { error, status } = await target.from(table).insert(row as never);
    return error ? classifyError(error, status) : { ok: true };
  } catch {
    return { ok: false, reason: 'network', code: 'network' };
  }
}
