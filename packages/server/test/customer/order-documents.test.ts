// Issue 14, item 7: an order's documents (its invoice, its after-sales proofs) come as blobs with their names,
// one at a time or zipped together (down/batch), only for the member they belong to.
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/server.js';
import { loginAs, startTestServer } from './harness.js';

let server: RunningServer;
let ddp: string;
let fob: string;
beforeAll(async () => {
  server = await startTestServer({ auth: { logCodes: false } });
  ddp = (await loginAs(server, 'ddp-buyer')).token;
  fob = (await loginAs(server, 'fob-buyer')).token;
});
afterAll(async () => {
  await server?.close();
});

const batch = (token: string | undefined, fileNames: string[]) =>
  fetch(`${server.url}/admin/sys-file/down/batch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ fileNames }),
  });

async function ddpDocuments() {
  const [invoice] = await server.db.query<{ file_link: string; invoice_no: string }>(
    `SELECT i.file_link, i.invoice_no FROM order_invoice i JOIN app_user u ON u.id = i.user_id
      WHERE u.username = 'ddp-buyer' AND i.file_link IS NOT NULL ORDER BY i.id LIMIT 1`,
  );
  const [proof] = await server.db.query<{ link: string }>(
    `SELECT s.proof_of_purchase->>0 AS link FROM service_order s JOIN app_user u ON u.id = s.user_id
      WHERE u.username = 'ddp-buyer' ORDER BY s.id LIMIT 1`,
  );
  return { invoice: invoice!, proof: proof!.link };
}

describe('order documents', () => {
  it('an order’s invoice is found by the order’s id with ?by=order, even where an invoice id equals it', async () => {
    const [row] = await server.db.query<{ id: number; order_id: number }>(
      `SELECT i.id, i.order_id FROM order_invoice i JOIN app_user u ON u.id = i.user_id
        WHERE u.username = 'ddp-buyer' AND i.id <> i.order_id ORDER BY i.id LIMIT 1`,
    );
    const byOrder = await fetch(`${server.url}/scgl/orderBaseInvoice/${row!.order_id}?by=order`, { headers: { Authorization: `Bearer ${ddp}` } });
    expect(((await byOrder.json()) as { data: { id: number } }).data.id).toBe(row!.id);
    const [open] = await server.db.query<{ id: number }>(
      `SELECT o.id FROM store_order o JOIN app_user u ON u.id = o.user_id
        WHERE u.username = 'ddp-buyer' AND NOT EXISTS (SELECT 1 FROM order_invoice i WHERE i.order_id = o.id) ORDER BY o.id LIMIT 1`,
    );
    const none = await fetch(`${server.url}/scgl/orderBaseInvoice/${open!.id}?by=order`, { headers: { Authorization: `Bearer ${ddp}` } });
    expect(none.status).toBe(200);
    expect(await none.json()).toMatchObject({ code: 0, data: null });
  });

  it('one stored invoice downloads with its name, for its member only', async () => {
    const { invoice } = await ddpDocuments();
    const get = (token: string) => fetch(server.url + invoice.file_link, { headers: { Authorization: `Bearer ${token}` } });
    const mine = await get(ddp);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('application/pdf');
    expect(mine.headers.get('Content-Disposition')).toContain(`filename="invoice-`);
    expect((await get(fob)).status).toBe(404);
  });

  it('the invoice and a proof zipped together, under their own names', async () => {
    const { invoice, proof } = await ddpDocuments();
    const answer = await batch(ddp, [invoice.file_link, proof]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/zip');
    const names = Object.keys(unzipSync(new Uint8Array(await answer.arrayBuffer())));
    expect(names).toHaveLength(2);
    expect(names.some((name) => name.startsWith('invoice-') && name.endsWith('.pdf'))).toBe(true);
  });

  it('another member’s documents are not found, and without a token nothing is read', async () => {
    const { invoice } = await ddpDocuments();
    expect((await batch(fob, [invoice.file_link])).status).toBe(404);
    expect((await batch(undefined, [invoice.file_link])).status).toBe(401);
  });
});
