// `pnpm bench`: Kontor's performance figures, each printed beside its budget (scripts/perf/budgets.mjs); exits
// non-zero when a budget is missed. Run `pnpm build` first. Figures also land in .reports/bench.json.
//   first-load JS and CSS of each weighed route and the home page's bytes on the wire, in Chromium against the
//   real server; Lighthouse mobile (median of 3) for home, product detail, cart, login, the share and about pages,
//   with their accessibility, best-practices and SEO scores; server start and
//   catalogue, cart and share page (drawn by the server) latency and throughput beside a trivial node:http server
//   (packages/server/bench/latency.ts); package entry sizes (shown, not judged).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { BUDGETS, LIGHTHOUSE_ROUTES, ROUTE_BUDGETS, WIDGET_BUDGETS } from './perf/budgets.mjs';
import { measureLighthouse, median } from './perf/lighthouse.mjs';
import { weighRoute } from './perf/route-weight.mjs';
import { measureGaugeUpdate } from './perf/gauge-update.mjs';
import { measureShellSwitches } from './perf/shell-switch.mjs';
import { widgetFigures } from './perf/widgets.mjs';

const figures = [];
/** `budget` null: shown, not judged. `better`: which side of the budget passes. */
const add = (name, value, unit, budget = null, better = 'lower') => figures.push({ name, value, unit, budget, better });
const kB = (bytes) => Number((bytes / 1024).toFixed(1));

if (!existsSync('packages/shop-app/dist/index.html')) {
  console.error('packages/shop-app/dist is missing: run `pnpm build` first');
  process.exit(2);
}

async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The storefront as a phone gets it: the real server, a fresh database, the built app. */
async function weighRoutes() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kontor-bench-routes-'));
  const server = spawn('pnpm', ['--filter', '@kontor/server', 'start'], {
    // The bench signs in once per weighed route and Lighthouse run: the login throttle has its own tests.
    env: { ...process.env, PORT: String(port), KONTOR_DATA_DIR: dataDir, KONTOR_CAPTCHA: 'off', KONTOR_LOG: 'off', KONTOR_LOGIN_LIMIT: '1000' },
    stdio: 'ignore',
    detached: true,
  });
  const baseURL = `http://localhost:${port}`;
  try {
    for (let i = 0; i < 600 && !(await fetch(`${baseURL}/`).then((r) => r.ok, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const { sessionItems } = await import('../tests/e2e/support/session-items.mjs');
    for (const route of ROUTE_BUDGETS) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (route.signedIn) {
        const items = await sessionItems(baseURL, 'ddp-buyer');
        await page.addInitScript((stored) => Object.entries(stored).forEach(([k, v]) => sessionStorage.setItem(k, v)), items);
      }
      const weight = await weighRoute(page, baseURL + route.path, route.ready);
      add(`first-load JS, ${route.name} (${route.path})`, kB(weight.jsGzip), 'kB gzip', kB(route.jsGzip));
      add(`first-load CSS, ${route.name} (${route.path})`, kB(weight.cssGzip), 'kB gzip');
      if (route.name === 'home') add('home page bytes on the wire, first visit', kB(weight.wireBytes), 'kB', kB(BUDGETS.homeWireBytes));
      await context.close();
    }
    const gauge = await measureGaugeUpdate(browser, baseURL, { sessionItems });
    add(`gauge update after a quantity change, ${gauge.lines} cart lines`, gauge.ms, 'ms', BUDGETS.gaugeUpdateMs);
    add(`gauge update to the next frame (incl. vsync wait), ${gauge.lines} cart lines`, gauge.paintMs, 'ms');
    const shell = await measureShellSwitches(browser, baseURL, { sessionItems });
    add('theme switch, click to shown', shell.themeMs, 'ms', BUDGETS.themeSwitchMs);
    add('theme switch to the next frame (incl. vsync wait)', shell.themePaintMs, 'ms');
    add('language switch, click to relabelled', shell.languageMs, 'ms', BUDGETS.languageSwitchMs);
    add('language switch to the next frame (incl. vsync wait)', shell.languagePaintMs, 'ms');
    await browser.close();
    // Lighthouse in its own Chromium (it drives the page over the DevTools port), after the other browser is gone.
    const lighthouse = await measureLighthouse({ baseURL, routes: LIGHTHOUSE_ROUTES, sessionItems, port: await freePort() });
    // The machine's speed as Lighthouse reads it: main-thread figures (TBT, switches) scale with it, so they compare
    // between sessions only beside it (the trivial server's req/s below says the same for the server figures).
    add('Lighthouse benchmarkIndex of this machine (higher is faster)', median(lighthouse.map((lh) => lh.benchmarkIndex)), 'median');
    for (const lh of lighthouse) {
      const where = `${lh.name} (${lh.path}${lh.finalPath === new URL(lh.path, baseURL).pathname ? '' : ` -> ${lh.finalPath}`})`;
      add(`Lighthouse mobile score, ${where}, median of 3`, lh.score, 'points', lh.scoreBudget ?? BUDGETS.lighthouseScore, 'higher');
      add(`Lighthouse LCP, ${where}`, lh.lcpMs, 'ms', BUDGETS.lcpMs);
      add(`Lighthouse TBT, ${where}`, lh.tbtMs, 'ms', BUDGETS.tbtMs);
      add(`Lighthouse CLS, ${where}`, lh.cls, '', BUDGETS.cls);
      const other = { accessibility: BUDGETS.accessibilityScore, 'best-practices': BUDGETS.bestPracticesScore, seo: lh.public ? BUDGETS.seoScore : null };
      for (const [id, budget] of Object.entries(other)) {
        const { score, failed } = lh.categories[id];
        add(`Lighthouse ${id}, ${where}${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`, score, 'points', budget, 'higher');
      }
    }
  } finally {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function walk(dir, filter) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, filter) : filter(path) ? [path] : [];
  });
}

/** A built module and every local chunk it imports statically, transitively. */
function localClosure(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:import|export)\s*(?:[^'"`()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) queue.push(join(dirname(file), m[1]));
  }
  return [...seen];
}

function packageEntries() {
  for (const pkg of ['api', 'ui']) {
    const dist = `packages/${pkg}/dist`;
    if (!existsSync(dist)) continue;
    for (const file of walk(dist, (p) => /(^|\/)index\.js$|^(provider|client\/password)\.js$/.test(relative(dist, p))).sort()) {
      const files = localClosure(file);
      add(`@kontor/${pkg} ${relative(dist, file)} (+${files.length - 1} chunks)`, kB(files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0)), 'kB gzip');
    }
  }
}

function serverFigures() {
  const out = spawnSync('pnpm', ['--filter', '@kontor/server', 'exec', 'tsx', '--conditions=kontor-source', 'bench/latency.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  for (const line of out.stdout.split('\n').filter((l) => l.startsWith('{'))) figures.push(JSON.parse(line));
  if (out.status !== 0) add('server bench ran to its end', 0, 'ok', 1, 'higher');
}

await weighRoutes();
serverFigures();
packageEntries();
widgetFigures(add, kB, WIDGET_BUDGETS);

const judged = (f) => f.budget !== null && f.budget !== undefined;
const passes = (f) => (f.better === 'higher' ? f.value >= f.budget : f.value <= f.budget);
const width = Math.max(...figures.map((f) => f.name.length));
console.info(`${'figure'.padEnd(width)}  ${'value'.padStart(14)}  ${'budget'.padStart(10)}  result`);
for (const f of figures) {
  const budget = judged(f) ? `${f.better === 'higher' ? '>=' : '<='} ${Number(f.budget.toFixed(3))}` : '';
  const result = judged(f) ? (passes(f) ? 'ok' : 'MISSED') : '';
  console.info(`${f.name.padEnd(width)}  ${String(f.value).padStart(14)}  ${budget.padStart(10)}  ${result}  ${f.unit}`);
}
mkdirSync('.reports', { recursive: true });
writeFileSync('.reports/bench.json', JSON.stringify(figures, null, 2));
const missed = figures.filter((f) => judged(f) && !passes(f));
console.info(missed.length ? `\n${missed.length} budget(s) missed` : '\nevery budget holds');
process.exit(missed.length ? 1 : 0);
