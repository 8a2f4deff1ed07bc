// Issue 9, items 2 and 3: every bad value found by the probe is refused with a message key, stores
// nothing, and never answers 500; a server fault answers 500 with a request id for support.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LINES_PER_REQUEST, TEXT_MAX_LENGTH, isMessageKey } from '@kontor/api/rules';
import { createApp } from '../../src/app.js';
import type { Db } from '../../src/db/db.js';
import { readAuthSettings } from '../../src/http/settings.js';
import type { RunningServer } from '../../src/server.js';
import { acceptedEta, call, startTestServer } from '../customer/harness.js';
import { customer, fingerprint, type Customer } from './harness.js';

let server: RunningServer;
let c: Customer;
beforeAll(async () => {
  server = await startTestServer({ auth: { logCodes: false } });
  c = await customer(server);
});
afterAll(() => server.close());

/** Sends, then checks: no 500, a refusal (4xx, or code 1 with a message key), and nothing stored. */
async function refused(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const before = await fingerprint(server);
  const answer = await call(server.url, c.token, method, path, body, headers);
  expect(answer.status).not.toBe(500);
  if (answer.status === 200) {
    expect(answer.body.code).toBe(1);
    expect(isMessageKey(answer.body.msg ?? '')).toBe(true);
  } else expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(await fingerprint(server)).toBe(before);
  return answer;
}

const orderForm = () => ({ kind: 'container', eta: acceptedEta(), cabinetType: '40', containerCount: 1, addressId: c.address.id, address: c.address });

describe('values that crashed or were stored before', () => {
  it('impossible calendar dates: 31 February', async () => {
    const answer = await refused('POST', '/scgl/rfstoreorder/buy', { ...orderForm(), eta: '2031-02-31', items: [{ skuId: c.sku.id, quantity: 1 }] });
    expect(answer.body.msg).toBe('validation.date.invalid');
  });

  it('huge, fractional and negative quantities and container counts', async () => {
    for (const quantity of [2_000_000_000, 1.5, 1e300, -3]) await refused('POST', '/scgl/rfstorecart', { skuId: c.sku.id, quantity, cartType: 1 });
    for (const containerCount of [-2, 1e12, 2.5]) {
      await refused('POST', '/scgl/rfstoreorder/buy', { ...orderForm(), containerCount, items: [{ skuId: c.sku.id, quantity: 1 }] });
    }
  });

  it('out-of-range ids and language ids', async () => {
    await refused('PUT', '/scgl/rfstorecart', { id: 9_999_999_999, quantity: 1 });
    await refused('POST', '/scgl/rfstorecart', { skuId: c.sku.id, quantity: 1, cartType: 1, languageId: 99 });
    await refused('POST', '/scgl/rfstorecart', { skuId: 3_000_000_000, quantity: 1, cartType: 1 });
  });

  it('the same SKU on two lines, each at the single-product maximum', async () => {
    const items = [{ skuId: c.sku.id, quantity: c.sku.max }, { skuId: c.sku.id, quantity: c.sku.max }];
    const answer = await refused('POST', '/scgl/rfstoreorder/buy', { ...orderForm(), items });
    expect(answer.body.msg).toBe('validation.quantity.max');
  });

  it('after-sales requests for unknown SKUs, invoice e-mails that are not e-mails', async () => {
    const apply = {
      artNo: 'NO-SUCH-SKU', serviceType: 1, applyQuantity: 1, contactPerson: 'Greta', email: 'greta@example.com', damageDescription: 'x',
      proofOfPurchase: ['/admin/sys-file/kontor/ddp-buyer-receipt.pdf'],
    };
    expect((await refused('POST', '/scgl/rfstoreserviceorder', apply)).body.msg).toBe('validation.sku.unknown');
    expect((await refused('POST', '/scgl/orderBaseInvoice/add', { orderId: c.order, email: 'not an e-mail' })).body.msg).toBe('validation.email.format');
  });

  it('10 kB remarks and names, a 1 MB street, 100 kB of unknown fields without a login', async () => {
    expect((await refused('POST', '/scgl/rfstoreorder/buy', { ...orderForm(), remark: 'r'.repeat(10_000), items: [{ skuId: c.sku.id, quantity: 1 }] })).body.msg).toBe(
      'validation.text.tooLong',
    );
    await refused('POST', '/scgl/rfmemberreceiving', { company: 'n'.repeat(10_000), street: 'S 1', postalCode: '1', contactPerson: 'G', phone: '08912345678' });
    expect((await refused('POST', '/scgl/rfmemberreceiving', { company: 'G', street: 's'.repeat(1_000_000), postalCode: '1', contactPerson: 'G', phone: '08912345678' })).status).toBe(413);
    const junk = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, 'u'.repeat(1000)]));
    const before = await fingerprint(server);
    const visit = await call(server.url, undefined, 'POST', '/scgl/share/saveShareVisitData', { shareId: 1, ...junk });
    expect(visit.status).toBe(413);
    expect(await fingerprint(server)).toBe(before);
  });
});

describe('no 500 from input', () => {
  it('a database error caused by input answers 400 with a message key', async () => {
    // A number PostgreSQL's integer cannot hold, sent where only the database checks it.
    const answer = await call(server.url, c.token, 'GET', '/scgl/excel/getExcel_car?languageId=2&cartType=99999999999');
    expect(answer).toMatchObject({ status: 400, body: { code: 1, msg: 'validation.number.range' } });
  });

  it('a fault of the server answers 500 with a request id, which the log line carries too', async () => {
    const broken: Db = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('disk on fire')),
      exec: () => Promise.reject(new Error('disk on fire')),
      transaction: () => Promise.reject(new Error('disk on fire')),
      close: async () => {},
    };
    const app = createApp({ db: broken, settings: readAuthSettings({}) });
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const response = await app.request('/scgl/rfstorecart', { method: 'POST', headers: { Authorization: 'Bearer x', 'Content-Type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(500);
      const body = (await response.json()) as { requestId: string };
      expect(body.requestId).toMatch(/^[0-9a-f]{12}$/);
      expect(response.headers.get('X-Request-Id')).toBe(body.requestId);
      expect(String(logged[0]?.[0])).toContain(body.requestId);
    } finally {
      console.error = original;
    }
  });
});

describe('no 500 from a broken body or name, signed out', () => {
  it('a token call whose form body is no form, and a zip asked for by a broken escape', async () => {
    for (const path of ['/auth/oauth/token', '/auth/mobile/token/sms', '/auth/mobile/token/social']) {
      const response = await fetch(`${server.url}${path}?grant_type=password&scope=server`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from('pig:pig').toString('base64')}`, 'Content-Type': 'multipart/form-data; boundary=xx' },
        body: 'garbage',
      });
      expect(response.status, path).not.toBe(500);
      expect(response.status, path).toBeLessThan(500);
    }
    const zip = await call(server.url, undefined, 'POST', '/admin/sys-file/down/batch', { fileNames: ['%'] });
    expect(zip.status).toBe(404);
  });
});

describe('member info, messages and the error log are bounded by the contract', () => {
  it('a member name outside 2 to 20, a company or phone over its length is refused with its key', async () => {
    for (const field of ['company', 'country']) {
      const answer = await refused('PUT', '/scgl/rfmembernew/edit/info', { [field]: 'x'.repeat(101) });
      expect(answer.body.msg, field).toBe('validation.text.tooLong');
    }
    // The name by the spec's rule (2 to 20), as the user-info form checks it.
    for (const name of ['x', 'x'.repeat(21), '   ']) {
      expect((await refused('PUT', '/scgl/rfmembernew/edit/info', { name })).body.msg, name).toBe('validation.name.length');
    }
    expect((await call(server.url, c.token, 'PUT', '/scgl/rfmembernew/edit/info', { name: 'Greta Hoffmann' })).body.code).toBe(0);
    expect((await refused('PUT', '/scgl/rfmembernew/edit/info', { tel: '1'.repeat(33) })).body.msg).toBe('validation.text.tooLong');
    // Within the bound the same edit is stored: the test can fail.
    const accepted = await call(server.url, c.token, 'PUT', '/scgl/rfmembernew/edit/info', { company: 'x'.repeat(100) });
    expect(accepted.body.code).toBe(0);
  });

  it('a message title or content over its length is refused', async () => {
    expect((await refused('POST', '/admin/sysxxfsjl', { title: 't'.repeat(201), content: 'c' })).body.msg).toBe('validation.text.tooLong');
    expect((await refused('POST', '/admin/sysxxfsjl', { title: 'Hello', content: 'c'.repeat(2001) })).body.msg).toBe('validation.text.tooLong');
  });

  it('an error-log upload with too many entries or an over-long message is refused', async () => {
    const entry = { type: 'error', message: 'boom', stack: '', info: '', url: 'https://shop.example/', time: '2026-11-24 10:00:00' };
    await refused('POST', '/admin/log/logs', Array.from({ length: 201 }, () => entry));
    expect((await refused('POST', '/admin/log/logs', [{ ...entry, message: 'm'.repeat(2001) }])).body.msg).toBe('validation.text.tooLong');
    expect((await call(server.url, c.token, 'POST', '/admin/log/logs', [entry])).body.code).toBe(0);
  });
});

describe('paging and status filters are bounded by the contract', () => {
  const pages = ['/scgl/rfstoreorder/my/page', '/scgl/rfstoreserviceorder/my/page', '/admin/sysxxfsjl/my/pc', '/scgl/servicePost/page', '/admin/log/page'];

  it('a page number or size past PAGE_CURRENT_RANGE / PAGE_SIZE_RANGE is refused with the range key, not cut', async () => {
    for (const path of pages) {
      for (const query of ['current=100000000&size=10', 'current=1&size=100000', 'current=0&size=10', 'current=1&size=0']) {
        const answer = await refused('GET', `${path}?${query}`, undefined);
        expect(answer, `${path}?${query}`).toMatchObject({ status: 200, body: { code: 1, msg: 'validation.number.range' } });
      }
      expect((await call(server.url, c.token, 'GET', `${path}?current=100000&size=500`)).body.code, path).toBe(0);
    }
  });

  it('a status outside its table is refused before the database sees it', async () => {
    for (const query of ['status=99999999999', 'status=6', 'status=-1', 'orderType=3']) {
      const answer = await refused('GET', `/scgl/rfstoreorder/my/page?current=1&size=10&${query}`, undefined);
      expect(answer, query).toMatchObject({ status: 200, body: { code: 1, msg: 'validation.number.range' } });
    }
    for (const [path, query] of [
      ['/scgl/rfstoreserviceorder/my/page', 'status=10'],
      ['/admin/sysxxfsjl/my/pc', 'readStatus=5'],
      ['/admin/sysxxfsjl/my/pc', 'sendStatus=99999999999'],
      ['/scgl/servicePost/page', 'serviceStatus=3'],
    ]) {
      expect((await refused('GET', `${path}?current=1&size=10&${query}`, undefined)).body.msg, query).toBe('validation.number.range');
    }
    expect((await call(server.url, c.token, 'GET', '/scgl/rfstoreorder/my/page?current=1&size=10&status=5&orderType=2')).body.code).toBe(0);
  });
});

describe('a NUL character in text', () => {
  it('is refused with its own key, in a form field and in any string of a body, never by the database', async () => {
    const address = { company: 'Hoffmann\u0000 GmbH', street: 'S 1', postalCode: '1', contactPerson: 'G', phone: '08912345678' };
    expect((await refused('POST', '/scgl/rfmemberreceiving', address)).body.msg).toBe('validation.text.nul');
    expect((await refused('PUT', '/scgl/rfmembernew/edit/info', { company: 'x\u0000' })).body.msg).toBe('validation.text.nul');
    expect((await refused('POST', '/admin/sysxxfsjl', { title: 'Hello', content: 'c\u0000' })).body.msg).toBe('validation.text.nul');
  });
});

describe('invoice texts and batch lists are bounded by the contract', () => {
  it('an invoice text over the invoice form\'s length is refused with the length key (a VAT no. is a name: 100)', async () => {
    const invoice = { orderId: c.order, company: 'Gartenwelt', email: 'rechnung@example.com' };
    for (const [field, kind] of [['vatNo', 'name'], ['company', 'line'], ['address', 'line'], ['bankName', 'name']] as const) {
      const max = TEXT_MAX_LENGTH[kind];
      const answer = await refused('POST', '/scgl/orderBaseInvoice/add', { ...invoice, [field]: 'V'.repeat(max + 1) });
      expect(answer.body, field).toMatchObject({ code: 1, msg: 'validation.text.tooLong', data: { field, max } });
    }
    // At the form's length the request is stored: the test can fail.
    const accepted = await call(server.url, c.token, 'POST', '/scgl/orderBaseInvoice/add', { ...invoice, vatNo: 'V'.repeat(TEXT_MAX_LENGTH.name) });
    expect(accepted.body.code).toBe(0);
  });

  it('a batch of more than MAX_LINES_PER_REQUEST ids or file names is refused, as a batch delete is', async () => {
    const receipt = '/admin/sys-file/kontor/ddp-buyer-receipt.pdf';
    const batches = (n: number): [string, unknown][] => [
      ['/admin/sysxxfsjl/read', { ids: Array(n).fill(c.received) }],
      ['/scgl/rfcabinetconfig/cabinetConfig/tipps', { cartIds: Array(n).fill(c.cartLine), languageId: 2 }],
      ['/scgl/rfgoodsattrsku/quotation/exportXls', { skuIds: Array(n).fill(c.sku.id), languageId: 2 }],
      ['/admin/sys-file/down/QYcpxx', { skuIds: Array(n).fill(c.sku.id), languageId: 2 }],
      ['/admin/sys-file/down/batch', { fileNames: Array(n).fill(receipt) }],
    ];
    for (const [path, body] of batches(MAX_LINES_PER_REQUEST + 1)) {
      const answer = await refused('POST', path, body);
      expect(answer.body, path).toMatchObject({ code: 1, data: { max: MAX_LINES_PER_REQUEST } });
    }
    // At the bound each is answered (a download, or code 0).
    for (const [path, body] of batches(MAX_LINES_PER_REQUEST)) {
      const response = await fetch(server.url + path, {
        method: 'POST', headers: { Authorization: `Bearer ${c.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      });
      const json = (response.headers.get('content-type') ?? '').includes('json') ? ((await response.json()) as { code: number }) : { code: 0 };
      expect([response.status, json.code], path).toEqual([200, 0]);
    }
  });
});
