import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '../../supabase/local/clientAddress.ts';

/** Where browsers send the site's CSP violation reports (same origin). */
export const CSP_REPORT_PATH = '/csp-report';

/** A report is a few hundred bytes; more than this is not one. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
/** Reports taken from one address a minute: a page with a real problem sends a handful. */
export const CSP_REPORTS_PER_ADDRESS_PER_MINUTE = 20;
/** Lines written to the log a minute, from all addresses together. */
export const CSP_LOG_LINES_PER_MINUTE = 100;

const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json']);

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
  now?: () => number;
  log?: (line: string) => void;
}

/**
 * Takes the browser's CSP violation reports and logs each in one line that names no person: the
 * directive, the blocked origin, the page's path and the source's location. Bounded: 8 KB a report,
 * 20 reports a minute from one address, 100 lines a minute in all; the rest is answered but dropped,
 * and the number dropped is logged once a minute.
 */
export function createCspReportHandler(options: CspReportOptions = {}) {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  let windowStart = now();
  let logged = 0;
  let dropped = 0;
  const fromAddress = new Map<string, number>();

  const roll = () => {
    if (now() - windowStart < 60_000) return;
    if (dropped > 0)
      log(`[csp] ${dropped} report${dropped === 1 ? '' : 's'} dropped in the last minute (rate limit)`);
    windowStart = now();
    logged = 0;
    dropped = 0;
    fromAddress.clear();
  };

  const answer = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    if (!res.headersSent) res.writeHead(status, headers).end();
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
      req.resume();
      answer(res, 413, { connection: 'close' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > CSP_REPORT_MAX_BYTES) {
        tooLarge = true;
        answer(res, 413, { connection: 'close' });
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (tooLarge) return;
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
      roll();
      const address = clientAddress(req);
      for (const v of violations) {
        const count = (fromAddress.get(address) ?? 0) + 1;
        fromAddress.set(address, count);
        if (count > CSP_REPORTS_PER_ADDRESS_PER_MINUTE || logged >= CSP_LOG_LINES_PER_MINUTE) {
          dropped++;
          continue;
        }
        logged++;
        log(`[csp] ${v.directive} blocked ${v.blocked} on ${v.page}${v.source ? ` (from ${v.source})` : ''}`);
      }
      answer(res, 204);
    });
  };
}
