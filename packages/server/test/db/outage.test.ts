// Issue 33: two instances on one PostgreSQL outlive its restart (`pg_ctl stop -m immediate`, then start). While it
// is away every call answers 503 within 3 s; both are ready within 5 s of its return; orders sent with an
// Idempotency-Key and retried on the other instance exist once each; reminders flow between the instances again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@stomp/stompjs';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { acceptedEta, loginAs } from '../customer/harness.js';
import { startTestPostgres, type TestPostgres } from '../support/postgres.js';

let pg: TestPostgres;
let a: RunningServer;
let b: RunningServer;
let ddp: string;
let admin: string;
let ddpId: number;

const start = () =>
  startServer({ ...readConfig({ DATABASE_URL: pg.url, KONTOR_CAPTCHA: 'off' }), port: 0, host: '127.0.0.1', logRequests: false, auth: { logCodes: false } });

beforeAll(async () => {
  pg = await startTestPostgres();
  a = await start();
  b = await start();
  ddp = (await loginAs(a, 'ddp-buyer')).token;
  admin = (await loginAs(b, 'admin')).token;
  ddpId = (await a.db.query<{ id: number }>("SELECT id FROM app_user WHERE username = 'ddp-buyer'"))[0]!.id;
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  pg?.stop();
});

interface Timed {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: { code?: number; msg?: string | null; data?: { id?: number } | null };
}

async function send(server: RunningServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(server.url + path, {
    method,
    headers: { Authorization: `Bearer ${ddp}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('Retry-After'), body: text ? JSON.parse(text) : {} };
}

/** One container order per key, each from a cart line of its own. */
async function orderForms(count: number) {
  const [address] = await a.db.query<Record<string, unknown>>(
    `SELECT id, company, street, postal_code AS "postalCode", contact_person AS "contactPerson", phone
       FROM member_address WHERE user_id = $1 ORDER BY is_default DESC, id LIMIT 1`,
    [ddpId],
  );
  const skus = await a.db.query<{ id: number }>(
    `SELECT id FROM sku WHERE stock_cn + stock_de + stock_production > 100 AND coalesce(max_order_qty, 1000) >= 10 ORDER BY volume, id LIMIT $1`,
    [count],
  );
  const forms = [];
  for (const sku of skus) {
    const [line] = await a.db.query<{ id: number }>(
      'INSERT INTO cart_item (user_id, sku_id, quantity, cart_type, language_id) VALUES ($1, $2, 1, 1, 2) RETURNING id',
      [ddpId, sku.id],
    );
    forms.push({ kind: 'container', eta: acceptedEta(), cabinetType: '40', containerCount: 1, addressId: address!.id, address, cartIds: [line!.id] });
  }
  return forms;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until the instance answers `/health/ready` with 200. */
async function readyAfter(server: RunningServer): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await send(server, 'GET', '/health/ready').catch(() => undefined);
    if (answer?.status === 200) return performance.now() - started;
    if (performance.now() - started > 15_000) throw new Error(`${server.url} not ready after 15 s`);
    await wait(100);
  }
}

/** A 503 in the envelope with the translated key and Retry-After, within 3 s. */
function expectUnavailable(answer: Timed) {
  expect(answer).toMatchObject({ status: 503, body: { code: 1, msg: 'server.unavailable' } });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(3000);
}

describe('a PostgreSQL restart under load', () => {
  it('costs a few requests: 503s while it is away, ready again within 5 s, every order once, reminders flowing', async () => {
    expect((await send(a, 'GET', '/health/ready')).body).toMatchObject({ code: 0, data: { status: 'ready' } });
    const servers = [a, b];
    const forms = await orderForms(8);
    const keys = forms.map((_, i) => `outage-${Date.now()}-${i}`);
    const place = (i: number, server: RunningServer) => send(server, 'POST', '/scgl/rfstoreorder', forms[i], { 'Idempotency-Key': keys[i]! });

    // Orders go to both instances, one every 50 ms; the database stops without warning once two were acknowledged.
    let acknowledged = 0;
    let crashNow = () => {};
    const twoAcknowledged = new Promise<void>((resolve) => (crashNow = resolve));
    const first = forms.map((_, i) =>
      wait(i * 50)
        .then(() => place(i, servers[i % 2]!))
        .then((answer) => {
          if (answer.status === 200 && (acknowledged += 1) === 2) crashNow();
          return answer;
        }),
    );
    await twoAcknowledged;
    await pg.crash();
    const answers = await Promise.all(first);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.code).toBe(0);
      else expectUnavailable(answer);
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);

    // While it is away: reads, writes and readiness answer 503 at once on both; liveness answers.
    for (const server of servers) {
      expectUnavailable(await send(server, 'GET', '/scgl/rfstorecart/my/page?cartType=1'));
      expectUnavailable(await place(forms.length - 1, server));
      expectUnavailable(await send(server, 'GET', '/health/ready'));
      expect((await send(server, 'GET', '/health/live')).status).toBe(200);
    }

    await pg.start();
    const ready = await Promise.all(servers.map(readyAfter));
    expect(Math.max(...ready)).toBeLessThan(5000);

    // Each key, sent again to the other instance, answers its order: the acknowledged one, or one placed now.
    const retried = await Promise.all(forms.map((_, i) => place(i, servers[(i + 1) % 2]!)));
    retried.forEach((answer, i) => {
      expect(answer.body.code).toBe(0);
      if (answers[i]!.status === 200) expect(answer.body.data?.id).toBe(answers[i]!.body.data?.id);
    });
    const placed = await a.db.query<{ key: string; n: number }>(
      'SELECT idempotency_key AS key, count(*)::int AS n FROM store_order WHERE idempotency_key = ANY($1) GROUP BY idempotency_key',
      [keys],
    );
    expect(Object.fromEntries(placed.map((row) => [row.key, row.n]))).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));

    // A reminder raised on one instance reaches a client of the other: the LISTEN connections are back.
    const client = new Client({ brokerURL: `${b.url.replace('http', 'ws')}/act/ws`, connectHeaders: { Authorization: `Bearer ${ddp}` }, reconnectDelay: 0 });
    const subscribed = new Promise<void>((resolve) => (client.onConnect = () => resolve()));
    client.activate();
    await subscribed;
    const message = new Promise<string>((resolve, reject) => {
      client.subscribe('/task/ddp-buyer-1/remind', (frame) => resolve(frame.body));
      setTimeout(() => reject(new Error('no reminder within 5 s')), 5000);
    });
    // The subscription reaches the server before the status change does.
    await wait(200);
    const raised = await fetch(`${a.url}/admin/demo/status`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'order', id: retried[0]!.body.data!.id, status: 1 }),
    });
    expect(((await raised.json()) as { code: number }).code).toBe(0);
    expect(await message).toMatch(/^Order KO\d+: /);
    await client.deactivate();
  });
});
