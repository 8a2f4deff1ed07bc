/** SKU calls: product detail (with its spare parts), its variants, the quotation sheet, the price. */
import { Hono } from 'hono';
import {
  quotationExportBody,
  skuDetailBody,
  skuGoodsBody,
  skuPriceQuery,
} from '@kontor/api/contract';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { bodyOf, numericIds, queryOf } from '../../http/request.js';
import { download } from './download.js';
import { findProducts, idOf } from './products.js';
import { productSheet, sheetFileName, SHEETS } from './sheets.js';

/** The shop sells in euro (spec section 1). */
const CURRENCY = 'EUR';

export const skuRoutes = new Hono<AppEnv>()
  .post('/scgl/rfgoodsattrsku/yq/skuid', async (c) => {
    const body = await bodyOf(c, skuDetailBody);
    const skuId = idOf(body.skuId);
    const [product] = await findProducts(c, c.var.db, body.languageId, {
      where: 's.id = $2',
      params: [skuId],
    });
    if (!product) throw notFound();
    const spareParts = await findProducts(c, c.var.db, body.languageId, {
      where: 's.parent_sku_id = $2',
      params: [skuId],
    });
    return ok(c, { ...product, spareParts });
  })
  .post('/scgl/rfgoodsattrsku/goods', async (c) => {
    const body = await bodyOf(c, skuGoodsBody);
    // A goods item is a family: its colours and sizes. Asked by SKU, the SKU's own family (parts stay among parts).
    if (body.goodsId != null) {
      return ok(
        c,
        await findProducts(c, c.var.db, body.languageId, {
          where: 's.family_id = $2 AND NOT s.is_spare_part',
          params: [idOf(body.goodsId)],
        }),
      );
    }
    if (body.skuId == null) throw notFound();
    const where = `(s.family_id, s.is_spare_part) = (SELECT family_id, is_spare_part FROM sku WHERE id = $2)
      AND s.category_id = (SELECT category_id FROM sku WHERE id = $2)`;
    return ok(
      c,
      await findProducts(c, c.var.db, body.languageId, { where, params: [idOf(body.skuId)] }),
    );
  })
  .post('/scgl/rfgoodsattrsku/quotation/exportXls', async (c) => {
    const body = await bodyOf(c, quotationExportBody);
    const ids = numericIds(body.skuIds);
    const products = await findProducts(c, c.var.db, body.languageId, {
      where: 's.id = ANY($2)',
      params: [ids],
      orderBy: 'array_position($2, s.id)',
    });
    if (products.length === 0) throw notFound();
    const sheet = await productSheet(products, SHEETS.quotation, body.languageId, 'quotation');
    const { name, ascii } = sheetFileName('quotation', body.languageId, new Date().toISOString().slice(0, 10));
    return download(c, sheet, name, 'xlsx', { asciiName: ascii });
  })
  .get('/scgl/rfprice/sku', async (c) => {
    const { skuId } = queryOf(c, skuPriceQuery);
    const [row] = await c.var.db.query<{
      id: number;
      unit_price: string;
      discount_price: string | null;
    }>('SELECT id, unit_price, discount_price FROM sku WHERE id = $1', [idOf(skuId)]);
    if (!row) throw notFound();
    return ok(c, {
      skuId: row.id,
      unitPrice: Number(row.unit_price),
      discountPrice: row.discount_price === null ? null : Number(row.discount_price),
      currency: CURRENCY,
    });
  });
