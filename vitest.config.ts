// All vitest runs of the workspace: one project per package plus the Storybook story tests in Chromium.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceResolve } from './vite.shared.js';
import { CHROMIUM_PATH, CHROMIUM_ARGS } from './scripts/chromium.mjs';

export default defineConfig({
  test: {
    // Vitest's default in a run is one worker fewer than the cores: on a 2-core CI machine that is one. The
    // story tests wait on the browser much of the time, so every core gets a worker (shared by all projects).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/api/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'packages/shop-app/vitest.config.ts',
      'packages/server/vitest.config.ts',
      'packages/widgets/vitest.config.ts',
      {
        ...sourceResolve,
        plugins: [vanillaExtractPlugin(), storybookTest({ configDir: '.storybook' })],
        // The galleries import composeStories at run time: found late, it made Vite re-optimise and reload the
        // browser mid-run (tests then fail to load or run twice).
        optimizeDeps: { include: ['@storybook/react-vite'] },
        test: {
          name: 'storybook',
          // Browser mode's 15 s is tight for a file's first story on the 2-core CI machine with both workers busy: it
          // also pays the file's imports (a theme gallery composes every story file: 4 s quiet, over 15 s in CI).
          testTimeout: 30_000,
          // All story files in one page per worker, as Storybook shows them one after another: a new page per file
          // loaded the preview, its addons and the mock worker 130 times (584 s against 275 s on a quiet machine).
          // Stories render one at a time (Storybook unmounts the last), and the screens share the app's store as they do
          // when a designer clicks through them.
          isolate: false,
          // After the unit projects, not beside them: vitest runs a group's projects with one worker count, and the
          // browser project's differs from that of the unit projects that share a worker's modules (isolate: false).
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
