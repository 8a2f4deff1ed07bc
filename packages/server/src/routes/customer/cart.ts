/**
 * The container and pallet carts of the logged-in member (/scgl/rfstorecart). Every change is checked with
 * the client's own rules: quantity selected, stock not zero, maximum quantity, the 65 m³ cap of the container
 * cart, the last line cannot be deleted, and no pallet cart in trade mode FOB.
 */
import { Hono, type Context } from 'hono';
import { cartAddBatchBody, cartAddBatchQuery, cartAddBody, cartFilterBody, cartPageQuery, cartRemoveBody, cartUpdateBody, type CartAddBody } from '@kontor/api/contract';
import {
  CART_KIND, LAST_CART_ITEM_KEY, VALIDATION_KEYS, canDeleteCartItems, exceedsVolumeCap, isPalletCartVisible, totalVolume, type ServerMessageKey,
} from '@kontor/api/rules';
import * as z from 'zod';
import type { AppEnv } from '../../env.js';
import type { Db } from '../../db/db.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { notFound, refuse } from '../../http/errors.js';
import { pageOf } from '../../http/paging.js';
import { bodyOf, queryOf } from '../../http/request.js';
import type { SessionUser } from '../../http/tokens.js';
import { checkWholeCartons } from './quick-order.js';
import { SKU_FACTS, SKU_JOINS, checkQuantity, lockMember, numericId, requireSku, skuFacts, type SkuFacts } from './products.js';

export const PALLET_CART_UNAVAILABLE_KEY = 'cart.pallet.unavailable' satisfies ServerMessageKey;
const cartTypeQuery = z.looseObject({ cartType: z.number().int().nullish() });

interface LineRow extends SkuFacts {
  line_id: number;
  packing_unit: number;
  carton_volume: number;
  qty_20: number;
  qty_40: number;
  qty_40h: number;
  quantity: number;
  cart_type: number;
  language_id: number;
  create_time: string;
}

async function cartLines(db: Db, userId: number, languageId: number, cartType?: number | null): Promise<LineRow[]> {
  return db.query<LineRow>(
    `SELECT c.id AS line_id, c.quantity, c.cart_type, c.language_id, to_char(c.create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time, ${SKU_FACTS},
            s.packing_unit, s.carton_volume::float8 AS carton_volume, s.qty_20, s.qty_40, s.qty_40h
       FROM cart_item c JOIN sku s ON s.id = c.sku_id ${SKU_JOINS.replaceAll('$LANG', '$2')}
      WHERE c.user_id = $1 AND ($3::int IS NULL OR c.cart_type = $3) ORDER BY c.create_time, c.id`,
    [userId, languageId, cartType ?? null],
  );
}

const cartItemOf = (row: LineRow) => ({
  id: row.line_id, skuId: row.id, artNo: row.art_no, name: row.name, brand: row.brand, colour: row.colour, image: row.image,
  quantity: row.quantity, unitPrice: row.unit_price, discountPrice: row.discount_price, volume: row.volume, weight: row.weight,
  stockCn: row.stock_cn, stockDe: row.stock_de, stock: row.stock, maxOrderQty: row.max_order_qty, cartType: row.cart_type,
  languageId: row.language_id, createTime: row.create_time,
  // The load plan (@kontor/api/rules load.ts) needs the cartons and the stowage per container type.
  packingUnit: row.packing_unit, cartonVolume: row.carton_volume, qty20: row.qty_20, qty40: row.qty_40, qty40h: row.qty_40h,
});

async function cartPage(c: Context<AppEnv>, cartType: number | null | undefined) {
  const query = queryOf(c, cartPageQuery);
  const lines = await cartLines(c.var.db, c.var.user.id, query.languageId, cartType);
  const offset = (query.current - 1) * query.size;
  return ok(c, pageOf(lines.slice(offset, offset + query.size).map(cartItemOf), lines.length, query));
}

/** The container cart's volume may not pass the cap; checked after the change, inside its transaction. */
async function checkVolumeCap(tx: Db, userId: number) {
  const lines = await tx.query<{ volume: number; quantity: number }>(
    'SELECT s.volume::float8 AS volume, c.quantity FROM cart_item c JOIN sku s ON s.id = c.sku_id WHERE c.user_id = $1 AND c.cart_type = $2',
    [userId, CART_KIND.container],
  );
  if (exceedsVolumeCap(totalVolume(lines))) throw refuse(VALIDATION_KEYS.volumeCap);
}

/** Puts products in the cart (adding to a line the SKU already has), all or none. */
async function addLines(db: Db, user: SessionUser, items: CartAddBody[]) {
  const facts = await skuFacts(db, items.map((item) => numericId(item.skuId)));
  await db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    for (const item of items) {
      const cartType = item.cartType ?? CART_KIND.container;
      if (cartType !== CART_KIND.container && cartType !== CART_KIND.pallet) throw refuse('validation.invalid');
      if (cartType === CART_KIND.pallet && !isPalletCartVisible(user.modeOfTrade)) throw refuse(PALLET_CART_UNAVAILABLE_KEY);
      const sku = requireSku(facts, numericId(item.skuId));
      // The line's new quantity is checked as it stands after the add; a refusal rolls the add back.
      const [line] = await tx.query<{ quantity: number }>(
        `INSERT INTO cart_item (user_id, sku_id, quantity, cart_type, language_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, cart_type, sku_id) DO UPDATE SET quantity = cart_item.quantity + excluded.quantity RETURNING quantity`,
        [user.id, sku.id, item.quantity, cartType, item.languageId ?? 1],
      );
      checkQuantity(sku, line!.quantity);
    }
    if (items.some((item) => (item.cartType ?? CART_KIND.container) === CART_KIND.container)) await checkVolumeCap(tx, user.id);
  });
}

export const cartRoutes = new Hono<AppEnv>()
  .use('/scgl/rfstorecart', requireUser)
  .use('/scgl/rfstorecart/*', requireUser)
  .get('/scgl/rfstorecart/my/page', (c) => cartPage(c, queryOf(c, cartTypeQuery).cartType))
  .post('/scgl/rfstorecart/my/page', async (c) => {
    const text = await c.req.text();
    const filter = text.trim() === '' ? {} : await bodyOf(c, cartFilterBody);
    return cartPage(c, (filter as { cartType?: number | null }).cartType);
  })
  .post('/scgl/rfstorecart', async (c) => {
    await addLines(c.var.db, c.var.user, [await bodyOf(c, cartAddBody)]);
    return ok(c, true);
  })
  .post('/scgl/rfstorecart/addBatch', async (c) => {
    const items = await bodyOf(c, cartAddBatchBody);
    if (queryOf(c, cartAddBatchQuery).wholeCartons === 1) await checkWholeCartons(c.var.db, items);
    await addLines(c.var.db, c.var.user, items);
    return ok(c, true);
  })
  .put('/scgl/rfstorecart', async (c) => {
    const { id, quantity } = await bodyOf(c, cartUpdateBody);
    const { db, user } = c.var;
    const [line] = await db.query<{ sku_id: number }>('SELECT sku_id FROM cart_item WHERE id = $1 AND user_id = $2', [numericId(id), user.id]);
    if (!line) throw notFound();
    checkQuantity(requireSku(await skuFacts(db, [line.sku_id]), line.sku_id), quantity);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE cart_item SET quantity = $3 WHERE id = $1 AND user_id = $2', [numericId(id), user.id, quantity]);
      await checkVolumeCap(tx, user.id);
    });
    return ok(c, true);
  })
  .delete('/scgl/rfstorecart/batchdel', async (c) => {
    const ids = [...new Set((await bodyOf(c, cartRemoveBody)).map(numericId))];
    const { db, user } = c.var;
    await db.transaction(async (tx) => {
      // The last-line rule reads and deletes under the member's lock: two deletes cannot each leave "one more" line.
      await lockMember(tx, user.id);
      const lines = await tx.query<{ id: number; cart_type: number }>('SELECT id, cart_type FROM cart_item WHERE user_id = $1 FOR UPDATE', [user.id]);
      const deleting = lines.filter((line) => ids.includes(line.id));
      if (deleting.length !== ids.length) throw notFound();
      for (const cartType of new Set(deleting.map((line) => line.cart_type))) {
        const inCart = lines.filter((line) => line.cart_type === cartType).length;
        const removed = deleting.filter((line) => line.cart_type === cartType).length;
        if (!canDeleteCartItems(inCart, removed)) throw refuse(LAST_CART_ITEM_KEY);
      }
      await tx.query('DELETE FROM cart_item WHERE user_id = $1 AND id = ANY($2::int[])', [user.id, ids]);
    });
    return ok(c, true);
  });
