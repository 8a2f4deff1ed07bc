// Lighthouse, mobile preset (its default config: simulated slow 4G and a 4x slower CPU), median of 3 runs per
// route, in the system Chromium; signed-in routes get the session in sessionStorage before the page's first script.
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

// puppeteer-core comes with lighthouse (the page handle lighthouse drives); resolved through it, not a root dependency.
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {{ baseURL: string, routes: { name: string, path: string, signedIn: boolean }[], sessionItems: (baseURL: string, user: string) => Promise<Record<string, string>>, runs?: number, port: number }} options
 * @returns {Promise<{ name: string, path: string, score: number, lcpMs: number, tbtMs: number, cls: number }[]>}
 */
export async function measureLighthouse({ baseURL, routes, sessionItems, runs = 3, port }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  const results = [];
  try {
    const remote = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    // One session for every signed-in run: each run still starts from a cold cache and a fresh page.
    const session = routes.some((route) => route.signedIn) ? await sessionItems(baseURL, 'ddp-buyer') : {};
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const page = await remote.newPage();
        if (route.signedIn) {
          await page.evaluateOnNewDocument((stored) => {
            for (const [key, value] of Object.entries(stored)) globalThis.sessionStorage.setItem(key, value);
          }, session);
        }
        const result = await lighthouse(baseURL + route.path, { logLevel: 'error', output: 'json', onlyCategories: ['performance'] }, undefined, page);
        const audits = result.lhr.audits;
        samples.push({
          score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
          cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          finalPath: new URL(result.lhr.finalDisplayedUrl).pathname,
        });
        await page.close();
      }
      // The median of each figure on its own (Lighthouse's own advice for variance); the landing path of the last run.
      results.push({
        name: route.name,
        path: route.path,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        finalPath: samples.at(-1).finalPath,
      });
    }
    await remote.disconnect();
  } finally {
    await browser.close();
  }
  return results;
}
