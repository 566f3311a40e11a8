import type { APIRequestContext } from '@playwright/test';
import { routeTable } from '../../src/routing/routes';
import { expect, test } from '../support/fixtures';
import { hostKinds, hostOrigins, hostRequest } from '../support/hosts';

// A visitor who starts at / and only follows links must be able to reach every page of the host. The crawl
// reads the prerendered HTML as a crawler does (no script), follows every <a href> that stays on the host,
// and compares what it reached with the host's route table: a route added without a way in fails here.

/** The paths on this host that a page's links lead to, without query or fragment. */
function linksIn(html: string, origin: string): string[] {
  const paths: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = (match[1] ?? '').replaceAll('&amp;', '&');
    let url: URL;
    try {
      url = new URL(href, `${origin}/`);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    paths.push(path);
  }
  return paths;
}

async function crawl(request: APIRequestContext, kind: (typeof hostKinds)[number]): Promise<Set<string>> {
  const reached = new Set<string>(['/']);
  const queue = ['/'];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await hostRequest(request, kind).get(path);
    if (response.status() !== 200 || !response.headers()['content-type']?.startsWith('text/html')) continue;
    for (const next of linksIn(await response.text(), hostOrigins[kind])) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  return reached;
}

for (const kind of hostKinds) {
  test(`every route of the ${kind} host is reached from / by following links`, async ({ request }) => {
    const reached = await crawl(request, kind);
    const missing = routeTable(kind)
      .map((route) => route.path)
      .filter((path) => !reached.has(path));
    expect(missing).toEqual([]);
  });
}
