/**
 * The partner widgets' calls (issue 16): public catalogue data for `<kontor-*>` elements on partner pages. All are
 * GET (simple cross-origin requests), carry no token or cookie, and answer no prices or stock. Kontor's own calls;
 * the spec names none. Their paths: `WIDGET_API` of the rules (no schema needed to call them).
 */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe } from '../entities/index.js';
import { QUICK_ORDER_MAX_ROWS } from '../../rules/quick-order.js';
import { TEXT_MAX_LENGTH } from '../../rules/limits.js';
import { boundedText, languageIdField } from './common.js';

const skuText = checked(boundedText('code'), z.minLength(1));

/** GET /scgl/widget/product?sku=&languageId=: one product by its article number, as the contract's product. */
export const widgetProductQuery = z.object({ sku: skuText, languageId: languageIdField });
export type WidgetProductQuery = z.infer<typeof widgetProductQuery>;

/** GET /scgl/widget/skus?skus=A,B&languageId=: the products of up to QUICK_ORDER_MAX_ROWS article numbers. */
export const widgetSkusQuery = z.object({
  skus: checked(z.string(), z.minLength(1), z.maxLength(QUICK_ORDER_MAX_ROWS * (TEXT_MAX_LENGTH.code + 1))),
  languageId: languageIdField,
});
export type WidgetSkusQuery = z.infer<typeof widgetSkusQuery>;

/** What a quick-order check needs of a product, without stock (the shop checks that once signed in). */
export const widgetSku = z.looseObject({
  skuId: entityId,
  artNo: z.string(),
  skuCode: maybe(z.string()),
  name: maybe(z.string()),
  packingUnit: maybe(z.number()),
  maxOrderQty: maybe(z.number()),
});
export type WidgetSku = z.infer<typeof widgetSku>;
export const widgetSkuList = z.array(widgetSku);

/** GET /scgl/widget/dataClasses?languageId= and /files?classId=&languageId=: the catalogue downloads. */
export const widgetDataClassesQuery = z.object({ languageId: languageIdField });
export const widgetFilesQuery = z.object({ classId: entityId, languageId: languageIdField });

/** GET /scgl/widget/company?languageId=: the company contact (the footer's). */
export const widgetCompanyQuery = z.object({ languageId: languageIdField });
