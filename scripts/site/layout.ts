import { join } from 'node:path';
import type { HostKind } from '../../src/routing/host.ts';

/** Where the build puts things: the browser build, the server build, and one static site per host. */
export const DIST = 'dist';
export const CLIENT_DIR = join(DIST, 'client');
export const SERVER_DIR = join(DIST, 'server');
export const SITES_DIR = join(DIST, 'sites');
export const siteDir = (kind: HostKind, root = SITES_DIR) => join(root, kind);

/** The file a route's page is written to: `/` → index.html, `/about` → about/index.html. */
export const pageFile = (path: string) => join(path.replace(/^\/+|\/+$/g, ''), 'index.html');
export const NOT_FOUND_FILE = '404.html';
