import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { measureGaugeUpdate } from './perf/gauge-update.mjs';
import { weighRoute } from './perf/route-weight.mjs';
import { sessionItems } from '../tests/e2e/support/session-items.mjs';

const port = 8208;
const baseURL = `http://localhost:${port}`;
const server = spawn('pnpm', ['--filter', '@kontor/server', 'start'], {
  env: { ...process.env, PORT: String(port), KONTOR_DATA_DIR: mkdtempSync(join(tmpdir(), 'h8-bench-')), KONTOR_CAPTCHA: 'off', KONTOR_LOG: 'off', KONTOR_STATIC_DIR: '/tmp/k/dist-h8' },
  stdio: 'ignore', detached: true,
});
try {
  for (let i = 0; i < 600 && !(await fetch(`${baseURL}/`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  const page = await context.newPage();
  const items = await sessionItems(baseURL, 'ddp-buyer');
  await page.addInitScript((stored) => Object.entries(stored).forEach(([k, v]) => sessionStorage.setItem(k, v)), items);
  const w = await weighRoute(page, `${baseURL}/shopping`);
  console.info('shopping first-load JS gzip kB', (w.jsGzip / 1024).toFixed(1), 'css', (w.cssGzip / 1024).toFixed(1));
  await context.close();
  console.info('gauge', await measureGaugeUpdate(browser, baseURL, { sessionItems }));
  await browser.close();
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
