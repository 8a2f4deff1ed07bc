// Local visual regression: screenshots of the built Storybook's stories against baselines committed in
// tests/visual/__screenshots__. Run: pnpm exec playwright test -c tests/visual/playwright.visual.config.ts
// (add --update-snapshots after an intended change). Chromatic is the hosted counterpart (pnpm chromatic).
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: {
    // A whole gallery page takes a while to shoot twice (a new baseline must match itself).
    timeout: 30_000,
    // Same machine kind, same Chromium, same fonts: only antialiasing may differ by a few pixels.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
  },
  webServer: {
    // Builds storybook-static and serves it on a free loopback port, which it prints for `wait` to capture.
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
