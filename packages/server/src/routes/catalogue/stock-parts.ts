/** Stock of a SKU (now, and when more arrives) and the spare-parts storefront's product list. */
import { Hono, type Context } from 'hono';
import { sparePartsBody, stockQueryBody } from '@kontor/api/contract';
import { earliestEta, isoDate } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { pageArgs } from '../../http/paging.js';
import { bodyOf } from '../../http/request.js';
import { escapeLike, findProducts, idOf, optionalIdOf, pageProducts } from './products.js';

interface StockRow {
  id: number;
  art_no: string;
  stock_cn: number;
  stock_de: number;
  stock_production: number;
  max_order_qty: number | null;
  restock_date: string | null;
}

async function stockOf(c: Context<AppEnv>) {
  const body = await bodyOf(c, stockQueryBody);
  const [row] = await c.var.db.query<StockRow>(
    `SELECT id, art_no, stock_cn, stock_de, stock_production, max_order_qty, to_char(restock_date, 'YYYY-MM-DD') AS restock_date
       FROM sku WHERE id = $1`,
    [idOf(body.skuId)],
  );
  if (!row) throw notFound();
  const inStock = row.stock_cn + row.stock_de;
  const wanted = body.quantity ?? 1;
  return {
    row,
    inStock,
    wanted,
    answer: {
      skuId: row.id,
      artNo: row.art_no,
      stockCn: row.stock_cn,
      stockDe: row.stock_de,
      stockProduction: row.stock_production,
      maxOrderQty: row.max_order_qty,
      /** Zero stock means 'temporarily unavailable' (spec section 5). */
      available: inStock > 0 && inStock >= wanted,
    },
  };
}

/**
 * When the wanted quantity can be had: now when in stock; the announced restock date; else what is
 * in production ships with the container lead time of the rules; null when nothing is coming.
 */
function laterDate(row: StockRow, inStock: number, wanted: number): string | null {
  if (inStock > 0 && inStock >= wanted) return null;
  if (row.restock_date) return row.restock_date;
  return row.stock_production > 0 ? isoDate(earliestEta('container', new Date())) : null;
}

export const stockPartRoutes = new Hono<AppEnv>()
  .post('/scgl/rfstockproduct/getStockProduct', async (c) => {
    const { row, answer } = await stockOf(c);
    return ok(c, { ...answer, laterDate: row.restock_date });
  })
  .post('/scgl/rfstockproduct/getLaterDate', async (c) => {
    const { row, inStock, wanted, answer } = await stockOf(c);
    return ok(c, { ...answer, laterDate: laterDate(row, inStock, wanted) });
  })
  .post('/scgl/rfsparepartsproduct/getRfSpareParts', async (c) => {
    const body = await bodyOf(c, sparePartsBody);
    const word = body.searchWord?.trim();
    const filter = {
      // The word finds a part by its own name or art. no., or by the product it belongs to (the parts service
      // searches spare parts by product).
      where: `s.is_spare_part AND ($2::int IS NULL OR s.parent_sku_id = $2) AND ($3::int IS NULL OR s.family_id = $3)
        AND ($4::text IS NULL OR l.name ILIKE $4 OR s.art_no ILIKE $4 OR EXISTS (
          SELECT 1 FROM sku parent JOIN sku_label pl ON pl.sku_id = parent.id AND pl.language_id = $1
           WHERE parent.id = s.parent_sku_id AND (parent.art_no ILIKE $4 OR pl.name ILIKE $4)))`,
      params: [
        optionalIdOf(body.skuId),
        optionalIdOf(body.familyId),
        word ? `%${escapeLike(word)}%` : null,
      ],
    };
    // Paged when the caller pages (the parts home), the whole list otherwise (a product's parts).
    if (body.current != null || body.size != null)
      return ok(c, await pageProducts(c, c.var.db, body.languageId, filter, pageArgs(body)));
    return ok(c, await findProducts(c, c.var.db, body.languageId, filter));
  });
