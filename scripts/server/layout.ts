import { join } from 'node:path';
import type { HostKind } from '../../src/routing/host.ts';

/** Where the build puts things: the browser build, the server build, and one static site per host. */
export const DIST = 'dist';
export const CLIENT_DIR = join(DIST, 'client');
export const SERVER_DIR = join(DIST, 'server');
export const SITES_DIR = join(DIST, 'sites');
export const siteDir = (kind: HostKind, root = SITES_DIR) => join(root, kind);

/**
 * The file a route's page is written to: `/` → index.html, `/about` → about.html. Static hosts
 * (Cloudflare Pages, GitHub Pages, Netlify) answer `/about` with about.html as it is, where a
 * folder's index.html would be moved to `/about/`, an address no canonical link names.
 */
export const pageFile = (path: string) => {
  const name = path.replace(/^\/+|\/+$/g, '');
  return name === '' ? 'index.html' : `${name}.html`;
};
export const NOT_FOUND_FILE = '404.html';
