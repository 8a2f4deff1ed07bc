/** Reads orders as the wire's `order` entity: lines, status history and the shipping-address snapshot. */
import type { Db } from '../../db/db.js';
import { notFound } from '../../http/errors.js';

const ORDER_COLUMNS = `o.id, o.order_no AS "orderNo", to_char(o.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "orderDate",
  o.order_type AS "orderType", o.cabinet_type AS "cabinetType", o.status, o.payment_terms AS "paymentTerms",
  o.payment_status AS "paymentStatus", o.address_id AS "addressId", o.shipping_address AS "shippingAddress",
  o.port_id AS "portId", o.destination_port AS "destinationPort", o.forwarding_company AS "forwardingCompany",
  to_char(o.delivery_date, 'YYYY-MM-DD') AS "deliveryDate", o.receipt_no AS "receiptNo", to_char(o.eta, 'YYYY-MM-DD') AS eta,
  o.container_count AS "containerCount", o.total_volume::float8 AS "totalVolume", o.total_amount::float8 AS "totalAmount",
  o.mode_of_trade AS "modeOfTrade", o.remark, to_char(o.create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`;

type OrderRow = Record<string, unknown> & { id: number; status: number; orderType: number; remark: string | null };

export interface OrderLine {
  id: number;
  skuId: number;
  quantity: number;
  [key: string]: unknown;
}

export type OrderDetail = OrderRow & { items: OrderLine[]; statusHistory: Record<string, unknown>[] };

async function withLines(db: Db, orders: OrderRow[]): Promise<OrderDetail[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const items = await db.query<OrderLine & { orderId: number }>(
    `SELECT id, order_id AS "orderId", sku_id AS "skuId", art_no AS "artNo", name, colour, image, quantity,
            unit_price::float8 AS "unitPrice", discount_price::float8 AS "discountPrice", volume::float8 AS volume
       FROM order_item WHERE order_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const history = await db.query<Record<string, unknown> & { orderId: number }>(
    `SELECT order_id AS "orderId", status, to_char(time, 'YYYY-MM-DD HH24:MI:SS') AS time, operator, remark
       FROM order_status_history WHERE order_id = ANY($1::int[]) ORDER BY time, id`,
    [ids],
  );
  return orders.map((order) => ({
    ...order,
    items: items.filter((item) => item.orderId === order.id),
    statusHistory: history.filter((step) => step.orderId === order.id),
  }));
}

export async function ordersPage(
  db: Db,
  userId: number,
  filter: { status?: number | null; orderType?: number | null },
  page: { size: number; offset: number },
) {
  const where = 'o.user_id = $1 AND ($2::int IS NULL OR o.status = $2) AND ($3::int IS NULL OR o.order_type = $3)';
  const params = [userId, filter.status ?? null, filter.orderType ?? null];
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM store_order o WHERE ${where}`, params);
  const rows = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM store_order o WHERE ${where} ORDER BY o.create_time DESC, o.id DESC LIMIT $4 OFFSET $5`,
    [...params, page.size, page.offset],
  );
  return { records: await withLines(db, rows), total: count?.n ?? 0 };
}

/** The member's own order with lines and history, or 404 (also for another member's order). */
export async function ownOrder(db: Db, userId: number, id: number) {
  const rows = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM store_order o WHERE o.id = $1 AND o.user_id = $2`, [id, userId]);
  const [order] = await withLines(db, rows);
  if (!order) throw notFound();
  return order;
}

/** The order placed with this idempotency key, if any. */
export async function orderByIdempotencyKey(db: Db, userId: number, key: string) {
  const [row] = await db.query<{ id: number }>('SELECT id FROM store_order WHERE user_id = $1 AND idempotency_key = $2', [userId, key]);
  return row ? ownOrder(db, userId, row.id) : undefined;
}
