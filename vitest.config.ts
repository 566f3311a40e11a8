import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { viewports } from './theme/breakpoints.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The tests start their own backends; the site's dev-server backend stays out of the test runner.
const plugins = (viteConfig.plugins ?? []).filter(
  (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'local-supabase'),
);

export default defineConfig({
  ...viteConfig,
  plugins,
  test: {
    // The story tests' results also go to the component status (scripts/status/storyChecks.ts).
    reporters: ['default', './scripts/status/storyChecks.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          exclude: ['tests/backend/databaseUrl.test.ts'],
          // Generous limits: a slow machine must not turn a correct backend into a red run.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // The backend's tests that go through its HTTP API, again on a team's PostgreSQL
          // (DATABASE_URL) instead of PGlite, and what only PostgreSQL has: a server that goes away.
          name: 'backend-postgres',
          environment: 'node',
          include: [
            'tests/backend/{api,auth,export,formRules,hostile,serviceRead,storageUpload}.test.ts',
            'tests/backend/writeLimits.stress.test.ts',
            'tests/backend/databaseUrl.test.ts',
          ],
          globalSetup: ['tests/backend/postgresSetup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // The addons the preview composes itself (definePreview): bundled before the first story
        // runs, so that a fresh checkout does not reload the page in the middle of the run.
        optimizeDeps: {
          include: [
            '@storybook/addon-a11y',
            '@storybook/addon-docs',
            'storybook-addon-pseudo-states',
            'storybook/internal/csf',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 120_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            // Stories shown at desktop width do not pin it (a pinned 1440 px was cropped in a narrower
            // canvas): they play at the desktop size, and stories that pin the phone get it.
            viewport: { width: viewports.desktop.width, height: viewports.desktop.height },
          },
        },
      },
    ],
  },
});
