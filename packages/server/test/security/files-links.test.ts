// Issue 9, items 4, 5 and 8: customer files need a token and an owner; link fields take only own uploads
// or http(s); share links name the configured public URL; prices and stock need a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { call, loginAs, startTestServer } from '../customer/harness.js';

let server: RunningServer;
let ddp: string;
let fob: string;
let artNo: string;
beforeAll(async () => {
  server = await startTestServer({ auth: { publicUrl: 'https://shop.kontor.example', logCodes: false } });
  ddp = (await loginAs(server, 'ddp-buyer')).token;
  fob = (await loginAs(server, 'fob-buyer')).token;
  artNo = (await server.db.query<{ art_no: string }>('SELECT art_no FROM sku ORDER BY id LIMIT 1'))[0]!.art_no;
});
afterAll(() => server.close());

const RECEIPT = '/admin/sys-file/kontor/ddp-buyer-receipt.pdf';
const withToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('customer files', () => {
  it('need a token: an invoice or a receipt is not served to whoever has the link', async () => {
    const [invoice] = await server.db.query<{ file_link: string }>('SELECT file_link FROM order_invoice WHERE file_link IS NOT NULL LIMIT 1');
    for (const link of [RECEIPT, invoice!.file_link]) expect((await fetch(server.url + link)).status).toBe(401);
  });

  it('belong to their owner: another customer gets 404', async () => {
    expect((await fetch(server.url + RECEIPT, withToken(fob))).status).toBe(404);
  });

  it('are served to the owner with Content-Disposition and nosniff', async () => {
    const own = await fetch(server.url + RECEIPT, withToken(ddp));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toMatch(/^inline; filename="/);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('links', () => {
  const application = () => ({
    artNo, serviceType: 1, applyQuantity: 1, contactPerson: 'Greta Hoffmann', email: 'einkauf@gartenwelt-hoffmann.example',
    damageDescription: 'Cracked.', proofOfPurchase: [RECEIPT],
  });
  const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_order'))[0]!.n;

  it('proofs accept only this member’s own uploads, never javascript: or foreign URLs', async () => {
    const before = await count();
    for (const proof of ['javascript:alert(1)', 'https://evil.example/x.pdf', '/admin/sys-file/kontor/fob-buyer-receipt.pdf']) {
      const answer = await call(server.url, ddp, 'POST', '/scgl/rfstoreserviceorder', { ...application(), proofOfPurchase: [proof] });
      expect(answer.body.code).toBe(1);
      expect(answer.body.msg).toMatch(/^validation\.(link\.invalid|upload\.notOwn)$/);
    }
    expect(await count()).toBe(before);
    expect((await call(server.url, ddp, 'POST', '/scgl/rfstoreserviceorder', application())).body.code).toBe(0);
  });

  it('share links name KONTOR_PUBLIC_URL, whatever Host header the request carried', async () => {
    const answer = await call(server.url, ddp, 'POST', '/scgl/question/getShareUrl', { skuCode: artNo }, { 'X-Forwarded-Host': 'evil.example' });
    expect(answer.body.data).toMatch(/^https:\/\/shop\.kontor\.example\/shareShow\?/);
    const raw = await fetch(`${server.url}/scgl/question/getShareUrl`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ddp}`, 'Content-Type': 'application/json', Host: 'evil.example' },
      body: JSON.stringify({ skuCode: artNo }),
    });
    expect(((await raw.json()) as { data: string }).data).toMatch(/^https:\/\/shop\.kontor\.example\//);
  });

  it('a public share visit stores only its known fields', async () => {
    const shared = await call(server.url, ddp, 'POST', '/scgl/share/saveShareData', { skuCode: artNo, channel: 'link', junk: 'x'.repeat(1000) });
    const { id } = shared.body.data as { id: number };
    const visit = await call(server.url, undefined, 'POST', '/scgl/share/saveShareVisitData', { shareId: id, url: 'javascript:alert(1)', extra: 'y'.repeat(3000) });
    expect(visit.body.code).toBe(0);
    const [row] = await server.db.query<{ data: string }>('SELECT data::text FROM product_share_visit WHERE share_id = $1', [id]);
    expect(row!.data).not.toContain('yyy');
    expect(row!.data).not.toContain('javascript');
    const [share] = await server.db.query<{ data: string }>('SELECT data::text FROM product_share WHERE id = $1', [id]);
    expect(share!.data).not.toContain('xxx');
  });
});

describe('client error log (issue 32, item 7)', () => {
  const entry = { type: 'error', message: 'boom', stack: '', info: '', time: '2026-11-24 10:00:00' };
  const storedUrls = async (message: string) =>
    (await server.db.query<{ url: string | null }>('SELECT url FROM sys_log WHERE message = $1 ORDER BY id', [message])).map((row) => row.url);

  it('keeps a page address only when it is http(s), as every link field does', async () => {
    const message = 'links-rule-check';
    const urls = ['javascript:alert(1)', 'data:text/html,x', '//evil.example/', 'https://shop.kontor.example/shopping'];
    const answer = await call(server.url, ddp, 'POST', '/admin/log/logs', urls.map((url) => ({ ...entry, message, url })));
    expect(answer.body.code).toBe(0);
    expect(await storedUrls(message)).toEqual([null, null, null, 'https://shop.kontor.example/shopping']);
  });
});

describe('3D view (issue 32, item 9)', () => {
  it('a product without a 3D model is an ordinary answer: HTTP 200, code 0, no model', async () => {
    for (const token of [ddp, undefined]) {
      const answer = await call(server.url, token, 'POST', '/scgl/threed/getThreedBySkucode', { skuCode: artNo });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 0, msg: null, data: null });
    }
  });
});

describe('public surface', () => {
  it('prices and stock need a session; the catalogue answers without them', async () => {
    expect((await call(server.url, undefined, 'GET', '/scgl/rfprice/sku?skuId=1')).status).toBe(401);
    expect((await call(server.url, undefined, 'POST', '/scgl/rfstockproduct/getStockProduct', { skuId: 1 })).status).toBe(401);
    const anonymous = await call(server.url, undefined, 'POST', '/scgl/rfgoodsattrsku/yq/skuid', { skuId: 1, languageId: 2 });
    expect(JSON.stringify(anonymous.body)).not.toMatch(/unitPrice|stockCn|stockDe/);
    const signedIn = await call(server.url, ddp, 'POST', '/scgl/rfgoodsattrsku/yq/skuid', { skuId: 1, languageId: 2 });
    expect(JSON.stringify(signedIn.body)).toMatch(/unitPrice/);
    expect((await call(server.url, ddp, 'GET', '/scgl/rfprice/sku?skuId=1')).body.code).toBe(0);
  });
});
