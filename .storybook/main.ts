import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { writeStorybookSignoff } from '../scripts/visual/review/storybookSignoff.ts';
import { componentStatuses } from '../scripts/status/status.ts';

const signoffDir = fileURLToPath(new URL('../node_modules/.cache/storybook-signoff', import.meta.url));

/**
 * Designers read each story's sign-off in the "Sign-off" panel (manager.tsx). It is read from the
 * record as Storybook starts or builds, into a folder Storybook serves beside its own files, with each
 * component's status, computed from its evidence (scripts/status/), for its Docs page, the Status
 * page and the panel. A test build (`storybook build --test`, the visual quick loop's) has no docs
 * pages and is shot without the manager: it leaves them out.
 */
let recordsWritten = false;
function writeRecords(test: boolean | undefined): void {
  // Storybook asks for its folders once for each part it builds (the manager, the preview).
  if (recordsWritten) return;
  recordsWritten = true;
  mkdirSync(signoffDir, { recursive: true });
  if (test) return;
  writeStorybookSignoff(signoffDir);
  writeFileSync(join(signoffDir, 'component-status.json'), `${JSON.stringify(componentStatuses())}\n`);
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // Hover, pressed and keyboard-focus states shown still, for sign-off (.storybook/states.ts).
    'storybook-addon-pseudo-states',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: (dirs, { test }) => {
    writeRecords(test);
    return [...(dirs ?? []), { from: signoffDir, to: '/visual-signoff' }];
  },
  // Stories never submit anything: keep the site's embedded backend out of Storybook's server.
  viteFinal: (config) => ({
    ...config,
    plugins: (config.plugins ?? []).filter(
      (plugin) =>
        !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'local-supabase'),
    ),
  }),
};

export default config;
