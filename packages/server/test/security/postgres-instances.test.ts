// Issue 9, items 7 and 9 on a real PostgreSQL: the two read-then-write races hold under concurrent
// requests, and two server instances on one database share STOMP reminders, throttles and idempotency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@stomp/stompjs';
import { readConfig } from '../../src/config.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { startTestPostgres, type TestPostgres } from '../support/postgres.js';
import { acceptedEta, call, loginAs } from '../customer/harness.js';

let pg: TestPostgres;
let a: RunningServer;
let b: RunningServer;
let ddp: string;
let admin: string;
let ddpId: number;

const start = () =>
  startServer({
    ...readConfig({ DATABASE_URL: pg.url, KONTOR_CAPTCHA: 'off' }),
    port: 0,
    host: '127.0.0.1',
    logRequests: false,
    auth: { logCodes: false },
  });

beforeAll(async () => {
  pg = await startTestPostgres();
  a = await start();
  b = await start();
  ddp = (await loginAs(a, 'ddp-buyer')).token;
  admin = (await loginAs(b, 'admin')).token;
  ddpId = (await a.db.query<{ id: number }>("SELECT id FROM app_user WHERE username = 'ddp-buyer'"))[0]!.id;
}, 120_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  pg?.stop();
});

/** Replaces ddp-buyer's container cart with one line of each of `count` small, well-stocked products. */
async function containerCart(count: number): Promise<number[]> {
  await a.db.query('DELETE FROM cart_item WHERE user_id = $1', [ddpId]);
  const skus = await a.db.query<{ id: number }>(
    `SELECT id FROM sku WHERE stock_cn + stock_de + stock_production > 100 AND coalesce(max_order_qty, 1000) >= 10
      ORDER BY volume, id LIMIT $1`,
    [count],
  );
  const ids: number[] = [];
  for (const sku of skus) {
    const [row] = await a.db.query<{ id: number }>(
      'INSERT INTO cart_item (user_id, sku_id, quantity, cart_type, language_id) VALUES ($1, $2, 1, 1, 2) RETURNING id',
      [ddpId, sku.id],
    );
    ids.push(row!.id);
  }
  return ids;
}

async function orderForm(cartIds: number[]) {
  const [address] = await a.db.query<Record<string, unknown>>(
    `SELECT id, company, street, postal_code AS "postalCode", contact_person AS "contactPerson", phone
       FROM member_address WHERE user_id = $1 ORDER BY is_default DESC, id LIMIT 1`,
    [ddpId],
  );
  return { kind: 'container', eta: acceptedEta(), cabinetType: '40', containerCount: 1, addressId: address!.id, address, cartIds };
}

const orderCount = async () => (await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_order WHERE user_id = $1', [ddpId]))[0]!.n;

describe('races on PostgreSQL', () => {
  it('the same cart lines ordered twice at once make one order', async () => {
    for (let round = 0; round < 3; round += 1) {
      const form = await orderForm(await containerCart(2));
      const before = await orderCount();
      const answers = await Promise.all([a, b, a, b].map((server) => call(server.url, ddp, 'POST', '/scgl/rfstoreorder', form)));
      expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
      expect(answers.every((answer) => answer.status < 500)).toBe(true);
      expect(await orderCount()).toBe(before + 1);
    }
  });

  it('deleting the two last lines at once leaves one: the last-line rule holds', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [first, second] = await containerCart(2);
      const answers = await Promise.all([
        call(a.url, ddp, 'DELETE', '/scgl/rfstorecart/batchdel', [first]),
        call(b.url, ddp, 'DELETE', '/scgl/rfstorecart/batchdel', [second]),
      ]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 1]);
      const [left] = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_item WHERE user_id = $1 AND cart_type = 1', [ddpId]);
      expect(left!.n).toBe(1);
    }
  });
});

describe('two instances on one PostgreSQL', () => {
  it('share the login throttle: ten wrong passwords in all, whichever instance took them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await call(server.url, undefined, 'GET', '/admin/user/check/pwd?username=fob-buyer&password=wrong-pass&randomStr=x&code=abcd')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 426)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('share idempotency: the same key on both places one order', async () => {
    const form = await orderForm(await containerCart(1));
    const headers = { 'Idempotency-Key': 'two-instances-1' };
    const answers = await Promise.all([a, b].map((server) => call(server.url, ddp, 'POST', '/scgl/rfstoreorder', form, headers)));
    const ids = answers.map((answer) => (answer.body.data as { id: number } | null)?.id);
    expect(ids[0]).toBeDefined();
    expect(ids[0]).toBe(ids[1]);
    const [n] = await a.db.query<{ n: number }>("SELECT count(*)::int AS n FROM store_order WHERE idempotency_key = 'two-instances-1'");
    expect(n!.n).toBe(1);
  });

  it('a reminder raised on one instance reaches a STOMP client connected to the other', async () => {
    const client = new Client({ brokerURL: `${b.url.replace('http', 'ws')}/act/ws`, connectHeaders: { Authorization: `Bearer ${ddp}` }, reconnectDelay: 0 });
    const message = new Promise<string>((resolve, reject) => {
      client.onConnect = () => client.subscribe('/task/ddp-buyer-1/remind', (frame) => resolve(frame.body));
      client.onStompError = (frame) => reject(new Error(frame.headers.message));
      setTimeout(() => reject(new Error('no reminder within 10 s')), 10_000);
    });
    client.activate();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [order] = await a.db.query<{ id: number }>('SELECT id FROM store_order WHERE user_id = $1 ORDER BY id LIMIT 1', [ddpId]);
    const raised = await call(a.url, admin, 'POST', '/admin/demo/status', { kind: 'order', id: order!.id, status: 1 });
    expect(raised.body.code).toBe(0);
    expect(await message).toMatch(/^Order KO\d+: /);
    await client.deactivate();
  });
});
