import { defineConfig } from '@playwright/test';
import { viewports } from './theme/breakpoints.ts';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { E2E_DATA_DIR, SITE_PORT, STORYBOOK_PORT } from './tests/support/hosts.ts';
import { onlyList, SITE_BUILT } from './scripts/visual/capture/only.ts';

// A run of the predicted images only (npm run test:visual -- --affected) starts the servers it needs.
const only = onlyList();
// The visual suite's own command (npm run test:visual) builds the site beside Storybook first.
const built = process.env[SITE_BUILT] === '1';

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The review reporter writes the visual review page when a screenshot changed (docs/visual-review.md).
  // A run of the predicted images only reports to the review page alone.
  reporter: [
    ['list'],
    ...(only ? [] : [['html', { open: 'never' }] as const]),
    ['./scripts/visual/review/reporter.ts'],
  ],
  expect: { timeout: 10_000 },
  use: {
    launchOptions: chromiumLaunchOptions,
    locale: 'en-GB',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    viewport: { width: viewports.desktop.width, height: viewports.desktop.height },
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    // The page walk (e2e/pageWalk.spec.ts) takes the page screenshots as it checks each page.
    { name: 'e2e', testMatch: 'e2e/**/*.spec.ts' },
    // A full-page screenshot of a tall story is taken and compared twice; on a busy 2-core machine
    // that can pass 30 s without anything being wrong.
    { name: 'visual-stories', testMatch: 'visual/stories.spec.ts', timeout: 90_000 },
  ],
  webServer: [
    (!only || only.site) && {
      // The production build and server (plain JavaScript, run by the Node on the PATH), with a fresh
      // data folder for the embedded backend.
      command: `rm -rf ${E2E_DATA_DIR} && ${built ? '' : 'npx tsx scripts/build/build-site.ts --quiet && '}node --liftoff-only --optimize-for-size dist/server/start.js --port ${SITE_PORT}`,
      // Every browser test writes from this one address; the limit stays on, far above what they send.
      env: { SUPABASE_LOCAL_DATA_DIR: E2E_DATA_DIR, SUPABASE_LOCAL_WRITES_PER_MINUTE: '100000' },
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    (!only || only.storybook) && {
      command: `node scripts/test/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
      url: `http://localhost:${STORYBOOK_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ].filter((server) => server !== false),
});
