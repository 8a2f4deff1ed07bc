// End-to-end tests: the real server on an embedded database in a temporary directory, serving
// the built storefront, driven in Debian's Chromium.
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kontor-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// Mailed codes are printed in the server's log; the server also appends them here, where a journey reads them.
const codeLog = process.env.E2E_CODE_LOG ?? `${dataDir}.codes.log`;
process.env.E2E_CODE_LOG = codeLog;
/** The partner page of the widgets' spec is served from this port: another origin, on the shop's allow-list. */
const PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? PORT + 10);
process.env.E2E_PARTNER_PORT = String(PARTNER_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'pnpm --filter @kontor/server start',
    url: `http://localhost:${PORT}/scgl/rfcategory/tree/qd/zy/2`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(PORT),
      KONTOR_DATA_DIR: dataDir,
      KONTOR_CAPTCHA: 'off',
      KONTOR_LOG: 'off',
      // Every journey signs in (through the form or the API) against one server: the login throttle has its own
      // server tests, and would refuse the suite's many sign-ins per minute.
      KONTOR_LOGIN_LIMIT: '1000',
      KONTOR_CODE_LOG_FILE: codeLog,
      KONTOR_PARTNER_ORIGINS: process.env.KONTOR_PARTNER_ORIGINS ?? `http://localhost:${PARTNER_PORT}`,
    },
  },
});
