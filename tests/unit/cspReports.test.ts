// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CSP_LOG_LINES_PER_MINUTE,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_PATH,
  CSP_REPORTS_PER_ADDRESS_PER_MINUTE,
  createCspReportHandler,
} from '../../scripts/server/cspReports';

let server: Server | undefined;
let port = 0;
/** What the handler wrote to the console. */
let lines: string[] = [];
let clock = 0;
/** The flush the handler asked to have run when the minute ends. */
let scheduled: { flush: () => void; ms: number }[] = [];

/** A real server on a free port around the handler, which logs to the console as in production. */
async function endpoint() {
  lines = [];
  scheduled = [];
  clock = 1_000_000;
  vi.spyOn(console, 'warn').mockImplementation((line: string) => lines.push(line));
  for (const quiet of ['log', 'info', 'error'] as const) vi.spyOn(console, quiet);
  const handler = createCspReportHandler({
    now: () => clock,
    schedule: (flush, ms) => scheduled.push({ flush, ms }),
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return (body: string, type = 'application/csp-report', headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${CSP_REPORT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': type, ...headers },
      body,
    });
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  vi.restoreAllMocks();
});

const personal = /someone|ada|example\.com|email|\?|#|127\.0\.0\.1|198\.51\.100/;

const cspReport = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': 'https://www.theaiedit.example/find-prompt?email=someone@example.com#top',
      referrer: 'https://www.theaiedit.example/?email=someone@example.com',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; report-uri /csp-report",
      'blocked-uri': 'https://evil.example/steal.js?email=someone@example.com',
      'source-file': 'https://www.theaiedit.example/assets/app-1.js?email=someone@example.com',
      'line-number': 12,
      'column-number': 3,
      'script-sample': 'send("someone@example.com")',
      'status-code': 200,
      ...extra,
    },
  });

describe('CSP violation reports', () => {
  it('logs a report-uri report as directive, blocked origin, page path and source line, and nothing personal', async () => {
    const post = await endpoint();
    expect((await post(cspReport())).status).toBe(204);
    expect(lines).toEqual([
      '[csp] script-src-elem blocked https://evil.example on /find-prompt (from https://www.theaiedit.example/assets/app-1.js:12)',
    ]);
    expect(lines.join('\n')).not.toMatch(personal);
    expect(lines.join('\n')).not.toContain('send(');
    expect(console.log).not.toHaveBeenCalled();
    expect(console.info).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('logs keywords such as inline and eval as they are, and never a query of the blocked address or the page', async () => {
    const post = await endpoint();
    await post(cspReport({ 'blocked-uri': 'inline', 'source-file': undefined }));
    await post(cspReport({ 'blocked-uri': 'eval', 'effective-directive': 'script-src' }));
    await post(cspReport({ 'blocked-uri': 'data:image/png;base64,c29tZW9uZUBleGFtcGxlLmNvbQ==' }));
    expect(lines).toEqual([
      '[csp] script-src-elem blocked inline on /find-prompt',
      '[csp] script-src blocked eval on /find-prompt (from https://www.theaiedit.example/assets/app-1.js:12)',
      '[csp] script-src-elem blocked data: on /find-prompt (from https://www.theaiedit.example/assets/app-1.js:12)',
    ]);
    expect(lines.join('\n')).not.toMatch(personal);
  });

  it('logs each csp-violation of a Reporting API list with only the same fields, and skips other kinds', async () => {
    const post = await endpoint();
    const reports = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'https://www.theaiedit.example/tools?email=someone@example.com',
        user_agent: 'Chromium',
        body: {
          documentURL: 'https://www.theaiedit.example/tools?email=someone@example.com#x',
          referrer: 'https://www.theaiedit.example/?email=someone@example.com',
          effectiveDirective: 'connect-src',
          blockedURL: 'https://tracker.example:8443/collect?email=someone@example.com',
          originalPolicy: "default-src 'self'",
          sourceFile: 'https://www.theaiedit.example/assets/tools-2.js?v=someone@example.com',
          lineNumber: 40,
          columnNumber: 7,
          sample: 'someone@example.com',
          disposition: 'enforce',
          statusCode: 200,
        },
      },
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://www.theaiedit.example/',
          effectiveDirective: 'style-src-attr',
          blockedURL: 'inline',
        },
      },
      { type: 'deprecation', body: { id: 'x', message: 'someone@example.com' } },
    ];
    expect((await post(JSON.stringify(reports), 'application/reports+json')).status).toBe(204);
    expect(lines).toEqual([
      '[csp] connect-src blocked https://tracker.example:8443 on /tools (from https://www.theaiedit.example/assets/tools-2.js:40)',
      '[csp] style-src-attr blocked inline on /',
    ]);
    expect(lines.join('\n')).not.toMatch(personal);
  });

  it('refuses what is not a report: bad JSON 400, other types 415, other methods 405', async () => {
    const post = await endpoint();
    expect((await post('{not json')).status).toBe(400);
    expect((await post('{"a":1}')).status).toBe(400);
    expect((await post('{"csp-report": null}')).status).toBe(400);
    expect((await post(cspReport(), 'text/plain')).status).toBe(415);
    expect((await post(cspReport(), 'application/json')).status).toBe(415);
    expect((await post(cspReport(), '')).status).toBe(415);
    const get = await fetch(`http://127.0.0.1:${port}${CSP_REPORT_PATH}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const put = await fetch(`http://127.0.0.1:${port}${CSP_REPORT_PATH}`, {
      method: 'PUT',
      body: cspReport(),
    });
    expect(put.status).toBe(405);
    expect(lines).toEqual([]);
  });

  it(`takes a report of ${CSP_REPORT_MAX_BYTES} bytes and answers 413 to one byte more`, async () => {
    const post = await endpoint();
    const base = cspReport({ padding: '' });
    const exact = cspReport({ padding: 'x'.repeat(CSP_REPORT_MAX_BYTES - base.length) });
    expect(exact.length).toBe(CSP_REPORT_MAX_BYTES);
    expect((await post(exact)).status).toBe(204);
    const over = cspReport({ padding: 'x'.repeat(CSP_REPORT_MAX_BYTES - base.length + 1) });
    const answer = await post(over);
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
    expect(lines).toHaveLength(1);
  });

  it('stops reading a body sent without a length once it passes the limit, and closes the connection', async () => {
    await endpoint();
    const outcome = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = request({
        host: '127.0.0.1',
        port,
        path: CSP_REPORT_PATH,
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
      });
      const chunk = Buffer.alloc(1024, 'x');
      // Keeps sending (never ends the body) until the server answers.
      const timer = setInterval(() => {
        sent += chunk.length;
        req.write(chunk);
      }, 2);
      req.on('response', (res) => {
        clearInterval(timer);
        res.resume();
        res.on('close', () => resolve({ status: res.statusCode ?? 0, sent }));
      });
      req.on('error', (error) => {
        clearInterval(timer);
        reject(error);
      });
    });
    expect(outcome.status).toBe(413);
    // The answer came while the body was still coming, a little past the limit, not at its end.
    expect(outcome.sent).toBeGreaterThan(CSP_REPORT_MAX_BYTES);
    expect(outcome.sent).toBeLessThan(CSP_REPORT_MAX_BYTES * 16);
    expect(lines).toEqual([]);
  });

  it(`takes ${CSP_REPORTS_PER_ADDRESS_PER_MINUTE} reports a minute from one address, answers the rest 204 and drops them`, async () => {
    const post = await endpoint();
    for (let i = 0; i < CSP_REPORTS_PER_ADDRESS_PER_MINUTE + 5; i++)
      expect((await post(cspReport())).status).toBe(204);
    expect(lines).toHaveLength(CSP_REPORTS_PER_ADDRESS_PER_MINUTE);
    // A Reporting API list counts each report in it.
    const list = JSON.stringify([
      { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/' } },
    ]);
    expect((await post(list, 'application/reports+json')).status).toBe(204);
    expect(lines).toHaveLength(CSP_REPORTS_PER_ADDRESS_PER_MINUTE);
    // Another address (behind a proxy on this machine) is still heard.
    await post(cspReport(), 'application/csp-report', { 'x-forwarded-for': '198.51.100.7' });
    expect(lines).toHaveLength(CSP_REPORTS_PER_ADDRESS_PER_MINUTE + 1);

    // A minute later the first report says how many were dropped, then the address is heard again.
    clock += 60_000;
    await post(cspReport());
    expect(lines.slice(-2)).toEqual([
      '[csp] 6 reports dropped in the last minute (rate limit)',
      '[csp] script-src-elem blocked https://evil.example on /find-prompt (from https://www.theaiedit.example/assets/app-1.js:12)',
    ]);
    // The flush asked for at the first drop belongs to the minute already ended: it does nothing.
    expect(scheduled).toHaveLength(1);
    scheduled[0]?.flush();
    expect(lines.at(-1)).toMatch(/^\[csp\] script-src-elem/);
  });

  it(`logs at most ${CSP_LOG_LINES_PER_MINUTE} lines a minute in all, and the number dropped when the minute ends`, async () => {
    const post = await endpoint();
    const addresses = Math.ceil((CSP_LOG_LINES_PER_MINUTE + 30) / CSP_REPORTS_PER_ADDRESS_PER_MINUTE);
    const requests = [];
    for (let a = 0; a < addresses; a++)
      for (let i = 0; i < CSP_REPORTS_PER_ADDRESS_PER_MINUTE; i++)
        requests.push(post(cspReport(), 'application/csp-report', { 'x-forwarded-for': `198.51.100.${a}` }));
    expect((await Promise.all(requests)).every((answer) => answer.status === 204)).toBe(true);
    expect(lines).toHaveLength(CSP_LOG_LINES_PER_MINUTE);
    const dropped = addresses * CSP_REPORTS_PER_ADDRESS_PER_MINUTE - CSP_LOG_LINES_PER_MINUTE;

    // Nothing else arrives: the flush scheduled at the first drop, for the end of the minute, says how many.
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(60_000);
    clock += 60_000;
    scheduled[0]?.flush();
    expect(lines).toHaveLength(CSP_LOG_LINES_PER_MINUTE + 1);
    expect(lines.at(-1)).toBe(`[csp] ${dropped} reports dropped in the last minute (rate limit)`);
    expect(lines.join('\n')).not.toMatch(personal);

    // A new minute: heard again, and the count is not repeated.
    await post(cspReport(), 'application/csp-report', { 'x-forwarded-for': '198.51.100.0' });
    expect(lines).toHaveLength(CSP_LOG_LINES_PER_MINUTE + 2);
    expect(lines.at(-1)).toMatch(/^\[csp\] script-src-elem/);
  });
});
