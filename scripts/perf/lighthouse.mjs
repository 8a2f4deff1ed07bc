// Lighthouse, mobile preset (its default config: simulated slow 4G and a 4x slower CPU), median of 3 performance runs
// per route and one run of the accessibility, best-practices and SEO categories, in the system Chromium, run as
// published; signed-in routes find the session in the tab's sessionStorage, as a buyer's tab does.
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

// puppeteer-core comes with lighthouse (the page handle lighthouse drives); resolved through it, not a root dependency.
const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core');

/** The middle value (the upper one of an even count). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Puts the session into the tab's sessionStorage before Lighthouse navigates, as a signed-in buyer's tab holds it.
 * A script run on every new document (`evaluateOnNewDocument`) did the same, but it runs inside the navigation's
 * commit task, which Lighthouse counts: on home the commit took 26-35 ms with it and 16-19 ms without it on this
 * project's 2-core machines (29 Nov), and the simulation puts that task at first paint. Lighthouse clears the HTTP cache and
 * the origin's file systems, service workers and cache storage before its trace, but not sessionStorage, so the
 * session stays in the tab. `/robots.txt` is plain text: no page script runs and nothing of the shop is loaded or
 * cached by it.
 * @param {any} page
 * @param {string} baseURL
 * @param {Record<string, string>} session
 */
async function storeSession(page, baseURL, session) {
  await page.goto(new URL('/robots.txt', baseURL).href);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) globalThis.sessionStorage.setItem(key, value);
  }, session);
}

const OTHER_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/**
 * Each category's score in points and the audits that cost it points (weighted audits that did not pass), so a
 * missed budget names its cause.
 * @param {any} lhr
 */
function categoryScores(lhr) {
  return Object.fromEntries(
    OTHER_CATEGORIES.map((id) => {
      const category = lhr.categories[id];
      const failed = category.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1).map((ref) => ref.id);
      return [id, { score: Math.round((category.score ?? 0) * 100), failed }];
    }),
  );
}

/**
 * @param {{ baseURL: string, routes: { name: string, path: string, signedIn: boolean, public?: boolean, score?: number }[], sessionItems: (baseURL: string, user: string) => Promise<Record<string, string>>, runs?: number, port: number }} options
 * @returns {Promise<{ name: string, path: string, signedIn: boolean, public: boolean, scoreBudget?: number, score: number, lcpMs: number, tbtMs: number, cls: number, finalPath: string, benchmarkIndex: number, categories: Record<string, { score: number, failed: string[] }> }[]>}
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
        if (route.signedIn) await storeSession(page, baseURL, session);
        const result = await lighthouse(baseURL + route.path, { logLevel: 'error', output: 'json', onlyCategories: ['performance'] }, undefined, page);
        const audits = result.lhr.audits;
        samples.push({
          score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
          cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          finalPath: new URL(result.lhr.finalDisplayedUrl).pathname,
          // Lighthouse's own measure of this machine's speed: TBT scales with it, so figures from two machines
          // compare only beside it.
          benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
        });
        await page.close();
      }
      // The other categories do not vary with the machine's load: one run, apart from the timed ones, says them.
      const page = await remote.newPage();
      if (route.signedIn) await storeSession(page, baseURL, session);
      const checked = await lighthouse(baseURL + route.path, { logLevel: 'error', output: 'json', onlyCategories: OTHER_CATEGORIES }, undefined, page);
      await page.close();
      // The median of each figure on its own (Lighthouse's own advice for variance); the landing path of the last run.
      results.push({
        name: route.name,
        path: route.path,
        signedIn: route.signedIn,
        public: route.public === true,
        categories: categoryScores(checked.lhr),
        scoreBudget: route.score,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        finalPath: samples.at(-1).finalPath,
        benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
      });
    }
    await remote.disconnect();
  } finally {
    await browser.close();
  }
  return results;
}
