/** The member's orders (/scgl/rfstoreorder): buy now, order cart lines, list, detail, edit, lines as cart lines. */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { entityId, languageIdField, orderBuyBody, orderEditBody, orderPageQuery, orderPlaceBody } from '@kontor/api/contract';
import type { Db } from '../../db/db.js';
import type { AppEnv } from '../../env.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { pageArgs, pageOf } from '../../http/paging.js';
import { checked, idParam, queryOf, readJson } from '../../http/request.js';
import { orderByIdempotencyKey, ordersPage, ownOrder } from './order-model.js';
import { editOrder, placeOrder } from './order-placement.js';
import { numericId } from './products.js';

/** What the order form leaves to the wire: the chosen port and the language its name is stored in. */
const wireExtras = z.looseObject({ portId: z.nullish(entityId), languageId: z.nullish(languageIdField) });

/** The `Idempotency-Key` header: the same key from the same member places one order. */
function idempotencyKey(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('Idempotency-Key')?.trim();
  return key ? key.slice(0, 200) : undefined;
}

/** The body checked by the contract's schema, plus the wire's port and language. */
async function orderInput<T extends $ZodType>(c: Context<AppEnv>, schema: T) {
  const input: unknown = await readJson(c);
  return { form: checked(schema, input), ...checked(wireExtras, input ?? {}) };
}

export const orderRoutes = new Hono<AppEnv>()
  .use('/scgl/rfstoreorder', requireUser)
  .use('/scgl/rfstoreorder/buy', requireUser)
  .use('/scgl/rfstoreorder/my/*', requireUser)
  .use('/scgl/rfstoreorder/edit', requireUser)
  .use('/scgl/rfstoreorder/orderCart/*', requireUser)
  .post('/scgl/rfstoreorder/buy', async (c) => {
    const { form, portId, languageId } = await orderInput(c, orderBuyBody);
    return ok(c, await placeOrder(c.var.db, c.var.user, { ...form, portId, languageId, lines: form.items }, idempotencyKey(c)));
  })
  .post('/scgl/rfstoreorder', async (c) => {
    const { form, portId, languageId } = await orderInput(c, orderPlaceBody);
    const { db, user } = c.var;
    const ids = [...new Set(form.cartIds.map(numericId))];
    const key = idempotencyKey(c);
    // A repeat: the lines it ordered are gone from the cart, and the earlier order is the answer.
    const earlier = key ? await orderByIdempotencyKey(db, user.id, key) : undefined;
    if (earlier) return ok(c, earlier);
    const lines = await db.query<{ skuId: number; quantity: number }>(
      'SELECT sku_id AS "skuId", quantity FROM cart_item WHERE user_id = $1 AND id = ANY($2::int[])',
      [user.id, ids],
    );
    if (ids.length === 0 || lines.length !== ids.length) throw notFound();
    return ok(c, await placeOrder(db, user, { ...form, portId, languageId, lines }, key, ids));
  })
  .get('/scgl/rfstoreorder/my/page', async (c) => {
    const query = queryOf(c, orderPageQuery);
    const page = pageArgs(query);
    const { records, total } = await ordersPage(c.var.db, c.var.user.id, query, page);
    return ok(c, pageOf(records, total, page));
  })
  .get('/scgl/rfstoreorder/my/:id', async (c) => ok(c, await ownOrder(c.var.db, c.var.user.id, idParam(c))))
  .put('/scgl/rfstoreorder/edit', async (c) => {
    const { form, portId, languageId } = await orderInput(c, orderEditBody);
    return ok(c, await editOrder(c.var.db, c.var.user, numericId(form.id), { ...form, portId, languageId, lines: form.items }));
  })
  /**
   * The order's lines in the cart line shape, for /editOrder and /editPalletOrder: with the product facts the cart's
   * quantity rules and load gauge need (stock, maximum, packing unit, weight, stowage) and today's prices, which an
   * edit charges (editOrder prices the lines again).
   */
  .get('/scgl/rfstoreorder/orderCart/:id', async (c) => {
    const { db, user } = c.var;
    const order = await ownOrder(db, user.id, idParam(c));
    const facts = await orderLineFacts(db, order.items.map((item) => item.skuId));
    return ok(c, order.items.map((item) => ({ ...item, ...facts.get(item.skuId), cartType: order.orderType, orderId: order.id })));
  });

/** What the cart answers of a SKU beside its name: stock, limits, cartons, stowage, weight and prices, by SKU id. */
async function orderLineFacts(db: Db, skuIds: number[]) {
  const rows = await db.query<Record<string, unknown> & { skuId: number }>(
    `SELECT id AS "skuId", unit_price::float8 AS "unitPrice", discount_price::float8 AS "discountPrice", volume::float8 AS volume,
            weight::float8 AS weight, stock_cn AS "stockCn", stock_de AS "stockDe", (stock_cn + stock_de + stock_production) AS stock,
            max_order_qty AS "maxOrderQty", packing_unit AS "packingUnit", carton_volume::float8 AS "cartonVolume",
            qty_20 AS qty20, qty_40 AS qty40, qty_40h AS qty40h
       FROM sku WHERE id = ANY($1::int[])`,
    [skuIds],
  );
  return new Map(rows.map(({ skuId, ...facts }) => [skuId, facts]));
}
