// Local visual regression: screenshots of the built Storybook's stories against baselines committed in
// tests/visual/__screenshots__. Run: pnpm exec playwright test -c tests/visual/playwright.visual.config.ts
// (add --update-snapshots=changed after an intended change). Chromatic is the hosted counterpart (pnpm chromatic).
import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { SHOT_CONTEXT } from './context.js';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  // A story is shot in well under a second once rendered; one browser per core keeps them all busy.
  workers: availableParallelism(),
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: {
    // A whole gallery page takes a while to shoot twice (a new baseline must match itself).
    timeout: 30_000,
    // Per pixel: pixelmatch skips pixels it detects as anti-aliasing and tolerates small colour shifts
    // (`threshold`, a Chromium update's text rendering); per image: a handful of pixels at most, never a ratio
    // of the page, so a part moved by 1 px (a whole edge or line of text, dozens of pixels) always fails.
    toHaveScreenshot: { threshold: 0.3, maxDiffPixels: 16, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    ...SHOT_CONTEXT,
  },
  webServer: {
    // Serves storybook-static (built first unless KONTOR_VISUAL_REUSE_BUILD=1 and a build exists: the test
    // command builds it once as its own stage) on a free loopback port, which it prints for `wait` to capture.
    command: 'node tests/visual/serve-storybook.mjs',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    wait: { stdout: /Storybook at http:\/\/127\.0\.0\.1:(?<kontor_visual_port>\d+)/ },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
  projects: [{ name: 'visual' }],
});
