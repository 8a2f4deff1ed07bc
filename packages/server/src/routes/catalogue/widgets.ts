/**
 * The partner widgets' public calls (issue 16): a product by article number, the products of pasted article
 * numbers (quick order), the catalogue downloads and the company contact. No prices or stock, whoever asks.
 */
import { Hono } from 'hono';
import {
  widgetCompanyQuery,
  widgetDataClassesQuery,
  widgetFilesQuery,
  widgetProductQuery,
  widgetSkusQuery,
  type Product,
  type WidgetSku,
} from '@kontor/api/contract';
import { QUICK_ORDER_MAX_ROWS, SESSION_ONLY_FIELDS, WIDGET_API, skuKey } from '@kontor/api/rules';
import type { AppEnv } from '../../env.js';
import { ok } from '../../http/envelope.js';
import { notFound } from '../../http/errors.js';
import { queryOf } from '../../http/request.js';
import { dataClassesOf, dataFilesOf } from './data-classes.js';
import { findProducts, idOf } from './products.js';
import { companyInfoOf } from './shop-info.js';

/** A product as a partner page may show it: every field but prices and stock (a token sent along changes nothing). */
function publicProduct(product: Product): Partial<Product> {
  return Object.fromEntries(Object.entries(product).filter(([key]) => !SESSION_ONLY_FIELDS.has(key)));
}

export const widgetRoutes = new Hono<AppEnv>()
  .get(WIDGET_API.product, async (c) => {
    const { sku, languageId } = queryOf(c, widgetProductQuery);
    const [product] = await findProducts(c, c.var.db, languageId, {
      where: 'upper(s.art_no) = $2',
      params: [skuKey(sku)],
    });
    if (!product) throw notFound();
    return ok(c, publicProduct(product));
  })
  .get(WIDGET_API.skus, async (c) => {
    const query = queryOf(c, widgetSkusQuery);
    const keys = [...new Set(query.skus.split(',').map(skuKey).filter(Boolean))].slice(0, QUICK_ORDER_MAX_ROWS);
    const products = await findProducts(c, c.var.db, query.languageId, { where: 'upper(s.art_no) = ANY($2)', params: [keys] });
    return ok(
      c,
      products.map((p): WidgetSku => ({
        skuId: p.skuId,
        artNo: p.artNo,
        skuCode: p.skuCode ?? null,
        name: p.name,
        packingUnit: p.packingUnit ?? null,
        maxOrderQty: p.maxOrderQty ?? null,
      })),
    );
  })
  .get(WIDGET_API.dataClasses, async (c) => {
    const { languageId } = queryOf(c, widgetDataClassesQuery);
    return ok(c, await dataClassesOf(c.var.db, languageId));
  })
  .get(WIDGET_API.files, async (c) => {
    const { classId, languageId } = queryOf(c, widgetFilesQuery);
    return ok(c, await dataFilesOf(c, idOf(classId), languageId));
  })
  .get(WIDGET_API.company, async (c) => {
    const { languageId } = queryOf(c, widgetCompanyQuery);
    return ok(c, await companyInfoOf(c.var.db, languageId));
  });
