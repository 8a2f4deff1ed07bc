// The quick order on the server: the SKU-code look-up (signed in) and addBatch's whole-carton rule (issue 13, item 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KontorClient } from '@kontor/api/client';
import { QUICK_ORDER_PROBLEMS, checkQuickOrder, parseQuickOrderText, quickOrderValidRows } from '@kontor/api/rules';
import type { RunningServer } from '../../src/server.js';
import { call, loginAs, startTestServer } from './harness.js';

let server: RunningServer;
let ddp: { client: KontorClient; token: string };
/** A product sold in cartons of more than one piece, in stock, without a maximum, not yet in a cart. */
const boxed = { id: 0, artNo: '', packingUnit: 0 };

beforeAll(async () => {
  server = await startTestServer();
  ddp = await loginAs(server, 'ddp-buyer');
  const [row] = await server.db.query<{ id: number; art_no: string; packing_unit: number }>(
    `SELECT id, art_no, packing_unit FROM sku WHERE NOT is_spare_part AND packing_unit > 1 AND stock_cn > 0 AND max_order_qty IS NULL
        AND volume < 1 AND id NOT IN (SELECT sku_id FROM cart_item) ORDER BY id LIMIT 1`,
  );
  Object.assign(boxed, { id: row!.id, artNo: row!.art_no, packingUnit: row!.packing_unit });
});
afterAll(() => server.close());

describe('POST /scgl/rfgoodsattrsku/skuCodes', () => {
  it('answers the products of the codes it knows, in any case, with their stock', async () => {
    const products = await ddp.client.skus.byCodes({ skuCodes: [boxed.artNo.toLowerCase(), 'NO-SUCH-1', boxed.artNo], languageId: 3 });
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ skuId: boxed.id, artNo: boxed.artNo, packingUnit: boxed.packingUnit, stock: expect.any(Number) });
    expect(products[0]!['stock']).toBeGreaterThan(0);
  });

  it('needs a session and refuses a list over the batch limit', async () => {
    const anonymous = await call(server.url, undefined, 'POST', '/scgl/rfgoodsattrsku/skuCodes', { skuCodes: ['A'], languageId: 2 });
    expect(anonymous.status).toBe(401);
    const tooMany = await call(server.url, ddp.token, 'POST', '/scgl/rfgoodsattrsku/skuCodes', { skuCodes: Array.from({ length: 201 }, (_, i) => `X${i}`), languageId: 2 });
    expect(tooMany.body).toMatchObject({ code: 1 });
  });
});

describe('addBatch with wholeCartons', () => {
  it('refuses a quantity off the packing unit, all or nothing, and adds whole cartons', async () => {
    const before = (await ddp.client.cart.page(2)).total;
    await expect(ddp.client.cart.addBatch([{ skuId: boxed.id, quantity: boxed.packingUnit + 1, cartType: 1 }], { wholeCartons: true }))
      .rejects.toMatchObject({ message: QUICK_ORDER_PROBLEMS.notPacking });
    expect((await ddp.client.cart.page(2)).total).toBe(before);
    await ddp.client.cart.addBatch([{ skuId: boxed.id, quantity: boxed.packingUnit * 2, cartType: 1 }], { wholeCartons: true });
    const line = (await ddp.client.cart.page(2)).records.find((record) => record.skuId === boxed.id && record.cartType === 1);
    expect(line?.quantity).toBe(boxed.packingUnit * 2);
  });

  it('accepts what the browser-side rules accept for the same pasted rows', async () => {
    const text = `${boxed.artNo} ${boxed.packingUnit}\nNO-SUCH-1 1`;
    const lines = parseQuickOrderText(text);
    const products = await ddp.client.skus.byCodes({ skuCodes: lines.map((line) => line.sku), languageId: 2 });
    const valid = quickOrderValidRows(checkQuickOrder(lines, products));
    expect(valid.map((row) => row.sku)).toEqual([boxed.artNo]);
    await ddp.client.cart.addBatch(valid.map((row) => ({ skuId: row.product!.skuId, quantity: row.quantity!, cartType: 1 })), { wholeCartons: true });
    const line = (await ddp.client.cart.page(2)).records.find((record) => record.skuId === boxed.id && record.cartType === 1);
    expect(line?.quantity).toBe(boxed.packingUnit * 3);
  });
});
