// An order's invoice (issue 14, item 6): asked by the order's id with `?by=order`; none yet is the answer null.
import { describe, expect, it } from 'vitest';
import { ok, withServer } from './support.js';

const server = withServer();

describe('invoice of an order', () => {
  it('asks by the order id for an order’s invoice', async () => {
    const client = server.client('GET', '/scgl/orderBaseInvoice/7', ok({ id: 3, orderId: 7, invoiceNo: 'INV-KO7' }));
    await expect(client.invoices.ofOrder(7)).resolves.toMatchObject({ orderId: 7 });
    expect(server.sent('GET', '/scgl/orderBaseInvoice/7').query.get('by')).toBe('order');
  });

  it('answers null for an order without an invoice yet', async () => {
    const client = server.client('GET', '/scgl/orderBaseInvoice/8', ok(null));
    await expect(client.invoices.ofOrder(8)).resolves.toBeNull();
  });

  it('sends no query for an invoice id', async () => {
    const client = server.client('GET', '/scgl/orderBaseInvoice/3', ok({ id: 3, orderId: 7 }));
    await client.invoices.get(3);
    expect([...server.sent('GET', '/scgl/orderBaseInvoice/3').query.keys()]).toEqual([]);
  });
});
