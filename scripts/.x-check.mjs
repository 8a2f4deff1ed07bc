import { chromium } from '@playwright/test';
import { sessionItems } from '../tests/e2e/support/session-items.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const base = 'http://localhost:8090';
const [path, user = 'ddp-buyer', width = '412', shot] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: +width, height: 823 } });
const problems = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
page.on('pageerror', (e) => problems.push(e.message));
if (user !== 'none') {
  const items = await sessionItems(base, user);
  await page.addInitScript((stored) => { for (const [k, v] of Object.entries(stored)) sessionStorage.setItem(k, v); }, items);
}
await page.addInitScript(() => {
  window.shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.shifts.push([e.value, e.sources?.map((s) => s.node?.outerHTML?.slice(0, 120))]); }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('DOMContentLoaded', () => (window.drawnH1 = document.querySelector('h1')));
});
if (process.env.NOJS) await page.route('**/assets/*.js', (route) => route.abort());
await page.goto(base + path);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const r = await page.evaluate(() => ({ url: location.href, kept: !!window.drawnH1 && window.drawnH1 === document.querySelector('h1'), h1: document.querySelector('h1')?.textContent, shifts: window.shifts, title: document.title }));
console.log(JSON.stringify(r, null, 1));
console.log('problems', problems);
if (shot) await page.screenshot({ path: shot, fullPage: false });
await browser.close();
