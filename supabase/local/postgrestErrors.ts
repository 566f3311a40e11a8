/** PostgREST's error body: what supabase-js hands back as `error`. */
export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export const apiError = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiResponse => ({
  status,
  body: { code, message, details, hint } satisfies PostgrestErrorBody,
});

/** PostgREST's mapping from SQLSTATE to HTTP status (https://docs.postgrest.org/en/stable/references/errors.html). */
export function statusForSqlState(code: string, authenticated = false): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '42P17') return 500;
  const klass = code.slice(0, 2);
  if (klass === '08' || klass === '53') return 503;
  if (klass === '0L' || klass === '0P' || klass === '28') return 403;
  if (
    ['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(klass)
  )
    return 500;
  return 400;
}

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** A Postgres error as PostgREST would answer it. */
export function fromPostgresError(error: unknown): ApiResponse {
  const e = (error ?? {}) as PgErrorLike;
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) {
    return apiError(500, 'XX000', 'Internal error in the local backend');
  }
  return apiError(
    statusForSqlState(e.code),
    e.code,
    typeof e.message === 'string' ? e.message : 'Database error',
    typeof e.detail === 'string' ? e.detail : null,
    typeof e.hint === 'string' ? e.hint : null,
  );
}
