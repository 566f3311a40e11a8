import { defineConfig } from '@playwright/test';
import { viewports } from './theme/breakpoints.ts';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { SERVERS_STARTED, siteServer, storybookServer } from './tests/support/servers.ts';
import { onlyList } from './scripts/visual/capture/only.ts';

// A run of the predicted images only (npm run test:visual -- --affected) starts the servers it needs.
const only = onlyList();
// The visual suite's own command (npm run test:visual) builds the site beside Storybook and starts
// each server as soon as its build is done.
const started = process.env[SERVERS_STARTED] === '1';

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
  webServer: started
    ? []
    : [
        (!only || only.site) && { ...siteServer(true), reuseExistingServer: false, timeout: 120_000 },
        (!only || only.storybook) && { ...storybookServer, reuseExistingServer: false, timeout: 30_000 },
      ].filter((server) => server !== false),
});
