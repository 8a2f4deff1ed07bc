/**
 * Parts-service posts end to end on a real server: a customer sees only their own posts, the service answers
 * and completes a post through the demo status switch, evaluation only once processed and within 1..5, and the
 * parts search finds spare parts by the product they belong to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KontorClient } from '@kontor/api/client';
import { page, product } from '@kontor/api/contract';
import { EVALUATION_RANGE, SERVICE_POST_STATUS } from '@kontor/api/rules';
import type { RunningServer } from '../../src/server.js';
import { call, loginAs, startTestServer } from './harness.js';

let server: RunningServer;
let ddp: { client: KontorClient; token: string };
let fob: { client: KontorClient; token: string };
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  ddp = await loginAs(server, 'ddp-buyer');
  fob = await loginAs(server, 'fob-buyer');
  admin = (await loginAs(server, 'admin')).token;
});
afterAll(() => server.close());

const answer = 'The hinge ships with your next container.';
const move = (id: number, status: number, response?: string) =>
  call(server.url, admin, 'POST', '/admin/demo/status', { kind: 'post', id, status, ...(response ? { response } : {}) });

describe('service posts', () => {
  it("lists only the customer's own posts, and another customer cannot open one", async () => {
    const added = (await ddp.client.servicePosts.add({ title: 'Only mine', content: 'A private question.' })) as { id: number };
    const theirs = await fob.client.servicePosts.page({ current: 1, size: 100 });
    expect(theirs.records.map((post) => post.id)).not.toContain(added.id);
    expect(theirs.records.some((post) => post.title === 'Only mine')).toBe(false);
    const mine = await ddp.client.servicePosts.page({ current: 1, size: 100 });
    expect(mine.records[0]).toMatchObject({ id: added.id, title: 'Only mine', serviceStatus: SERVICE_POST_STATUS.processing });
    await expect(fob.client.servicePosts.responses(added.id)).rejects.toMatchObject({ status: 404 });
    await expect(fob.client.servicePosts.evaluate({ id: added.id, evaluation: 5 })).rejects.toMatchObject({ status: 404 });
    await expect(fob.client.servicePosts.setStatus({ id: added.id, serviceStatus: SERVICE_POST_STATUS.cancelled })).rejects.toMatchObject({ status: 404 });
  });

  it('filters by status and pages', async () => {
    const processed = await ddp.client.servicePosts.page({ current: 1, size: 100, serviceStatus: SERVICE_POST_STATUS.processed });
    expect(processed.records.length).toBeGreaterThan(0);
    expect(processed.records.every((post) => post.serviceStatus === SERVICE_POST_STATUS.processed)).toBe(true);
    const first = await ddp.client.servicePosts.page({ current: 1, size: 1 });
    expect(first.records).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
  });

  it('is completed by the status switch with the service’s answer, then takes a rating of 1 to 5', async () => {
    const added = (await ddp.client.servicePosts.add({ title: 'Hinge', content: 'The hinge of a folding chair broke.' })) as { id: number };
    await expect(ddp.client.servicePosts.evaluate({ id: added.id, evaluation: 4 })).rejects.toMatchObject({ message: 'servicePost.evaluation.notAllowed' });
    expect(await ddp.client.servicePosts.responses(added.id)).toEqual([]);

    const moved = await move(added.id, SERVICE_POST_STATUS.processed, answer);
    expect(moved.body).toMatchObject({ code: 0, data: { task: `Service post #${added.id} Hinge: processed` } });
    expect(await ddp.client.servicePosts.get(added.id)).toMatchObject({ serviceStatus: SERVICE_POST_STATUS.processed, response: answer });
    expect(await ddp.client.servicePosts.responses(added.id)).toEqual([expect.objectContaining({ content: answer })]);

    for (const evaluation of [EVALUATION_RANGE.min - 1, EVALUATION_RANGE.max + 1, 2.5]) {
      const refused = await call(server.url, ddp.token, 'POST', '/scgl/servicePost/evaluation', { id: added.id, evaluation });
      expect(refused.body.code).toBe(1);
    }
    await ddp.client.servicePosts.evaluate({ id: added.id, evaluation: EVALUATION_RANGE.max });
    expect((await ddp.client.servicePosts.get(added.id)).evaluation).toBe(EVALUATION_RANGE.max);
    // A processed post can no longer be cancelled.
    await expect(ddp.client.servicePosts.setStatus({ id: added.id, serviceStatus: SERVICE_POST_STATUS.cancelled })).rejects.toMatchObject({
      message: 'servicePost.status.notAllowed',
    });
  });

  it('refuses a cancelled post’s rating, an unknown status, a customer at the switch', async () => {
    const added = (await ddp.client.servicePosts.add({ title: 'Crank', content: 'The crank handle is lost.' })) as { id: number };
    await ddp.client.servicePosts.setStatus({ id: added.id, serviceStatus: SERVICE_POST_STATUS.cancelled });
    await expect(ddp.client.servicePosts.evaluate({ id: added.id, evaluation: 3 })).rejects.toMatchObject({ message: 'servicePost.evaluation.notAllowed' });
    expect((await move(added.id, 7)).body).toMatchObject({ code: 1, msg: 'status.unknown' });
    expect((await move(999_999, SERVICE_POST_STATUS.processed)).status).toBe(404);
    const customer = await call(server.url, ddp.token, 'POST', '/admin/demo/status', { kind: 'post', id: added.id, status: 1 });
    expect(customer.status).toBe(403);
  });
});

describe('parts search by product', () => {
  it("finds a product's spare parts by the product's name, which the parts' own names do not carry", async () => {
    const [parent] = await server.db.query<{ id: number; name: string }>(
      `SELECT p.id, l.name FROM sku p JOIN sku_label l ON l.sku_id = p.id AND l.language_id = 2
        WHERE EXISTS (SELECT 1 FROM sku s WHERE s.parent_sku_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    const found = page(product).parse(await ddp.client.spareParts.list({ languageId: 2, current: 1, size: 100, searchWord: parent!.name }));
    const ofParent = found.records.filter((part) => (part as { parentSkuId?: unknown }).parentSkuId === parent!.id);
    expect(ofParent.length).toBeGreaterThan(0);
    expect(ofParent.every((part) => !part.name.includes(parent!.name))).toBe(true);
  });
});
