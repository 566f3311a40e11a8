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
  // 'PTxyz' is PostgREST's way for SQL to choose the HTTP status xyz.
  const chosen = /^PT([1-5][0-9]{2})$/.exec(code)?.[1];
  if (chosen) return Number(chosen);
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

/**
 * An error raised with SQLSTATE 'PGRST': the message is the body and the detail the status and headers,
 * as PostgREST reads it (the write limit's 429 with Retry-After). A malformed one is the schema's fault: 500.
 */
function fromRaisedResponse(e: PgErrorLike): ApiResponse {
  try {
    const body = JSON.parse(String(e.message)) as Record<string, unknown>;
    const detail = JSON.parse(String(e.detail)) as { status?: unknown; headers?: unknown };
    if (typeof detail.status !== 'number' || detail.status < 100 || detail.status > 599)
      throw new Error('status');
    const headers: Record<string, string> = {};
    if (detail.headers && typeof detail.headers === 'object')
      for (const [name, value] of Object.entries(detail.headers)) headers[name.toLowerCase()] = String(value);
    return {
      status: detail.status,
      headers,
      body: {
        code: typeof body.code === 'string' ? body.code : 'PGRST',
        message: typeof body.message === 'string' ? body.message : '',
        details: typeof body.details === 'string' ? body.details : null,
        hint: typeof body.hint === 'string' ? body.hint : null,
      } satisfies PostgrestErrorBody,
    };
  } catch {
    return apiError(500, 'PGRST121', 'Could not parse JSON in the RAISE SQLSTATE PGRST error');
  }
}

/** A Postgres error as PostgREST would answer it. */
export function fromPostgresError(error: unknown): ApiResponse {
  const e = (error ?? {}) as PgErrorLike;
  if (e.code === 'PGRST') return fromRaisedResponse(e);
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
