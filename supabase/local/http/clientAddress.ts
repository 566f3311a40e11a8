import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * The visitor's address, as the per-address write limit keys on it. The peer of the socket, unless
 * that peer is on loopback, where it is a reverse proxy on the same machine: then the last address the
 * proxy appended to `X-Forwarded-For`. Entries a client wrote itself come earlier in that header and are
 * never read, so no visitor can choose their own key from outside.
 */
export function clientAddress(req: IncomingMessage): string {
  const peer = (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (!isLoopback(peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last && isIP(last) ? last : peer;
}

/** Whether the visitor reached the server over https: directly, or through a proxy on loopback that says so. */
export function isHttps(req: IncomingMessage): boolean {
  if ('encrypted' in req.socket && req.socket.encrypted) return true;
  if (!isLoopback(req.socket.remoteAddress ?? '')) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}
