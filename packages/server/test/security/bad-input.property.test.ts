// Issue 9: generated bad values sent to every write call. Whatever is sent, the answer is never 500,
// it is a 4xx or code 1 with a message key, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isMessageKey } from '@kontor/api/rules';
import type { RunningServer } from '../../src/server.js';
import { call, startTestServer } from '../customer/harness.js';
import { customer, fingerprint, writes, type Customer } from './harness.js';

let server: RunningServer;
let c: Customer;
beforeAll(async () => {
  server = await startTestServer({ auth: { logCodes: false } });
  c = await customer(server);
});
afterAll(() => server.close());

/** Values no field of any write call accepts in place of its own (each is wrong for every type). */
const badValue = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
  fc.double({ min: 0.01, max: 1e6, noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(1e300, -1e300, '2026-02-31', '2031-13-45', 'javascript:alert(1)', 'data:text/html,x', 'not@', '\u0000', null),
  fc.string({ minLength: 4001, maxLength: 4100 }),
  fc.array(fc.integer(), { minLength: 201, maxLength: 210 }),
  fc.dictionary(fc.string({ minLength: 65, maxLength: 70 }), fc.string(), { minKeys: 1, maxKeys: 2 }),
);

/** Fields that must not take the bad value (optional free fields would accept `null`). */
const REQUIRED = new Set([
  'skuId', 'quantity', 'id', 'eta', 'containerCount', 'addressId', 'items', 'cartIds', 'company', 'street', 'postalCode', 'contactPerson',
  'phone', 'artNo', 'serviceType', 'applyQuantity', 'email', 'damageDescription', 'proofOfPurchase', 'orderId', 'skuCode', 'content',
  'senderName', 'senderEmail', 'inviteeEmail', 'title', 'shareId', 'cartType', 'kind', 'cabinetType', 'languageId',
]);

describe('bad input, generated', () => {
  it('never answers 500 and never stores anything', async () => {
    const calls = writes(c);
    const cases = calls.flatMap((write, index) =>
      Object.keys(write.body).filter((field) => REQUIRED.has(field)).map((field) => ({ index, field })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), badValue, async ({ index, field }, value) => {
        // `null` is fine for a few optional fields; everything else is refused whatever the field.
        if (value === null && ['cartType', 'languageId', 'cabinetType', 'skuCode'].includes(field)) return;
        const write = calls[index]!;
        const body = { ...(write.body as Record<string, unknown>), [field]: value };
        const before = await fingerprint(server);
        const answer = await call(server.url, c.token, write.method, write.path, body);
        expect(answer.status, `${write.path} ${field}`).not.toBe(500);
        if (answer.status === 200) {
          expect(answer.body.code, `${write.path} ${field}=${JSON.stringify(value).slice(0, 40)}`).toBe(1);
          expect(isMessageKey(answer.body.msg ?? ''), String(answer.body.msg)).toBe(true);
        } else expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(await fingerprint(server), `${write.path} ${field} stored something`).toBe(before);
      }),
      { numRuns: 150, seed: 9 },
    );
  }, 60_000);

  it('the valid bodies themselves are accepted (the test can fail)', async () => {
    for (const write of writes(c).slice(0, 2)) {
      const answer = await call(server.url, c.token, write.method, write.path, write.body);
      expect(answer.body.code, write.path).toBe(0);
    }
  });
});
