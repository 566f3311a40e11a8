// The servers the browser tests open, started by Playwright (playwright.config.ts) or, for the visual
// suite's own command, by scripts/visual/run.ts as soon as what each serves is built.
import { E2E_DATA_DIR, SITE_PORT, STORYBOOK_PORT } from './hosts.ts';

/** Set when the run's servers were started before it (scripts/visual/run.ts): Playwright starts none. */
export const SERVERS_STARTED = 'VISUAL_SERVERS_STARTED';

export interface Server {
  command: string;
  env?: Record<string, string>;
  /** The address that answers once the server is up. */
  url: string;
}

/**
 * The site's production build and server (plain JavaScript, run by the Node on the PATH), with a
 * fresh data folder for the embedded backend; `build` builds the site first. Each command ends by
 * becoming its server (`exec`), so that stopping the process stops the server.
 */
export const siteServer = (build: boolean): Server => ({
  command:
    `rm -rf ${E2E_DATA_DIR} && ${build ? 'npx tsx scripts/build/build-site.ts --quiet && ' : ''}` +
    `exec node --liftoff-only --optimize-for-size dist/server/start.js --port ${SITE_PORT}`,
  // Every browser test writes from this one address; the limit stays on, far above what they send.
  env: { SUPABASE_LOCAL_DATA_DIR: E2E_DATA_DIR, SUPABASE_LOCAL_WRITES_PER_MINUTE: '100000' },
  url: `http://localhost:${SITE_PORT}/`,
});

/** The built Storybook, served as it was built. */
export const storybookServer: Server = {
  command: `exec node scripts/test/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
  url: `http://localhost:${STORYBOOK_PORT}/`,
};
