/** Shared set-up of the bounds tests: a demo customer's valid write bodies, and a fingerprint of everything writable. */
import type { RunningServer } from '../../src/server.js';
import { acceptedEta, call, loginAs } from '../customer/harness.js';

export interface Customer {
  token: string;
  userId: number;
  address: Record<string, unknown>;
  /** A product in stock with a maximum orderable quantity, and one of its cart lines. */
  sku: { id: number; artNo: string; max: number };
  cartLine: number;
  order: number;
}

export async function customer(server: RunningServer, username = 'ddp-buyer'): Promise<Customer> {
  const { token } = await loginAs(server, username);
  const [user] = await server.db.query<{ id: number }>('SELECT id FROM app_user WHERE username = $1', [username]);
  const userId = user!.id;
  const [addressRow] = await server.db.query<{ id: number }>('SELECT id FROM member_address WHERE user_id = $1 AND is_default', [userId]);
  const address = (await call(server.url, token, 'GET', `/scgl/rfmemberreceiving/${addressRow!.id}`)).body.data as Record<string, unknown>;
  const [sku] = await server.db.query<{ id: number; art_no: string; max: number }>(
    `SELECT id, art_no, max_order_qty AS max FROM sku WHERE max_order_qty BETWEEN 2 AND 500
        AND stock_cn + stock_de + stock_production > 0 AND volume < 0.5 ORDER BY id LIMIT 1`,
  );
  const [line] = await server.db.query<{ id: number }>('SELECT id FROM cart_item WHERE user_id = $1 AND cart_type = 1 ORDER BY id LIMIT 1', [userId]);
  const [order] = await server.db.query<{ id: number }>('SELECT id FROM store_order WHERE user_id = $1 AND status = 0 ORDER BY id LIMIT 1', [userId]);
  return { token, userId, address, sku: { id: sku!.id, artNo: sku!.art_no, max: sku!.max }, cartLine: line!.id, order: order!.id };
}

/** Everything a customer's write could store, as text: a refused write must leave it unchanged. */
export async function fingerprint(server: RunningServer): Promise<string> {
  const tables = ['member_address', 'cart_item', 'store_order', 'order_item', 'service_order', 'order_invoice', 'question', 'service_post',
    'sys_log', 'member', 'member_invoice', 'message', 'product_share', 'product_share_visit', 'app_user'];
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await server.db.query<{ h: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${table} t`);
    parts.push(`${table}:${row!.h ?? ''}`);
  }
  return parts.join('\n');
}

/** A valid body for each write call, to spoil one field at a time. */
export function writes(c: Customer): { method: string; path: string; body: Record<string, unknown> | unknown[] }[] {
  const orderForm = { kind: 'container', eta: acceptedEta(), cabinetType: '40', containerCount: 1, addressId: c.address.id, address: c.address };
  return [
    { method: 'POST', path: '/scgl/rfstorecart', body: { skuId: c.sku.id, quantity: 1, cartType: 1, languageId: 2 } },
    { method: 'PUT', path: '/scgl/rfstorecart', body: { id: c.cartLine, quantity: 1 } },
    { method: 'POST', path: '/scgl/rfstoreorder/buy', body: { ...orderForm, items: [{ skuId: c.sku.id, quantity: 1 }] } },
    { method: 'POST', path: '/scgl/rfstoreorder', body: { ...orderForm, cartIds: [c.cartLine] } },
    { method: 'PUT', path: '/scgl/rfstoreorder/edit', body: { ...orderForm, id: c.order } },
    { method: 'POST', path: '/scgl/rfmemberreceiving', body: { company: 'Gartenwelt', street: 'Hauptstr. 1', postalCode: '80331', contactPerson: 'Greta', phone: '+49 89 1' } },
    { method: 'POST', path: '/scgl/rfstoreserviceorder', body: {
      artNo: c.sku.artNo, serviceType: 1, applyQuantity: 1, contactPerson: 'Greta', email: 'greta@example.com', damageDescription: 'Cracked.',
      proofOfPurchase: ['/admin/sys-file/kontor/ddp-buyer-receipt.pdf'],
    } },
    { method: 'POST', path: '/scgl/orderBaseInvoice/add', body: { orderId: c.order, company: 'Gartenwelt', email: 'rechnung@example.com' } },
    { method: 'POST', path: '/scgl/question/postQuestion', body: { skuCode: c.sku.artNo, content: 'Is it weatherproof?' } },
    { method: 'POST', path: '/scgl/question/emailSend', body: { senderName: 'Greta', senderEmail: 'greta@example.com', inviteeEmail: 'max@example.com', skuCode: c.sku.artNo } },
    { method: 'POST', path: '/scgl/servicePost/add', body: { title: 'Spare part', content: 'A screw is missing.', skuCode: c.sku.artNo } },
    { method: 'POST', path: '/admin/sysxxfsjl', body: { title: 'Hello', content: 'A question.' } },
    { method: 'POST', path: '/scgl/share/saveShareVisitData', body: { shareId: 1, skuCode: c.sku.artNo } },
  ];
}
