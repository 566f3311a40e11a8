import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { isLoopback } from './clientAddress.ts';

/**
 * How long a stranger may take and how much of the server one may hold. A visitor's browser sends
 * its headers in milliseconds and keeps a handful of connections; these limits are far above that and
 * far below what it takes to starve other visitors.
 */
export interface ServerLimits {
  /** The whole header block must arrive within this (slow-header clients are cut). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (slow-body clients are cut). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way (a client that stops reading) is closed after this. */
  idleTimeoutMs: number;
  /** How often the two request timeouts are checked. */
  checkIntervalMs: number;
  /** Open connections in all. */
  maxConnections: number;
  /**
   * Open connections from one address. Loopback is exempt: there the peer is a local reverse proxy
   * carrying every visitor, or the organiser's own tools.
   */
  maxConnectionsPerAddress: number;
  /** Request line and headers together, in bytes. */
  maxHeaderSize: number;
  /** Header fields per request. */
  maxHeadersCount: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  maxConnections: 4_096,
  maxConnectionsPerAddress: 64,
  maxHeaderSize: 16 * 1024,
  maxHeadersCount: 100,
};

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const ignore = () => undefined;

/** An answer for a request whose handler threw: a 500 for it alone, or a cut connection if the answer had begun. */
function failRequest(res: ServerResponse, error: unknown): void {
  console.error(
    '[server] unexpected error:',
    error instanceof Error ? (error.stack ?? error.message) : error,
  );
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  res
    .writeHead(500, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
    .end('Internal error');
}

/** Each request answers for itself: an exception, thrown or rejected, ends as that request's 500. */
export function guardHandler(handler: Handler): Handler {
  return (req, res) => {
    // A client that goes away mid-request makes these streams emit 'error'; unheard, that would end the process.
    req.on('error', ignore);
    res.on('error', ignore);
    try {
      const pending: unknown = handler(req, res);
      if (pending instanceof Promise) pending.catch((error: unknown) => failRequest(res, error));
    } catch (error) {
      failRequest(res, error);
    }
  };
}

/** A raw answer written straight to a socket the HTTP parser gave up on. */
const rawAnswer = (status: number) =>
  `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 0\r\n\r\n`;

/** The status for a request the parser refused: too-large headers 431, too slow 408, anything else 400. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * The server for the open internet: every handler exception contained, parser errors answered with a
 * 4xx and the socket closed, timeouts for slow clients, and caps on open connections.
 */
export function createPublicServer(handler: Handler, overrides: Partial<ServerLimits> = {}): Server {
  const limits = { ...DEFAULT_SERVER_LIMITS, ...overrides };
  const server = createServer(
    {
      maxHeaderSize: limits.maxHeaderSize,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    guardHandler(handler),
  );
  server.maxConnections = limits.maxConnections;
  server.maxHeadersCount = limits.maxHeadersCount;
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());

  const openByAddress = new Map<string, number>();
  server.on('connection', (socket) => {
    socket.on('error', ignore);
    const address = socket.remoteAddress ?? '';
    if (isLoopback(address)) return;
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (open > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left > 0) openByAddress.set(address, left);
      else openByAddress.delete(address);
    });
  });

  // CONNECT asks for a tunnel, which this server never opens; Node would drop the socket without a word.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', ignore);
    socket.end(rawAnswer(405), () => socket.destroy());
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(clientErrorStatus(error.code)), () => socket.destroy());
  });
  return server;
}

/**
 * Keeps the process serving after an exception no request handler caught (a callback of a library, a
 * stream without a listener): it is logged, and the other visitors' requests go on being answered.
 */
export function keepServingOnUncaught(): void {
  process.on('uncaughtException', (error) => {
    console.error('[server] uncaught exception, still serving:', error.stack ?? error.message);
  });
  process.on('unhandledRejection', (reason) => {
    console.error('[server] unhandled rejection, still serving:', reason);
  });
}
