/**
 * `pnpm bench` (server part): p50/p99 latency of a catalogue call and of adding to the cart, each under
 * 50 concurrent clients on loopback against an in-process server with a fresh in-memory database.
 * Prints one JSON line per call on stdout and stops by itself.
 *   KONTOR_BENCH_REQUESTS     requests per call (default 2000)
 *   KONTOR_BENCH_CONCURRENCY  concurrent clients (default 50)
 */
import { LANGUAGE_IDS, CART_KIND } from '@kontor/api/rules';
import { encryptPassword } from '@kontor/api/password';
import { readConfig } from '../src/config.js';
import { startServer } from '../src/server.js';

const requests = Number(process.env.KONTOR_BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.KONTOR_BENCH_CONCURRENCY ?? 50);

const server = await startServer({ ...readConfig({}), port: 0, host: '127.0.0.1', inMemory: true, logRequests: false, captchaOff: true });
try {
  const query = new URLSearchParams({
    username: 'ddp-buyer', password: encryptPassword('kontor123', server.settings.aesKey), randomStr: '1', code: 'bnch', grant_type: 'password', scope: 'server',
  });
  const login = await fetch(`${server.url}/auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(server.settings.oauthClient).toString('base64')}` },
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  // Products any quantity of which may be added: in stock, no maximum. The pallet cart has no volume cap.
  const skus = (await server.db.query<{ id: number }>(
    'SELECT id FROM sku WHERE NOT is_spare_part AND max_order_qty IS NULL AND stock_cn + stock_de + stock_production > 0 ORDER BY id LIMIT 20',
  )).map((row) => row.id);

  const runs: { name: string; call: string; send: (n: number) => Promise<Response> }[] = [
    {
      name: 'catalogue',
      call: `GET /scgl/rfcategory/tree/qd/zy/${LANGUAGE_IDS.en}`,
      send: () => fetch(`${server.url}/scgl/rfcategory/tree/qd/zy/${LANGUAGE_IDS.en}`, { headers }),
    },
    {
      name: 'cart-add',
      call: 'POST /scgl/rfstorecart',
      send: (n) => fetch(`${server.url}/scgl/rfstorecart`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ skuId: skus[n % skus.length], quantity: 1, cartType: CART_KIND.pallet, languageId: LANGUAGE_IDS.en }),
      }),
    },
  ];
  for (const run of runs) {
    // Warm-up (JIT, query plans, connection pool) is not measured.
    await Promise.all(Array.from({ length: concurrency }, (_, n) => run.send(n).then((response) => response.arrayBuffer())));
    console.info(JSON.stringify(await measure(run.name, run.call, run.send)));
  }
} finally {
  await server.close();
}

async function measure(name: string, call: string, send: (n: number) => Promise<Response>) {
  const latencies: number[] = [];
  let next = 0;
  let ok = 0;
  const started = performance.now();
  // Each client sends its next request as soon as the previous one is answered, until all are sent.
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const n = next++;
        const t0 = performance.now();
        const response = await send(n);
        const body = (await response.json()) as { code?: number };
        latencies.push(performance.now() - t0);
        if (response.status === 200 && body.code === 0) ok += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(2));
  return { bench: name, call, requests, concurrency, ok, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: at(1), rps: Math.round(requests / seconds) };
}
