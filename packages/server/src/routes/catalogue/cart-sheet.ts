/** GET /scgl/excel/getExcel_car: the caller's cart as a spreadsheet (needs the bearer token: carts are private). */
import { Hono } from 'hono';
import { cartExcelQuery } from '@kontor/api/contract';
import type { AppEnv } from '../../env.js';
import { requireUser } from '../../http/auth.js';
import { queryOf } from '../../http/request.js';
import { download } from './download.js';
import { findProducts } from './products.js';
import { productSheet, sheetFileName, SHEETS } from './sheets.js';

export const cartSheetRoutes = new Hono<AppEnv>().get(
  '/scgl/excel/getExcel_car',
  requireUser,
  async (c) => {
    const query = queryOf(c, cartExcelQuery);
    const lines = await c.var.db.query<{ sku_id: number; quantity: number }>(
      'SELECT sku_id, quantity FROM cart_item WHERE user_id = $1 AND ($2::int IS NULL OR cart_type = $2) ORDER BY create_time, id',
      [c.var.user.id, query.cartType ?? null],
    );
    const products = await findProducts(c, c.var.db, query.languageId, {
      where: 's.id = ANY($2)',
      params: [lines.map((l) => l.sku_id)],
    });
    const byId = new Map(products.map((p) => [p.skuId, p]));
    const rows = lines.flatMap((line) => {
      const product = byId.get(line.sku_id);
      return product ? [{ ...product, quantity: line.quantity }] : [];
    });
    const sheet = await productSheet(rows, SHEETS.cart, query.languageId, 'cart');
    const { name, ascii } = sheetFileName('cart', query.languageId, new Date().toISOString().slice(0, 10));
    return download(c, sheet, name, 'xlsx', { asciiName: ascii });
  },
);
