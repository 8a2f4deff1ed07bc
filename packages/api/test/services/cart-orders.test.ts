// Cart, orders, addresses, after-sales, cabinet hints and invoices against a real server.
import { describe, expect, it } from 'vitest';
import type { OrderPlaceBody, ServiceOrderApplyBody } from '../../src/contract/calls/index.js';
import { cartCount } from '../../src/client/index.js';
import { addressSample, orderSample, productSample } from '../contract/samples.js';
import { jsonOf, ok, pageOf, queryOf, rejection, withServer } from './support.js';

const server = withServer();
const line = {
  id: 501,
  skuId: 70012,
  artNo: 'GF-4410-AN',
  quantity: 68,
  volume: 0.86,
  cartType: 1,
};

describe('cart', () => {
  it('reads page 1 of 100 lines in the language and counts the total, not the lines', async () => {
    const client = server.client('GET', '/scgl/rfstorecart/my/page', ok(pageOf([line], 143, 100)));
    const page = await client.cart.page(3);
    expect(queryOf(server.sent('GET', '/scgl/rfstorecart/my/page'))).toEqual({
      size: '100',
      current: '1',
      languageId: '3',
    });
    expect(page.records).toHaveLength(1);
    expect(cartCount(page)).toBe(143);
  });

  it('counts an empty or missing cart as 0', () => {
    expect(cartCount(pageOf([], 0, 100))).toBe(0);
    expect(cartCount(undefined)).toBe(0);
  });

  it('filters the cart page with a POST body and the same query', async () => {
    const client = server.client(
      'POST',
      '/scgl/rfstorecart/my/page',
      ok(pageOf([{ ...line, cartType: 2 }], 1, 100)),
    );
    await client.cart.filteredPage(1, { cartType: 2 });
    const request = server.sent('POST', '/scgl/rfstorecart/my/page');
    expect(queryOf(request)).toEqual({ size: '100', current: '1', languageId: '1' });
    expect(jsonOf(request)).toEqual({ cartType: 2 });
  });

  it('adds a line, changes its quantity and deletes lines by id in the DELETE body', async () => {
    const client = server.client('POST', '/scgl/rfstorecart', ok(true));
    server.client('PUT', '/scgl/rfstorecart', ok(true));
    server.client('DELETE', '/scgl/rfstorecart/batchdel', ok(true));
    await client.cart.add({ skuId: 70012, quantity: 68, cartType: 1 });
    await client.cart.update({ id: 501, quantity: 60 });
    await client.cart.removeBatch([501, '502']);
    expect(jsonOf(server.sent('POST', '/scgl/rfstorecart'))).toEqual({
      skuId: 70012,
      quantity: 68,
      cartType: 1,
    });
    expect(jsonOf(server.sent('PUT', '/scgl/rfstorecart'))).toEqual({ id: 501, quantity: 60 });
    expect(jsonOf(server.sent('DELETE', '/scgl/rfstorecart/batchdel'))).toEqual([501, '502']);
  });

  it('rejects a cart page without its total as a schema error', async () => {
    const client = server.client('GET', '/scgl/rfstorecart/my/page', ok({ records: [line] }));
    expect((await rejection(client.cart.page(2))).kind).toBe('schema');
  });
});

describe('orders', () => {
  it('places the chosen cart lines with the order form as body', async () => {
    const client = server.client('POST', '/scgl/rfstoreorder', ok({ orderNo: 'KO20260105001' }));
    const form: OrderPlaceBody = {
      kind: 'container',
      eta: '2026-02-20',
      cabinetType: '40H',
      containerCount: 1,
      addressId: 88,
      cartIds: [501],
    };
    await expect(client.orders.place(form)).resolves.toEqual({ orderNo: 'KO20260105001' });
    expect(jsonOf(server.sent('POST', '/scgl/rfstoreorder'))).toEqual(form);
  });

  it('lists the member’s orders page by page and reads one', async () => {
    const client = server.client('GET', '/scgl/rfstoreorder/my/page', ok(pageOf([orderSample], 1)));
    server.client('GET', '/scgl/rfstoreorder/my/1601', ok(orderSample));
    const page = await client.orders.mine({ current: 2, size: 5, status: 1 });
    expect(page.records[0]?.orderNo).toBe('KO20260105001');
    expect(queryOf(server.sent('GET', '/scgl/rfstoreorder/my/page'))).toEqual({
      current: '2',
      size: '5',
      status: '1',
    });
    await expect(client.orders.get('1601')).resolves.toMatchObject({
      totalVolume: 58.48,
      containerCount: 1,
    });
  });

  it('reads the ports of arrival', async () => {
    const client = server.client(
      'POST',
      '/scgl/rfstoreorder/getPortOfArrivals',
      ok([{ id: 1, name: 'Hamburg', code: 'DEHAM' }]),
    );
    await expect(client.orders.portsOfArrival({ languageId: 3 })).resolves.toEqual([
      { id: 1, name: 'Hamburg', code: 'DEHAM' },
    ]);
    expect(jsonOf(server.sent('POST', '/scgl/rfstoreorder/getPortOfArrivals'))).toEqual({
      languageId: 3,
    });
  });
});

describe('addresses', () => {
  it('saves an address with POST on its id path', async () => {
    const client = server.client('POST', '/scgl/rfmemberreceiving/88', ok(true));
    await client.addresses.save(88, { ...addressSample, fax: undefined, deliveryType: 1 });
    expect(jsonOf(server.sent('POST', '/scgl/rfmemberreceiving/88'))).toMatchObject({
      company: 'Gartenmöbel Huber GmbH',
    });
  });

  it('lists the member’s addresses', async () => {
    const client = server.client('GET', '/scgl/rfmemberreceiving/member', ok([addressSample]));
    await expect(client.addresses.mine()).resolves.toEqual([addressSample]);
  });
});

describe('after-sales, cabinet hints and invoices', () => {
  it('files an after-sales request and pages them with the spec’s trailing slash', async () => {
    const client = server.client('POST', '/scgl/rfstoreserviceorder', ok(true));
    server.client('GET', '/scgl/rfstoreserviceorder/my/page/', ok(pageOf([])));
    const form: ServiceOrderApplyBody = {
      artNo: 'GF-4410-AN',
      serviceType: 0,
      applyQuantity: 2,
      contactPerson: 'Anna Huber',
      email: 'anna@huber.example',
      damageDescription: 'Cushion torn',
      proofOfPurchase: ['/admin/sys-file/invoice.pdf'],
    };
    await client.serviceOrders.apply(form);
    expect(jsonOf(server.sent('POST', '/scgl/rfstoreserviceorder'))).toEqual(form);
    await expect(client.serviceOrders.mine({ current: 1, size: 10 })).resolves.toMatchObject({
      total: 0,
    });
    expect(queryOf(server.sent('GET', '/scgl/rfstoreserviceorder/my/page/'))).toEqual({
      current: '1',
      size: '10',
    });
  });

  it('reads the fill hint of the cart, one hint or one per cabinet type', async () => {
    const hint = { cabinetType: '40H', capacity: 60, volume: 58.48, missingVolume: 1.52 };
    const client = server.client('POST', '/scgl/rfcabinetconfig/cabinetConfig/tipps', ok([hint]));
    await expect(client.cabinet.tips({ cartType: 1, languageId: 3 })).resolves.toEqual([hint]);
    expect(jsonOf(server.sent('POST', '/scgl/rfcabinetconfig/cabinetConfig/tipps'))).toEqual({
      cartType: 1,
      languageId: 3,
    });
  });

  it('reads an order’s invoice and sends a new one', async () => {
    const client = server.client(
      'GET',
      '/scgl/orderBaseInvoice/9',
      ok({ id: 9, orderId: 1601, invoiceNo: 'R-2026-9' }),
    );
    server.client('POST', '/scgl/orderBaseInvoice/add', ok(null));
    await expect(client.invoices.get(9)).resolves.toEqual({
      id: 9,
      orderId: 1601,
      invoiceNo: 'R-2026-9',
    });
    await expect(client.invoices.add({ orderId: 1601, company: 'Huber GmbH' })).resolves.toBeNull();
    expect(jsonOf(server.sent('POST', '/scgl/orderBaseInvoice/add'))).toEqual({
      orderId: 1601,
      company: 'Huber GmbH',
    });
  });

  it('reads a SKU price', async () => {
    const client = server.client(
      'GET',
      '/scgl/rfprice/sku',
      ok({ skuId: productSample.skuId, unitPrice: 389.5, currency: 'EUR' }),
    );
    await expect(client.skus.price({ skuId: 70012 })).resolves.toMatchObject({ unitPrice: 389.5 });
    expect(queryOf(server.sent('GET', '/scgl/rfprice/sku'))).toEqual({ skuId: '70012' });
  });
});

describe('order placement', () => {
  it('sends the caller\'s idempotency key, so a repeated submission names the same order', async () => {
    const client = server.client('POST', '/scgl/rfstoreorder', ok(true));
    await client.orders.place(orderSample as unknown as OrderPlaceBody, { idempotencyKey: 'form-42' });
    await client.orders.place(orderSample as unknown as OrderPlaceBody, { idempotencyKey: 'form-42' });
    const sent = server.sentAll('POST', '/scgl/rfstoreorder');
    expect(sent.map((request) => request.headers['idempotency-key'])).toEqual(['form-42', 'form-42']);
    await client.orders.place(orderSample as unknown as OrderPlaceBody);
    const fresh = server.sentAll('POST', '/scgl/rfstoreorder')[2]!.headers['idempotency-key'];
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
  });
});
