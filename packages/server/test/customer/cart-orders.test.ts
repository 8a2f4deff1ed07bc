import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KontorClient } from '@kontor/api/client';
import { CART_QUERY, MAX_CART_VOLUME } from '@kontor/api/rules';
import type { RunningServer } from '../../src/server.js';
import { acceptedEta, call, firstId, loginAs, startTestServer } from './harness.js';

let server: RunningServer;
let ddp: { client: KontorClient; token: string };
let fob: { client: KontorClient; token: string };
const sku = { inStock: 0, zeroStock: 0, limited: 0, limit: 0, volume: 0 };

beforeAll(async () => {
  server = await startTestServer();
  ddp = await loginAs(server, 'ddp-buyer');
  fob = await loginAs(server, 'fob-buyer');
  const pick = async (where: string) => (await server.db.query<{ id: number; max_order_qty: number; volume: number }>(
    `SELECT id, max_order_qty, volume::float8 AS volume FROM sku WHERE NOT is_spare_part AND ${where} ORDER BY id LIMIT 1`,
  ))[0]!;
  const free = await pick('stock_cn > 0 AND max_order_qty IS NULL AND volume BETWEEN 0.2 AND 2 AND id NOT IN (SELECT sku_id FROM cart_item)');
  Object.assign(sku, {
    inStock: free.id,
    volume: free.volume,
    zeroStock: (await pick('stock_cn + stock_de + stock_production = 0')).id,
    limited: (await pick('max_order_qty IS NOT NULL AND stock_cn > 0')).id,
    limit: (await pick('max_order_qty IS NOT NULL AND stock_cn > 0')).max_order_qty,
  });
});
afterAll(() => server.close());

const address = (username: string) =>
  firstId(server, 'SELECT id FROM member_address WHERE user_id = $USER ORDER BY is_default DESC, id LIMIT 1', username);
const incompleteAddress = (username: string) =>
  firstId(server, 'SELECT id FROM member_address WHERE user_id = $USER AND NOT is_default LIMIT 1', username);
const shownAddress = async (client: KontorClient, id: number) => (await client.addresses.get(id)) as Record<string, unknown>;

describe('cart', () => {
  it('pages the container and pallet carts; total is the cart count', async () => {
    const all = await ddp.client.cart.page(2);
    expect(all.total).toBe(all.records.length);
    expect(all.size).toBe(CART_QUERY.size);
    expect(new Set(all.records.map((line) => line.cartType))).toEqual(new Set([1, 2]));
    const pallets = await ddp.client.cart.filteredPage(2, { cartType: 2 });
    expect(pallets.records.every((line) => line.cartType === 2)).toBe(true);
  });

  it('adds to a line, changes its quantity, and refuses what the rules refuse', async () => {
    await ddp.client.cart.add({ skuId: sku.inStock, quantity: 2, cartType: 1, languageId: 2 });
    await ddp.client.cart.add({ skuId: sku.inStock, quantity: 3, cartType: 1 });
    const line = (await ddp.client.cart.page(2)).records.find((l) => l.skuId === sku.inStock)!;
    expect(line.quantity).toBe(5);
    await ddp.client.cart.update({ id: line.id, quantity: 1 });
    await expect(ddp.client.cart.add({ skuId: sku.zeroStock, quantity: 1 })).rejects.toMatchObject({ message: 'stock.temporarilyUnavailable' });
    await expect(ddp.client.cart.add({ skuId: sku.limited, quantity: sku.limit + 1 })).rejects.toMatchObject({ message: 'validation.quantity.max' });
    const tooMuch = Math.ceil(MAX_CART_VOLUME / sku.volume) + 1;
    await expect(ddp.client.cart.add({ skuId: sku.inStock, quantity: tooMuch })).rejects.toMatchObject({ message: 'validation.cart.volumeCap' });
    const zero = await call(server.url, ddp.token, 'POST', '/scgl/rfstorecart', { skuId: sku.inStock, quantity: 0 });
    expect(zero.body).toMatchObject({ code: 1, msg: expect.stringMatching(/^validation\./) });
    await expect(fob.client.cart.add({ skuId: sku.inStock, quantity: 1, cartType: 2 })).rejects.toMatchObject({ message: 'cart.pallet.unavailable' });
  });

  it('adds a batch all or nothing', async () => {
    const before = (await ddp.client.cart.page(2)).total;
    await expect(ddp.client.cart.addBatch([{ skuId: sku.limited, quantity: 1 }, { skuId: sku.zeroStock, quantity: 1 }])).rejects.toBeTruthy();
    expect((await ddp.client.cart.page(2)).total).toBe(before);
    await ddp.client.cart.addBatch([{ skuId: sku.limited, quantity: 1 }]);
    expect((await ddp.client.cart.page(2)).total).toBe(before + 1);
  });

  it('deletes lines, but never the last one of a cart', async () => {
    const pallets = (await ddp.client.cart.filteredPage(2, { cartType: 2 })).records;
    expect(pallets.length).toBeGreaterThan(1);
    await expect(ddp.client.cart.removeBatch(pallets.map((line) => line.id))).rejects.toMatchObject({ message: 'cart.lastItemCannotBeDeleted' });
    await ddp.client.cart.removeBatch([pallets[0]!.id]);
    await expect(ddp.client.cart.removeBatch([pallets[1]!.id])).rejects.toMatchObject({ message: 'cart.lastItemCannotBeDeleted' });
  });
});

describe('orders', () => {
  it('places container cart lines as an order once per Idempotency-Key, and empties those lines', async () => {
    const lines = (await fob.client.cart.filteredPage(2, { cartType: 1 })).records.slice(0, 2);
    const addressId = await address('fob-buyer');
    const form = {
      kind: 'container', eta: acceptedEta(), cabinetType: '40', containerCount: 1, addressId, portId: 1,
      address: await shownAddress(fob.client, addressId), cartIds: lines.map((line) => line.id),
      // The form shows the terms; the order records the shop's own, in the buyer's language.
      languageId: 3, paymentTerms: 'Pay nothing, ever',
    };
    const headers = { 'Idempotency-Key': 'order-test-1' };
    const first = await call(server.url, fob.token, 'POST', '/scgl/rfstoreorder', form, headers);
    const again = await call(server.url, fob.token, 'POST', '/scgl/rfstoreorder', form, headers);
    expect(first.body).toMatchObject({
      code: 0,
      data: { status: 0, destinationPort: 'Hamburg', paymentTerms: '30 % Anzahlung, 70 % gegen Kopie des Konnossements', items: expect.any(Array) },
    });
    expect((again.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
    const [{ n }] = (await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM store_order WHERE idempotency_key = 'order-test-1'")) as [{ n: number }];
    expect(n).toBe(1);
    const left = (await fob.client.cart.page(2)).records.map((line) => line.id);
    expect(left).not.toContain(lines[0]!.id);
  });

  it('refuses an order without ETA, too early or on a weekend, without containers or with too few, or to an incomplete address', async () => {
    const addressId = await address('ddp-buyer');
    const base = { kind: 'container' as const, eta: acceptedEta(), cabinetType: '20' as const, containerCount: 1, addressId, address: await shownAddress(ddp.client, addressId), items: [{ skuId: sku.inStock, quantity: 1 }] };
    await expect(ddp.client.orders.buy({ ...base, eta: null })).rejects.toMatchObject({ message: 'validation.order.eta.required' });
    await expect(ddp.client.orders.buy({ ...base, eta: acceptedEta(1) })).rejects.toMatchObject({ message: 'validation.order.eta.tooEarly' });
    await expect(ddp.client.orders.buy({ ...base, containerCount: null })).rejects.toMatchObject({ message: 'validation.order.containers.required' });
    await expect(ddp.client.orders.buy({ ...base, addressId: null, address: null })).rejects.toMatchObject({ message: 'validation.order.address.required' });
    const incomplete = await incompleteAddress('ddp-buyer');
    // The stored address counts, whatever copy the form sends along.
    await expect(ddp.client.orders.buy({ ...base, addressId: incomplete })).rejects.toMatchObject({ message: 'validation.order.address.incomplete' });
    // A Saturday, and containers too small for the goods (one 20′ holds 25 m³).
    const saturday = new Date(`${base.eta}T00:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    await expect(ddp.client.orders.buy({ ...base, eta: saturday.toISOString().slice(0, 10) })).rejects.toMatchObject({ message: 'validation.order.eta.weekend' });
    const bulky = Math.ceil(26 / sku.volume);
    await expect(ddp.client.orders.buy({ ...base, items: [{ skuId: sku.inStock, quantity: bulky }] })).rejects.toMatchObject({ message: 'validation.order.containers.tooSmall' });
    const placed = await ddp.client.orders.buy(base);
    expect(placed).toMatchObject({ cabinetType: '20', containerCount: 1, eta: base.eta });
  });

  it('lists, reads, edits a placed order and answers its lines as cart lines', async () => {
    const page = await ddp.client.orders.mine({ current: 1, size: 50 });
    const statuses = new Set(page.records.map((order) => order.status));
    expect(statuses).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(page.records.map((order) => order.paymentStatus))).toEqual(new Set([0, 1]));
    const placed = page.records.find((order) => order.status === 0 && order.orderType === 1)!;
    const detail = await ddp.client.orders.get(placed.id);
    expect(detail.statusHistory?.[0]).toMatchObject({ status: 0 });
    const addressId = await address('ddp-buyer');
    const edited = await ddp.client.orders.edit({
      id: placed.id, kind: 'container', eta: acceptedEta(10), cabinetType: '40H', containerCount: 1, addressId, address: await shownAddress(ddp.client, addressId),
    });
    expect(edited).toMatchObject({ eta: acceptedEta(10), cabinetType: '40H' });
    const shipped = page.records.find((order) => order.status === 3)!;
    await expect(ddp.client.orders.edit({ id: shipped.id, kind: 'container', eta: acceptedEta(), cabinetType: '40', containerCount: 1, addressId, address: await shownAddress(ddp.client, addressId) }))
      .rejects.toMatchObject({ message: 'order.edit.notAllowed' });
    const lines = await ddp.client.orders.cartLines(placed.id);
    expect(lines[0]).toMatchObject({ skuId: expect.any(Number), quantity: expect.any(Number) });
  });

  it('keeps an edited order\'s ETA as placed, though it is now too near or a weekend; a changed ETA is checked', async () => {
    const addressId = await address('ddp-buyer');
    const base = { kind: 'container' as const, eta: acceptedEta(), cabinetType: '20' as const, containerCount: 1, addressId, address: await shownAddress(ddp.client, addressId), items: [{ skuId: sku.inStock, quantity: 1 }] };
    const placed = (await ddp.client.orders.buy(base)) as { id: number };
    // Time has passed: the ETA it was placed with is a Sunday four weeks off (too near, and not a working day).
    const sunday = new Date();
    sunday.setUTCDate(sunday.getUTCDate() + 28 + ((7 - sunday.getUTCDay()) % 7));
    const placedEta = sunday.toISOString().slice(0, 10);
    await server.db.query('UPDATE store_order SET eta = $1 WHERE id = $2', [placedEta, placed.id]);
    const form = { ...base, id: placed.id, eta: placedEta };
    await expect(ddp.client.orders.edit({ ...form, remark: 'Gate 4' })).resolves.toMatchObject({ eta: placedEta, remark: 'Gate 4' });
    const saturday = new Date(sunday);
    saturday.setUTCDate(sunday.getUTCDate() + 6 * 7 - 1);
    await expect(ddp.client.orders.edit({ ...form, eta: saturday.toISOString().slice(0, 10) })).rejects.toMatchObject({ message: 'validation.order.eta.weekend' });
    await expect(ddp.client.orders.edit({ ...form, eta: acceptedEta(2) })).rejects.toMatchObject({ message: 'validation.order.eta.tooEarly' });
  });

  it("answers an order's lines with the cart's product facts, and edits them: quantities, removals, additions", async () => {
    // The seed's placed container order (three lines), not the one-line orders placed above.
    const placed = (await ddp.client.orders.mine({ current: 1, size: 50 })).records.find(
      (order) => order.status === 0 && order.orderType === 1 && (order.items?.length ?? 0) > 2,
    )!;
    const lines = await ddp.client.orders.cartLines(placed.id);
    expect(lines.length).toBeGreaterThan(1);
    // The cart's quantity rules and load gauge need these, as the cart's own lines carry them.
    for (const key of ['weight', 'stock', 'packingUnit', 'qty20', 'qty40', 'qty40h']) expect(lines[0]).toHaveProperty(key, expect.any(Number));
    expect(lines[0]).toHaveProperty('maxOrderQty');
    const addressId = await address('ddp-buyer');
    const form = { id: placed.id, kind: 'container' as const, eta: acceptedEta(10), cabinetType: '40H' as const, containerCount: 1, addressId, address: await shownAddress(ddp.client, addressId) };
    const [first, , ...rest] = lines;
    const items = [{ skuId: first!.skuId, quantity: 1 }, ...rest.map((line) => ({ skuId: line.skuId, quantity: line.quantity })), { skuId: sku.inStock, quantity: 2 }];
    await ddp.client.orders.edit({ ...form, items });
    const edited = await ddp.client.orders.get(placed.id);
    expect(edited.items?.map((item) => [item.skuId, item.quantity])).toEqual(items.map((item) => [item.skuId, item.quantity]));

    // Over the 65 m³ cap: refused, and the order keeps its lines.
    const tooMuch = Math.ceil(MAX_CART_VOLUME / sku.volume) + 1;
    await expect(ddp.client.orders.edit({ ...form, items: [{ skuId: sku.inStock, quantity: tooMuch }] })).rejects.toMatchObject({ message: 'validation.cart.volumeCap' });
    // An order keeps at least one line.
    await expect(ddp.client.orders.edit({ ...form, items: [] })).rejects.toBeTruthy();
    expect((await ddp.client.orders.get(placed.id)).items?.length).toBe(items.length);
  });
});
