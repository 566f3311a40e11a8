import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPublicServer, type Handler } from '../../supabase/local/http/publicServer';
import { parseTarget } from '../../supabase/local/http/requestTarget';
import { sendRaw } from './publicSite';

/** A server around `handler`, for one test. */
async function serve(handler: Handler) {
  const server = createPublicServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get: (path: string) => fetch(`http://127.0.0.1:${port}${path}`),
    stop: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('the public server', () => {
  it('answers a handler’s exception, thrown or rejected, with a 500 for that request alone and keeps serving', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    const site = await serve((req, res) => {
      if (req.url === '/throws') throw new Error('boom');
      if (req.url === '/rejects') return Promise.reject(new Error('later boom'));
      if (req.url === '/half') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
        throw new Error('after the headers');
      }
      res.end('fine');
    });
    try {
      expect((await site.get('/throws')).status).toBe(500);
      expect((await site.get('/rejects')).status).toBe(500);
      await expect(site.get('/half').then((r) => r.text())).rejects.toThrow();
      const ok = await site.get('/');
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe('fine');
      expect(errors).toHaveLength(3);
    } finally {
      console.error = original;
      await site.stop();
    }
  });

  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n', 400],
    [
      'two different Content-Lengths',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab',
      400,
    ],
    ['a broken chunk', 'POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', 400],
    ['headers over 16 KB', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17_000)}\r\n\r\n`, 431],
    ['no Host header', 'GET / HTTP/1.1\r\n\r\n', 400],
    ['a request for a tunnel', 'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n', 405],
  ])('answers %s with the status for it (%#) and closes the connection', async (_name, raw, status) => {
    // The handler reads the body first, as the backend does, so a broken body reaches the parser.
    const site = await serve((req, res) => {
      req.resume();
      req.on('end', () => res.end('fine'));
    });
    try {
      const answer = await sendRaw(site.port, Buffer.from(raw, 'latin1'), 2_000);
      expect(answer.status).toBe(status);
      expect((await site.get('/')).status).toBe(200);
    } finally {
      await site.stop();
    }
  });
});

describe('reading a request target', () => {
  it.each([
    ['/rest/v1/x?select=*', { path: '/rest/v1/x', search: 'select=*' }],
    ['//', { path: '//', search: '' }],
    ['http://localhost:5173/about?x=1#top', { path: '/about', search: 'x=1' }],
    ['http://host', { path: '/', search: '' }],
    ['http://[', { path: '/', search: '' }],
  ])('%s', (raw, expected) => {
    expect(parseTarget(raw)).toMatchObject(expected);
  });

  it.each(['', '*', 'about', 'ftp://x/y'])('%j cannot be read', (raw) => {
    expect(parseTarget(raw)).toBeUndefined();
  });
});
