import { request, type Agent } from 'node:http';
import { LOCAL_ANON_KEY } from '../supabase/local/anonKey.ts';

/**
 * One partnership enquiry posted to the embedded backend as supabase-js posts it, on a keep-alive agent.
 * Resolves with the status once the whole answer has arrived, or 0 when the connection failed (for load
 * runs that go on while the backend is stopped under them).
 */
export function postEnquiry(port: number, agent: Agent, row: Record<string, unknown>): Promise<number> {
  const body = JSON.stringify(row);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/rest/v1/partnership_enquiries',
        method: 'POST',
        agent,
        headers: {
          apikey: LOCAL_ANON_KEY,
          authorization: `Bearer ${LOCAL_ANON_KEY}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}
