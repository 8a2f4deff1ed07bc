import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KontorClient } from '@kontor/api/client';
import { AFTER_SALES_STATUSES, SERVICE_TYPES } from '@kontor/api/rules';
import type { RunningServer } from '../../src/server.js';
import { call, loginAs, startTestServer } from './harness.js';

let server: RunningServer;
let ddp: { client: KontorClient; token: string };
let fob: { client: KontorClient; token: string };
beforeAll(async () => {
  server = await startTestServer();
  ddp = await loginAs(server, 'ddp-buyer');
  fob = await loginAs(server, 'fob-buyer');
  // A known product and a proof ddp-buyer uploaded (issue 9: unknown SKUs and foreign files are refused).
  const [sku] = await server.db.query<{ art_no: string }>('SELECT art_no FROM sku ORDER BY id LIMIT 1');
  application.artNo = sku!.art_no;
});
afterAll(() => server.close());

const application = {
  artNo: '',
  serviceType: 1 as const,
  applyQuantity: 2,
  contactPerson: 'Greta Hoffmann',
  email: 'einkauf@gartenwelt-hoffmann.example',
  damageDescription: 'Two armrests cracked.',
  proofOfPurchase: ['/admin/sys-file/kontor/ddp-buyer-receipt.pdf'],
};

describe('after-sales requests', () => {
  it('lists requests in every status and of every service type, with their proofs', async () => {
    const page = await ddp.client.serviceOrders.mine({ current: 1, size: 50 });
    expect(new Set(page.records.map((r) => r.status))).toEqual(new Set(AFTER_SALES_STATUSES.map((s) => s.value)));
    expect(new Set(page.records.map((r) => r.serviceType))).toEqual(new Set(SERVICE_TYPES.map((s) => s.value)));
    const first = page.records[0]!;
    expect(first.proofOfPurchase[0]).toMatch(/^\/admin\/sys-file\/kontor\//);
    const proof = await fetch(server.url + first.proofOfPurchase[0]!, { headers: { Authorization: `Bearer ${ddp.token}` } });
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    expect(await ddp.client.serviceOrders.get(first.id)).toMatchObject({ id: first.id, artNo: first.artNo });
    const cancelled = page.records.find((r) => r.status === 9)!;
    expect(await ddp.client.serviceOrders.status({ orderNo: cancelled.orderNo!, skuId: cancelled.skuId! })).toEqual(expect.any(Number));
  });

  it('files a request with the apply form’s required fields, for the member’s own orders only', async () => {
    const [own] = await server.db.query<{ order_no: string }>("SELECT order_no FROM store_order o JOIN app_user u ON u.id = o.user_id WHERE u.username = 'ddp-buyer' LIMIT 1");
    const [theirs] = await server.db.query<{ order_no: string }>("SELECT order_no FROM store_order o JOIN app_user u ON u.id = o.user_id WHERE u.username = 'fob-buyer' LIMIT 1");
    const filed = (await ddp.client.serviceOrders.apply({ ...application, orderNo: own!.order_no })) as { id: number; status: number };
    expect(filed.status).toBe(0);
    for (const [field, key] of [
      ['artNo', 'validation.afterSales.artNo.required'],
      ['contactPerson', 'validation.afterSales.contactPerson.required'],
      ['email', 'validation.afterSales.email.required'],
      ['damageDescription', 'validation.afterSales.damageDescription.required'],
    ] as const) {
      await expect(ddp.client.serviceOrders.apply({ ...application, [field]: '' })).rejects.toMatchObject({ message: key });
    }
    await expect(ddp.client.serviceOrders.apply({ ...application, proofOfPurchase: [] })).rejects.toMatchObject({ message: 'validation.afterSales.proofOfPurchase.required' });
    await expect(ddp.client.serviceOrders.apply({ ...application, proofImages: ['1', '2', '3', '4', '5', '6'].map((n) => `/admin/sys-file/kontor/${n}.png`) })).rejects.toMatchObject({ message: 'validation.upload.maxFiles' });
    const foreign = await call(server.url, ddp.token, 'POST', '/scgl/rfstoreserviceorder', { ...application, orderNo: theirs!.order_no });
    expect(foreign.status).toBe(404);
  });
});

describe('questions and shares', () => {
  it('asks, answers the own and the answered questions of others, closes and gives feedback', async () => {
    const [{ sku_code: skuCode }] = (await server.db.query<{ sku_code: string }>(
      "SELECT q.sku_code FROM question q JOIN app_user u ON u.id = q.user_id WHERE u.username = 'fob-buyer' AND q.answer IS NOT NULL AND NOT q.closed LIMIT 1",
    )) as [{ sku_code: string }];
    const asked = (await ddp.client.questions.ask({ skuCode, content: 'Is there a matching side table?' })) as { id: number };
    await expect(ddp.client.questions.ask({ skuCode, content: '   ' })).rejects.toMatchObject({ message: 'validation.question.required' });
    const list = await ddp.client.questions.bySku({ skuCode });
    expect(list.some((q) => q.id === asked.id)).toBe(true);
    const others = list.filter((q) => (q as { mine?: boolean }).mine === false);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((q) => q.answer && q.userName?.includes('***'))).toBe(true);
    await ddp.client.questions.feedback({ id: asked.id, content: 'Thanks', helpful: true });
    await ddp.client.questions.close(asked.id);
    await expect(fob.client.questions.close(asked.id)).rejects.toMatchObject({ status: 404 });
  });

  it('shares a product by link and by mail (checked like the share form) and records a public visit', async () => {
    const url = await ddp.client.questions.shareUrl(application.artNo);
    expect(url).toMatch(new RegExp(`/shareShow\\?skuCode=${application.artNo}&share=`));
    await expect(ddp.client.questions.shareByEmail({ senderName: 'Greta', senderEmail: 'greta@example.com', inviteeEmail: 'not-an-email', skuCode: application.artNo })).rejects.toMatchObject({
      message: 'validation.share.inviteeEmail.format',
    });
    await ddp.client.questions.shareByEmail({ senderName: 'Greta', senderEmail: 'greta@example.com', inviteeEmail: 'friend@example.com', skuCode: application.artNo });
    const saved = (await ddp.client.share.save({ skuCode: application.artNo, channel: 'wechat' })) as { id: number };
    const visit = await call(server.url, undefined, 'POST', '/scgl/share/saveShareVisitData', { shareId: saved.id, url: '/shareShow' });
    expect(visit.body).toMatchObject({ code: 0, data: true });
  });
});

describe('parts-service posts', () => {
  it('adds, lists, cancels while processing, answers responses and takes a rating only once processed', async () => {
    const added = (await ddp.client.servicePosts.add({ title: 'Glide caps', content: 'We need 40 glide caps.' })) as { id: number };
    const page = await ddp.client.servicePosts.page({ current: 1, size: 20 });
    expect(new Set(page.records.map((p) => p.serviceStatus))).toEqual(new Set([0, 1, 2]));
    await expect(ddp.client.servicePosts.evaluate({ id: added.id, evaluation: 5 })).rejects.toMatchObject({ message: 'servicePost.evaluation.notAllowed' });
    await ddp.client.servicePosts.setStatus({ id: added.id, serviceStatus: 2 });
    expect((await ddp.client.servicePosts.get(added.id)).serviceStatus).toBe(2);
    const processed = page.records.find((p) => p.serviceStatus === 1)!;
    expect(await ddp.client.servicePosts.responses(processed.id)).toEqual([expect.objectContaining({ content: expect.any(String) })]);
    await ddp.client.servicePosts.evaluate({ id: processed.id, evaluation: 4 });
    await expect(fob.client.servicePosts.get(processed.id)).rejects.toMatchObject({ status: 404 });
  });
});
