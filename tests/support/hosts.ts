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

export const storybookOrigin = `http://localhost:${STORYBOOK_PORT}`;

export const hostKinds: readonly HostKind[] = ['main', 'community'];

/** A path that no route table has, to reach the 404 page. */
export const unknownPath = '/this-page-does-not-exist';
