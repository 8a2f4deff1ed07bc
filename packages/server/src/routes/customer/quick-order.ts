/**
 * The quick order's catalogue look-up (beyond the spec, signed in): the products of pasted SKU codes, so the
 * browser can check each row with @kontor/api/rules before the batch goes to the cart.
 */
import { Hono } from 'hono';
import { skuCodesBody } from '@kontor/api/contract';
import { QUICK_ORDER_PROBLEMS, isWholePackingUnits, skuKey, totalStock } from '@kontor/api/rules';
import type { CartAddBody } from '@kontor/api/contract';
import type { Db } from '../../db/db.js';
import { refuse } from '../../http/errors.js';
import { numericId } from './products.js';
import type { AppEnv } from '../../env.js';
import { requireUser } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { bodyOf } from '../../http/request.js';
import { findProducts } from '../catalogue/products.js';

export const quickOrderRoutes = new Hono<AppEnv>()
  .use('/scgl/rfgoodsattrsku/skuCodes', requireUser)
  .post('/scgl/rfgoodsattrsku/skuCodes', async (c) => {
    const body = await bodyOf(c, skuCodesBody);
    const codes = [...new Set(body.skuCodes.map(skuKey))];
    // Spare parts count too: a buyer may quick-order the parts of a product by their art. no.
    const products = await findProducts(c, c.var.db, body.languageId, {
      where: 'upper(s.art_no) = ANY($2::text[])',
      params: [codes],
      orderBy: 's.id',
    });
    return ok(c, products.map((product) => ({ ...product, stock: totalStock(product) })));
  });

/** addBatch with `wholeCartons=1` (the quick order's batch): every quantity whole packing units, as its rows were checked. */
export async function checkWholeCartons(db: Db, items: readonly CartAddBody[]): Promise<void> {
  const rows = await db.query<{ id: number; packing_unit: number }>('SELECT id, packing_unit FROM sku WHERE id = ANY($1::int[])', [
    items.map((item) => numericId(item.skuId)),
  ]);
  const packing = new Map(rows.map((row) => [row.id, row.packing_unit]));
  for (const item of items) {
    if (!isWholePackingUnits(item.quantity, packing.get(numericId(item.skuId)))) throw refuse(QUICK_ORDER_PROBLEMS.notPacking);
  }
}
