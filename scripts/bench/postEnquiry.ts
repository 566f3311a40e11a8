import { Agent, request } from 'node:http';
import { LOCAL_ANON_KEY } from '../../supabase/local/anonKey.ts';

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

export interface EnquiryLoad {
  /** The addresses of the enquiries answered 201 so far, in the order of their answers. */
  acknowledged: string[];
  /** How many answers had each status (0: no answer). */
  statuses: Map<number, number>;
  /** Stops sending; resolves once every client's last answer is in. */
  stop(): Promise<void>;
}

/**
 * Visitors sending the partnership form without a pause: `clients` keep-alive connections, each row
 * `row` with an address of its own. A client whose insert was not stored waits 20 ms before the next.
 */
export function sendEnquiries(
  port: number,
  clients: number,
  row: Record<string, unknown>,
  tag = 'load',
): EnquiryLoad {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  let sending = true;
  const client = async () => {
    while (sending) {
      const email = `${tag}${sent++}@load.example`;
      const status = await postEnquiry(port, agent, { ...row, email });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201) acknowledged.push(email);
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  return {
    acknowledged,
    statuses,
    async stop() {
      sending = false;
      await running;
      agent.destroy();
    },
  };
}
