// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CSP_LOG_LINES_PER_MINUTE,
  CSP_REPORT_MAX_BYTES,
  CSP_REPORTS_PER_ADDRESS_PER_MINUTE,
  createCspReportHandler,
} from '../../scripts/server/cspReports';

let server: Server | undefined;
let lines: string[] = [];
let clock = 0;

async function endpoint() {
  lines = [];
  clock = 1_000_000;
  const handler = createCspReportHandler({ now: () => clock, log: (line) => lines.push(line) });
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (body: string, type = 'application/csp-report', init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': type, ...(init.headers as Record<string, string>) },
      body,
    });
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const cspReport = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    'csp-report': {
      'document-uri': 'https://www.theaiedit.example/find-prompt?q=ada%40example.com#top',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/steal.js?email=ada@example.com',
      'source-file': 'https://www.theaiedit.example/assets/app-1.js?v=2',
      'line-number': 12,
      'script-sample': 'ada@example.com',
      ...extra,
    },
  });

describe('CSP violation reports', () => {
  it('logs a report-uri report as directive, blocked origin, page path and source, and nothing personal', async () => {
    const post = await endpoint();
    expect((await post(cspReport())).status).toBe(204);
    expect(lines).toEqual([
      '[csp] script-src-elem blocked https://evil.example on /find-prompt (from https://www.theaiedit.example/assets/app-1.js:12)',
    ]);
    expect(lines.join('')).not.toMatch(/ada|example\.com|\?|#/);
  });

  it('logs each csp-violation of a Reporting API list, and skips other kinds', async () => {
    const post = await endpoint();
    const reports = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://x.example/tools?name=Ada',
          effectiveDirective: 'connect-src',
          blockedURL: 'inline',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect((await post(JSON.stringify(reports), 'application/reports+json')).status).toBe(204);
    expect(lines).toEqual(['[csp] connect-src blocked inline on /tools']);
  });

  it('refuses what is not a report', async () => {
    const post = await endpoint();
    expect((await post('{not json')).status).toBe(400);
    expect((await post('{"a":1}')).status).toBe(400);
    expect((await post(cspReport(), 'text/plain')).status).toBe(415);
    expect((await post('x'.repeat(CSP_REPORT_MAX_BYTES + 1))).status).toBe(413);
    expect(lines).toEqual([]);
  });

  it(`takes ${CSP_REPORTS_PER_ADDRESS_PER_MINUTE} reports a minute from one address and ${CSP_LOG_LINES_PER_MINUTE} in all, then says how many it dropped`, async () => {
    const post = await endpoint();
    for (let i = 0; i < CSP_REPORTS_PER_ADDRESS_PER_MINUTE + 5; i++)
      expect((await post(cspReport())).status).toBe(204);
    expect(lines).toHaveLength(CSP_REPORTS_PER_ADDRESS_PER_MINUTE);
    // Other addresses, behind a local proxy, until the minute's lines are used up.
    for (let i = 0; i < CSP_LOG_LINES_PER_MINUTE; i++)
      await post(cspReport(), 'application/csp-report', {
        headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
      });
    expect(lines).toHaveLength(CSP_LOG_LINES_PER_MINUTE);
    clock += 60_000;
    await post(cspReport(), 'application/csp-report', { headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(lines.at(-2)).toMatch(/^\[csp\] \d+ reports dropped in the last minute/);
    expect(lines.at(-1)).toMatch(/^\[csp\] script-src-elem/);
  });
});
