import type { APIRequestContext } from '@playwright/test';
import { site } from '../../content/site';
import type { HostKind } from '../../src/routing/host';

export const SITE_PORT = 4173;
export const STORYBOOK_PORT = 6007;

/** Where the site's embedded backend keeps its rows during browser tests. */
export const E2E_DATA_DIR = '.data/e2e';

/** Both hosts on one local server: Chromium resolves every *.localhost name to loopback. */
export const hostOrigins: Record<HostKind, string> = {
  main: `http://localhost:${SITE_PORT}`,
  community: `http://${site.communityBrandWord}.localhost:${SITE_PORT}`,
};

/** Both hosts as `npm start` serves them, for links a person follows (the visual review page). */
export const localSiteOrigins: Record<HostKind, string> = {
  main: 'http://localhost:5173',
  community: `http://${site.communityBrandWord}.localhost:5173`,
};

export const storybookOrigin = `http://localhost:${STORYBOOK_PORT}`;

export const hostKinds: readonly HostKind[] = ['main', 'community'];

/** A path that no route table has, to reach the 404 page. */
export const unknownPath = '/this-page-does-not-exist';

type RequestOptions = NonNullable<Parameters<APIRequestContext['get']>[1]>;

/**
 * Asks the local server as one host, from Node: Node does not resolve *.localhost names as the
 * browser does, so the request goes to loopback and names the host in its Host header.
 */
export function hostRequest(request: APIRequestContext, kind: HostKind) {
  const host = new URL(hostOrigins[kind]).host;
  const url = (path: string) => `http://127.0.0.1:${SITE_PORT}${path}`;
  const withHost = (options: RequestOptions = {}): RequestOptions => ({
    ...options,
    headers: { ...options.headers, host },
  });
  return {
    get: (path: string, options?: RequestOptions) => request.get(url(path), withHost(options)),
    post: (path: string, options?: RequestOptions) => request.post(url(path), withHost(options)),
  };
}
