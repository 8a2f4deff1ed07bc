/**
 * `pnpm bench` (server part): how fast the server starts (first start on a new database, warm start on an existing
 * one) and how it serves under 50 concurrent clients (autocannon on loopback), each beside a trivial `node:http`
 * server that sends the same body from another process in the same run, so the ratio holds whatever the machine.
 * Prints one JSON figure per line on stdout and stops by itself.
 *   KONTOR_BENCH_SECONDS      seconds per load run (default 5)
 *   KONTOR_BENCH_CONNECTIONS  concurrent clients (default 50)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CART_KIND, LANGUAGE_IDS } from '@kontor/api/rules';
import { encryptPassword } from '@kontor/api/password';
import { BUDGETS } from '../../../scripts/perf/budgets.mjs';

const seconds = Number(process.env.KONTOR_BENCH_SECONDS ?? 5);
const connections = Number(process.env.KONTOR_BENCH_CONNECTIONS ?? 50);
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
/** One figure for scripts/bench.mjs; a figure without a budget is shown, not judged. */
const figure = (name: string, value: number, unit: string, budget: number | null, better: 'lower' | 'higher') =>
  console.info(JSON.stringify({ name, value, unit, budget, better }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The start command itself (`bin/start.mjs`: the compiled `dist/main.js`, rebuilt when a source is newer, with Node's
 * compile cache; `pnpm bench` builds before this runs). Until 28 Nov this ran tsx, then `dist/main.js` without the
 * start command's compile cache.
 */
const serverArgs = [join(serverRoot, 'bin/start.mjs')];

/** Starts the server as the start command does and times it to its first answer. */
async function startShop(dataDir: string): Promise<{ child: ChildProcess; url: string; ms: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs, {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), KONTOR_DATA_DIR: dataDir, KONTOR_CAPTCHA: 'off', KONTOR_LOG: 'off', HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const answered = await fetch(`${url}/scgl/rfcategory/tree/qd/zy/${LANGUAGE_IDS.en}`).then((r) => r.ok, () => false);
    if (answered) return { child, url, ms: Math.round(performance.now() - started) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));

/** A trivial node:http server in its own process, answering every request with `body` and `headers`. */
async function trivialServer(body: string | Uint8Array, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const code = `const body = Buffer.from(process.env.BODY, 'base64'); require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(200, JSON.parse(process.env.HEADERS)); s.end(body); }); }).listen(${port}, '127.0.0.1', () => console.log('up'));`;
  const env = { ...process.env, BODY: Buffer.from(body).toString('base64'), HEADERS: JSON.stringify(headers) };
  const child = spawn(process.execPath, ['-e', code], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  return { child, url: `http://127.0.0.1:${port}` };
}

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kontor-bench-'));
const shops: ChildProcess[] = [];
try {
  const first = await startShop(join(dataDir, 'db'));
  await stop(first.child);
  figure('server first start (new database: migrate and seed)', first.ms, 'ms', BUDGETS.firstStartMs!, 'lower');
  const shop = await startShop(join(dataDir, 'db'));
  shops.push(shop.child);
  figure('server warm start (existing database)', shop.ms, 'ms', BUDGETS.warmStartMs!, 'lower');

  const treePath = `/scgl/rfcategory/tree/qd/zy/${LANGUAGE_IDS.en}`;
  const body = await (await fetch(shop.url + treePath)).text();
  const trivial = await trivialServer(body);
  shops.push(trivial.child);

  await load(shop.url + treePath, { duration: 1 }); // warm-up: JIT, caches
  const catalogue = await load(shop.url + treePath);
  const baseline = await load(trivial.url + treePath);
  figure('catalogue read (category tree) throughput / trivial node:http server', Number((catalogue.rps / baseline.rps).toFixed(3)), `ratio (${catalogue.rps} vs ${baseline.rps} req/s)`, BUDGETS.catalogueThroughputRatio!, 'higher');
  figure('catalogue read p99 at 50 clients', catalogue.p99, 'ms', BUDGETS.catalogueP99Ms!, 'lower');

  // A page the server draws with React (the share page: a product's public data), asked as a browser asks (brotli),
  // beside the same bytes sent trivially.
  const sharePath = '/shareShow?skuCode=SV02-105&lang=en';
  const asBrowser = { 'Accept-Encoding': 'gzip, deflate, br' };
  const drawn = await fetch(shop.url + sharePath, { headers: asBrowser });
  if (!(await drawn.clone().text()).includes('data-rendered-lang="en"')) throw new Error(`${sharePath} was not drawn by the server: build the storefront first`);
  const raw = await new Promise<Uint8Array>((resolve, reject) =>
    httpGet(shop.url + sharePath, { headers: asBrowser }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
    }),
  );
  const trivialPage = await trivialServer(raw, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': drawn.headers.get('content-encoding') ?? 'identity' });
  shops.push(trivialPage.child);
  await load(shop.url + sharePath, { duration: 1, headers: asBrowser });
  const share = await load(shop.url + sharePath, { headers: asBrowser });
  const shareBaseline = await load(trivialPage.url + sharePath, { headers: asBrowser });
  figure('share page drawn by the server: throughput / trivial node:http server', Number((share.rps / shareBaseline.rps).toFixed(3)), `ratio (${share.rps} vs ${shareBaseline.rps} req/s)`, BUDGETS.sharePageThroughputRatio!, 'higher');
  figure('share page drawn by the server: p99 at 50 clients', share.p99, 'ms', BUDGETS.sharePageP99Ms!, 'lower');

  const query = new URLSearchParams({ username: 'ddp-buyer', password: encryptPassword('kontor123', 'pigxpigxpigxpigx'), randomStr: '1', code: 'bnch', grant_type: 'password', scope: 'server' });
  const login = await fetch(`${shop.url}/auth/oauth/token?${query}`, { method: 'POST', headers: { Authorization: `Basic ${Buffer.from('pig:pig').toString('base64')}` } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const skus = (await (await fetch(`${shop.url}/scgl/rfcategory/skus`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ id: 1, current: 1, size: 1, languageId: LANGUAGE_IDS.en }),
  })).json()) as { data?: { records?: { skuId?: number; id?: number }[] } };
  const skuId = skus.data?.records?.[0]?.skuId ?? skus.data?.records?.[0]?.id;
  if (skuId) {
    const add = await load(`${shop.url}/scgl/rfstorecart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ skuId, quantity: 1, cartType: CART_KIND.pallet, languageId: LANGUAGE_IDS.en }),
    });
    // Writes go to the database each time: shown beside the trivial server for scale, not judged.
    figure('cart add p99 at 50 clients', add.p99, 'ms', null, 'lower');
    figure('cart add throughput / trivial node:http server', Number((add.rps / baseline.rps).toFixed(3)), `ratio (${add.rps} vs ${baseline.rps} req/s)`, null, 'higher');
  }
} finally {
  await Promise.all(shops.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
}
