// Issue 9: generated bad values sent to every write call. Whatever is sent, the answer is never 500,
// it is a 4xx or code 1 with a message key, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMessageKey } from '@kontor/api/rules';
import type { RunningServer } from '../../src/server.js';
import { call, startTestServer } from '../customer/harness.js';
import { createApp } from '../../src/app.js';
import { customer, fingerprint, NOT_SPOILED, READ_POSTS, wire, writes, type Customer } from './harness.js';

let server: RunningServer;
let c: Customer;
beforeAll(async () => {
  server = await startTestServer({ auth: { logCodes: false } });
  c = await customer(server);
});
afterAll(() => server.close());

const tooLong = fc.string({ minLength: 4001, maxLength: 4050 });
const notAString = fc.oneof(fc.integer(), fc.constant(true), fc.constant({}), fc.constant([]));
const badNumber = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
  fc.double({ min: 0.01, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(1e300, -1e300, '2026-02-31', 'NaN', null, [], {}),
);

/** Bad values by kind of field: each is wrong for every field of its kind. */
const BAD: Record<string, fc.Arbitrary<unknown>> = {
  number: badNumber,
  text: fc.oneof(tooLong, notAString, fc.constantFrom('', '   ', null)),
  email: fc.oneof(tooLong, notAString, fc.constantFrom('', 'not@', 'a b@c.de', 'javascript:alert(1)', '@example.com')),
  date: fc.oneof(notAString, fc.constantFrom('2026-02-31', '2031-13-45', '2031-00-10', '99999-01-01', 'tomorrow', '2031-2-3')),
  list: fc.oneof(notAString.filter((v) => !Array.isArray(v)), fc.constant([]), fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 201, maxLength: 205 })),
  links: fc.oneof(
    fc.constant([]),
    fc.constantFrom(['javascript:alert(1)'], ['https://evil.example/a.pdf'], ['data:text/html,x'], ['/admin/sys-file/kontor/fob-buyer-receipt.pdf']),
    fc.array(fc.constant('/admin/sys-file/kontor/ddp-buyer-receipt.pdf'), { minLength: 6, maxLength: 8 }),
  ),
  lines: fc.oneof(
    fc.constant([]),
    fc.record({ skuId: badNumber, quantity: fc.constant(1) }).map((line) => [line]),
    fc.record({ skuId: fc.constant(1), quantity: badNumber }).map((line) => [line]),
  ),
  flag: fc.constantFrom({}, [], 'barge', 7, -1, 2.5, 'yes'),
  choice: fc.oneof(notAString.filter((v) => typeof v !== 'number'), fc.constantFrom('', 'barge', '45', 'CONTAINER')),
};

/** The kind of every field of the write bodies (writes() in ./harness.ts). */
const KIND: Record<string, keyof typeof BAD> = {
  skuId: 'number', quantity: 'number', id: 'number', containerCount: 'number', addressId: 'number', orderId: 'number', shareId: 'number',
  applyQuantity: 'number', serviceType: 'number', cartType: 'number', languageId: 'number', evaluation: 'number', serviceStatus: 'number',
  company: 'text', street: 'text', postalCode: 'text', contactPerson: 'text', phone: 'text', artNo: 'text', content: 'text', title: 'text',
  senderName: 'text', damageDescription: 'text', name: 'text', tel: 'text', country: 'text', channel: 'text', message: 'text', url: 'text',
  stack: 'text', info: 'text', type: 'text', time: 'text', password: 'text', newpassword1: 'text', newpassword2: 'text', code: 'text',
  email: 'email', senderEmail: 'email', inviteeEmail: 'email',
  eta: 'date', cartIds: 'list', ids: 'list', $ids: 'list', proofOfPurchase: 'links', items: 'lines', kind: 'choice', cabinetType: 'choice', helpful: 'flag',
};
/** Optional fields where `null` or an empty value means "not given" and is fine. */
const OPTIONAL = new Set(['cartType', 'languageId', 'skuCode', 'company', 'email', 'name', 'tel', 'country', 'channel', 'senderName', 'senderEmail',
  'stack', 'info', 'message', 'type', 'time', 'url']);
/** Calls where some fields may be empty: the invoice (only the order is required), a message's content, a feedback's text. */
function optionalIn(path: string, field: string): boolean {
  return (path.endsWith('/orderBaseInvoice/add') && field !== 'orderId') || (path === '/admin/sysxxfsjl' && field === 'content')
    || (path === '/scgl/servicePost/evaluation' && field === 'content');
}

/** The body with one field spoiled: in the first record of a list body, or the list itself for `$ids`. */
function spoil(body: Record<string, unknown> | unknown[], field: string, value: unknown): unknown {
  if (Array.isArray(body)) return [{ ...(body[0] as Record<string, unknown>), [field]: value }];
  return wire({ ...body, [field]: value });
}
const fieldsOf = (body: Record<string, unknown> | unknown[]) => Object.keys(Array.isArray(body) ? (body[0] as object) : body);

describe('bad input, generated', () => {
  it('never answers 500 and never stores anything', async () => {
    const calls = writes(c);
    const cases = calls.flatMap((write, index) => fieldsOf(write.body).filter((field) => field in KIND).map((field) => ({ index, field })));
    const spoiled = fc.constantFrom(...cases).chain((target) => BAD[KIND[target.field]!]!.map((value) => ({ ...target, value })));
    await fc.assert(
      fc.asyncProperty(spoiled, async ({ index, field, value }) => {
        const write = calls[index]!;
        const optional = OPTIONAL.has(field) || optionalIn(write.path, field);
        if (optional && (value === null || value === '' || value === '   ')) return;
        const body = spoil(write.body, field, value);
        const what = `${write.method} ${write.path} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
        const before = await fingerprint(server);
        const answer = await call(server.url, c.token, write.method, write.path, body);
        expect(answer.status, what).not.toBe(500);
        if (answer.status === 200) {
          expect(answer.body.code, what).toBe(1);
          expect(isMessageKey(answer.body.msg ?? ''), `${what}: ${String(answer.body.msg)}`).toBe(true);
        } else expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(await fingerprint(server), `${what} stored something`).toBe(before);
      }),
      { numRuns: 400, seed: 9 },
    );
  }, 120_000);

  it('bad ids in the path never answer 500 and store nothing', async () => {
    const paths = ['/admin/log/', '/admin/sysxxfsjl/', '/scgl/rfmemberreceiving/'];
    const badId = fc.constantFrom('0', '-1', '1.5', '99999999999', 'abc', '%00', '1e3', ' 1', '2147483648');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), badId, fc.constantFrom('DELETE', 'POST'), async (path, id, method) => {
        const before = await fingerprint(server);
        const answer = await call(server.url, c.token, method, path + id, method === 'POST' ? {} : undefined);
        expect(answer.status, `${method} ${path}${id}`).not.toBe(500);
        expect(answer.status === 200 ? answer.body.code : 4, `${method} ${path}${id}`).not.toBe(0);
        expect(await fingerprint(server)).toBe(before);
      }),
      { numRuns: 40, seed: 9 },
    );
  });

  it('every route that writes is generated here, read-only, or named with its own test', () => {
    const spoiled = new Set(writes(c).map((write) => `${write.method} ${write.path}`));
    const app = createApp({ db: server.db });
    const unlisted = app.routes
      .filter((route) => ['POST', 'PUT', 'DELETE'].includes(route.method))
      .map((route) => `${route.method} ${route.path}`)
      .filter((route, index, all) => all.indexOf(route) === index)
      .filter((route) => !spoiled.has(route) && !(route in NOT_SPOILED) && !READ_POSTS.has(route.replace(/^POST /, '')));
    expect(unlisted).toEqual([]);
  });

  it('the valid bodies themselves are accepted (the test can fail)', async () => {
    for (const write of writes(c).slice(0, 2)) {
      const answer = await call(server.url, c.token, write.method, write.path, wire(write.body));
      expect(answer.body.code, write.path).toBe(0);
    }
  });
});
