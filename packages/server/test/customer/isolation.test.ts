import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { acceptedEta, call, loginAs, startTestServer } from './harness.js';

/** ddp-buyer's own records, which fob-buyer tries to reach. */
interface Victim {
  userId: number;
  address: number;
  cartLine: number;
  order: number;
  orderNo: string;
  serviceOrder: number;
  invoice: number;
  question: number;
  post: number;
  message: number;
  sentMessage: number;
  log: number;
}

let server: RunningServer;
let fobToken: string;
let fobAddress: Record<string, unknown>;
let victim: Victim;

const one = async (sql: string) => (await server.db.query<{ v: number | string }>(sql.replaceAll('$U', String(victim.userId))))[0]!.v;

/** Everything ddp-buyer has, as text: it must read the same after every attempt. */
async function fingerprint(): Promise<string> {
  const tables = ['member_address', 'cart_item', 'store_order', 'order_item', 'service_order', 'order_invoice', 'question', 'service_post', 'sys_log', 'member', 'member_invoice'];
  const parts: unknown[] = [];
  for (const table of tables) {
    const key = table === 'order_item' ? 'order_id IN (SELECT id FROM store_order WHERE user_id = $1)' : 'user_id = $1';
    parts.push(await server.db.query(`SELECT * FROM ${table} WHERE ${key} ORDER BY 1`, [victim.userId]));
  }
  parts.push(await server.db.query('SELECT * FROM message WHERE receiver_id = $1 OR sender_id = $1 ORDER BY id', [victim.userId]));
  return JSON.stringify(parts);
}

beforeAll(async () => {
  server = await startTestServer();
  await loginAs(server, 'ddp-buyer');
  const fob = await loginAs(server, 'fob-buyer');
  fobToken = fob.token;
  const [user] = await server.db.query<{ id: number }>("SELECT id FROM app_user WHERE username = 'ddp-buyer'");
  victim = { userId: user!.id } as Victim;
  // ddp-buyer writes one message of their own, so there is something of theirs to edit.
  await call(server.url, (await loginAs(server, 'ddp-buyer')).token, 'POST', '/admin/sysxxfsjl', { title: 'Mine', content: 'Private' });
  Object.assign(victim, {
    address: await one('SELECT id AS v FROM member_address WHERE user_id = $U AND is_default'),
    cartLine: await one('SELECT id AS v FROM cart_item WHERE user_id = $U LIMIT 1'),
    order: await one('SELECT id AS v FROM store_order WHERE user_id = $U AND status = 0 LIMIT 1'),
    orderNo: await one('SELECT order_no AS v FROM store_order WHERE user_id = $U LIMIT 1'),
    serviceOrder: await one('SELECT id AS v FROM service_order WHERE user_id = $U LIMIT 1'),
    invoice: await one('SELECT id AS v FROM order_invoice WHERE user_id = $U LIMIT 1'),
    question: await one('SELECT id AS v FROM question WHERE user_id = $U LIMIT 1'),
    post: await one('SELECT id AS v FROM service_post WHERE user_id = $U AND service_status = 1 LIMIT 1'),
    message: await one('SELECT id AS v FROM message WHERE receiver_id = $U LIMIT 1'),
    sentMessage: await one("SELECT id AS v FROM message WHERE sender_id = $U AND title = 'Mine'"),
    log: await one('SELECT id AS v FROM sys_log WHERE user_id = $U LIMIT 1'),
  });
  const [own] = await server.db.query<{ id: number }>("SELECT a.id FROM member_address a JOIN app_user u ON u.id = a.user_id WHERE u.username = 'fob-buyer' AND a.is_default");
  fobAddress = (await call(server.url, fobToken, 'GET', `/scgl/rfmemberreceiving/${own!.id}`)).body.data as Record<string, unknown>;
});
afterAll(() => server.close());

const addressBody = () => ({ company: 'X', street: 'Y 1', postalCode: '1', contactPerson: 'Z', phone: '08912345678' });
const orderForm = () => ({ kind: 'container', eta: acceptedEta(), cabinetType: '40', containerCount: 1, addressId: fobAddress.id, address: fobAddress });

/** [what fob-buyer tries, method, path, body, status]: each is refused, and nothing of ddp-buyer's changes. */
const ATTEMPTS: [string, string, (v: Victim) => string, (v: Victim) => unknown, number?][] = [
  ['read an address', 'GET', (v) => `/scgl/rfmemberreceiving/${v.address}`, () => undefined],
  ['save an address', 'POST', (v) => `/scgl/rfmemberreceiving/${v.address}`, addressBody],
  ['save an address (PUT)', 'PUT', () => '/scgl/rfmemberreceiving', (v) => ({ ...addressBody(), id: v.address })],
  ['delete an address', 'DELETE', (v) => `/scgl/rfmemberreceiving/${v.address}`, () => undefined],
  ['change a cart line', 'PUT', () => '/scgl/rfstorecart', (v) => ({ id: v.cartLine, quantity: 1 })],
  ['delete a cart line', 'DELETE', () => '/scgl/rfstorecart/batchdel', (v) => [v.cartLine]],
  ['order a cart line', 'POST', () => '/scgl/rfstoreorder', (v) => ({ ...orderForm(), cartIds: [v.cartLine] })],
  ['order to their address', 'POST', () => '/scgl/rfstoreorder/buy', (v) => ({ ...orderForm(), addressId: v.address, items: [{ skuId: 1, quantity: 1 }] })],
  ['read an order', 'GET', (v) => `/scgl/rfstoreorder/my/${v.order}`, () => undefined],
  ['edit an order', 'PUT', () => '/scgl/rfstoreorder/edit', (v) => ({ ...orderForm(), id: v.order })],
  ['read order lines', 'GET', (v) => `/scgl/rfstoreorder/orderCart/${v.order}`, () => undefined],
  ['read an after-sales request', 'GET', (v) => `/scgl/rfstoreserviceorder/${v.serviceOrder}`, () => undefined],
  ['file after-sales on their order', 'POST', () => '/scgl/rfstoreserviceorder', (v) => ({
    orderNo: v.orderNo, artNo: 'A', serviceType: 0, applyQuantity: 1, contactPerson: 'C', email: 'c@example.com', damageDescription: 'D',
    proofOfPurchase: ['/admin/sys-file/kontor/fob-buyer-receipt.pdf'],
  })],
  ['read an invoice', 'GET', (v) => `/scgl/orderBaseInvoice/${v.invoice}`, () => undefined],
  ['request an invoice of their order', 'POST', () => '/scgl/orderBaseInvoice/add', (v) => ({ orderId: v.order })],
  ['close a question', 'POST', () => '/scgl/question/closeQuestionById', (v) => ({ id: v.question })],
  ['give feedback on a question', 'POST', () => '/scgl/question/feedbackQuestion', (v) => ({ id: v.question, content: 'x' })],
  ['read a service post', 'POST', () => '/scgl/servicePost/getServiceById', (v) => ({ id: v.post })],
  ['read a post’s responses', 'POST', () => '/scgl/servicePost/getServiceResponse', (v) => ({ id: v.post })],
  ['cancel a service post', 'POST', () => '/scgl/servicePost/setServiceStatus', (v) => ({ id: v.post, serviceStatus: 2 })],
  ['rate a service post', 'POST', () => '/scgl/servicePost/evaluation', (v) => ({ id: v.post, evaluation: 1 })],
  ['read a message', 'GET', (v) => `/admin/sysxxfsjl/read/${v.message}`, () => undefined],
  ['mark a message read', 'POST', () => '/admin/sysxxfsjl/read', (v) => ({ ids: [v.message] })],
  ['collect a message', 'POST', () => '/admin/sysxxfsjl/sc', (v) => ({ id: v.message })],
  ['delete messages', 'POST', () => '/admin/sysxxfsjl/delBatch', (v) => [v.message]],
  ['delete a message', 'DELETE', (v) => `/admin/sysxxfsjl/${v.message}`, () => undefined],
  ['edit their sent message', 'PUT', () => '/admin/sysxxfsjl', (v) => ({ id: v.sentMessage, title: 'Changed', content: 'Changed' })],
  ['write to them', 'POST', () => '/admin/sysxxfsjl', (v) => ({ title: 'Hi', content: 'x', receiverIds: [v.userId] }), 403],
  ['delete a log entry', 'DELETE', (v) => `/admin/log/${v.log}`, () => undefined],
  ['mail a code to their mailbox', 'GET', () => '/scgl/email/send/code?email=einkauf%40gartenwelt-hoffmann.example', () => undefined, 200],
];

describe('a customer cannot reach another customer’s data', () => {
  it.each(ATTEMPTS)('fob-buyer cannot %s', async (_what, method, path, body, status = 404) => {
    const before = await fingerprint();
    const answer = await call(server.url, fobToken, method, path(victim), body(victim));
    expect(answer.body.code).toBe(1);
    expect(answer.status).toBe(status);
    expect(await fingerprint()).toBe(before);
  });

  it('lists show only the caller’s own records', async () => {
    const lists: [string, (data: unknown) => unknown[]][] = [
      ['/scgl/rfmemberreceiving/member', (d) => d as unknown[]],
      ['/scgl/rfstorecart/my/page?size=100&current=1&languageId=2', (d) => (d as { records: unknown[] }).records],
      ['/scgl/rfstoreorder/my/page?size=100&current=1', (d) => (d as { records: unknown[] }).records],
      ['/scgl/rfstoreserviceorder/my/page/?size=100&current=1', (d) => (d as { records: unknown[] }).records],
      ['/scgl/servicePost/page?size=100&current=1', (d) => (d as { records: unknown[] }).records],
      ['/admin/sysxxfsjl/my/pc?size=100&current=1', (d) => (d as { records: unknown[] }).records],
      ['/admin/log/page?size=100&current=1', (d) => (d as { records: unknown[] }).records],
    ];
    for (const [path, records] of lists) {
      const answer = await call(server.url, fobToken, 'GET', path);
      const text = JSON.stringify(records(answer.body.data));
      expect(records(answer.body.data).length, path).toBeGreaterThan(0);
      for (const secret of ['ddp-buyer', 'Gartenwelt', 'einkauf@gartenwelt', victim.orderNo]) expect(text, path).not.toContain(secret);
    }
    const member = await call(server.url, fobToken, 'GET', '/scgl/rfmembernew/info');
    expect(member.body.data).toMatchObject({ company: 'Jardins du Sud SARL' });
    const invoice = await call(server.url, fobToken, 'POST', '/scgl/rfmemberinvoice/getByUid', { uid: victim.userId });
    expect(invoice.body.data).toMatchObject({ company: 'Jardins du Sud SARL' });
  });
});
