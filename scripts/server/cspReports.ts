import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../../supabase/local/http/clientAddress.ts';

/** Where browsers send the site's CSP violation reports (same origin). */
export const CSP_REPORT_PATH = '/csp-report';

/** A report is a few hundred bytes; more than this is not one. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
/** Reports taken from one address a minute: a page with a real problem sends a handful. */
export const CSP_REPORTS_PER_ADDRESS_PER_MINUTE = 20;
/** Lines written to the log a minute, from all addresses together. */
export const CSP_LOG_LINES_PER_MINUTE = 100;

/** `report-uri` posts one `{"csp-report": …}`; the Reporting API (`report-to`) posts a list. */
const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json']);

const MINUTE = 60_000;

interface Violation {
  directive: string;
  blocked: string;
  page: string;
  source?: string;
}

/** What a URL may say in the log: its origin (or a keyword such as `inline`), never its path, query or fragment. */
function originOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'none';
  if (/^[a-z-]{1,30}$/.test(value)) return value;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return 'other';
  }
}

/** A page's path, without its query or fragment (a search there could hold what someone typed). */
function pathOf(value: unknown): string {
  if (typeof value !== 'string') return '?';
  try {
    return new URL(value).pathname.slice(0, 200);
  } catch {
    return '?';
  }
}

/** The script or style the violation came from, as origin + path + line. */
function sourceOf(file: unknown, line: unknown): string | undefined {
  if (typeof file !== 'string' || file === '') return undefined;
  try {
    const url = new URL(file);
    const at = typeof line === 'number' && Number.isInteger(line) ? `:${line}` : '';
    return `${url.origin}${url.pathname.slice(0, 200)}${at}`;
  } catch {
    return undefined;
  }
}

const directiveOf = (value: unknown) =>
  typeof value === 'string' && /^[a-z-]{1,40}$/.test(value) ? value : 'unknown';

/** The violations in a report body: `report-uri`'s one object, or the Reporting API's list. */
function violationsIn(parsed: unknown): Violation[] | undefined {
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'csp-report' in parsed) {
    const r = (parsed as Record<string, unknown>)['csp-report'] as Record<string, unknown> | null;
    if (!r || typeof r !== 'object') return undefined;
    return [
      {
        directive: directiveOf(r['effective-directive'] ?? r['violated-directive']),
        blocked: originOf(r['blocked-uri']),
        page: pathOf(r['document-uri']),
        source: sourceOf(r['source-file'], r['line-number']),
      },
    ];
  }
  if (Array.isArray(parsed)) {
    return parsed
      .filter((report): report is { type: string; body: Record<string, unknown> } => {
        const r = report as { type?: unknown; body?: unknown } | null;
        return r?.type === 'csp-violation' && !!r.body && typeof r.body === 'object';
      })
      .map(({ body }) => ({
        directive: directiveOf(body.effectiveDirective),
        blocked: originOf(body.blockedURL),
        page: pathOf(body.documentURL),
        source: sourceOf(body.sourceFile, body.lineNumber),
      }));
  }
  return undefined;
}

export interface CspReportOptions {
  /** The clock the minute windows are measured by. */
  now?: () => number;
  /** Where each line goes (console.warn unless given). */
  log?: (line: string) => void;
  /**
   * Runs `flush` after `ms`, so the number dropped is logged even when no further report comes
   * (an unref'd timer unless given).
   */
  schedule?: (flush: () => void, ms: number) => void;
}

/**
 * Takes the browser's CSP violation reports and logs each in one line that names no person: the
 * directive, the blocked origin, the page's path and the source's location. Bounded: 8 KB a report (reading
 * stops there), 20 reports a minute from one address, 100 lines a minute in all; the rest is answered but
 * dropped, and the number dropped is logged once a minute. Addresses are remembered only for the lines
 * logged in the current minute, so the map never holds more than 100 of them.
 */
export function createCspReportHandler(options: CspReportOptions = {}) {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  const schedule =
    options.schedule ?? ((flush: () => void, ms: number) => void setTimeout(flush, ms).unref());
  let minute = 0;
  let windowStart = now();
  let logged = 0;
  let dropped = 0;
  const fromAddress = new Map<string, number>();

  const endWindow = () => {
    if (dropped > 0)
      log(`[csp] ${dropped} report${dropped === 1 ? '' : 's'} dropped in the last minute (rate limit)`);
    minute++;
    windowStart = now();
    logged = 0;
    dropped = 0;
    fromAddress.clear();
  };

  const drop = () => {
    if (dropped++ > 0) return;
    // The first drop of a minute: the count is logged when the minute ends, even if all is quiet then.
    const dropMinute = minute;
    schedule(
      () => {
        if (minute === dropMinute) endWindow();
      },
      Math.max(0, windowStart + MINUTE - now()),
    );
  };

  const take = (address: string, violation: Violation) => {
    if (logged >= CSP_LOG_LINES_PER_MINUTE) {
      drop();
      return;
    }
    const count = (fromAddress.get(address) ?? 0) + 1;
    fromAddress.set(address, count);
    if (count > CSP_REPORTS_PER_ADDRESS_PER_MINUTE) {
      drop();
      return;
    }
    logged++;
    const { directive, blocked, page, source } = violation;
    log(`[csp] ${directive} blocked ${blocked} on ${page}${source ? ` (from ${source})` : ''}`);
  };

  const answer = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    if (!res.headersSent) res.writeHead(status, headers).end();
  };

  /** Answers 413 and reads no further: the connection closes once the answer is out. */
  const tooLarge = (req: IncomingMessage, res: ServerResponse) => {
    req.pause();
    answer(res, 413, { connection: 'close' });
  };

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'POST') {
      req.resume();
      answer(res, 405, { allow: 'POST' });
      return;
    }
    const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!REPORT_TYPES.has(type)) {
      req.resume();
      answer(res, 415);
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > CSP_REPORT_MAX_BYTES) {
      tooLarge(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > CSP_REPORT_MAX_BYTES) {
        req.off('data', onData);
        req.off('end', onEnd);
        tooLarge(req, res);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      let violations: Violation[] | undefined;
      try {
        violations = violationsIn(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        violations = undefined;
      }
      if (!violations) {
        answer(res, 400);
        return;
      }
      if (now() - windowStart >= MINUTE) endWindow();
      const address = clientAddress(req);
      for (const violation of violations) take(address, violation);
      answer(res, 204);
    };
    req.on('data', onData);
    req.on('end', onEnd);
  };
}
