/** Cart calls (spec section 7, Shop: Cart): the container and pallet carts, one page of 100 lines. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe } from '../entities/index.js';
import { idList, languageIdField, pageCurrent, pageSize } from './common.js';
import { MAX_LINES_PER_REQUEST, QUANTITY_RANGE } from '../../rules/limits.js';
import { VALIDATION_KEYS } from '../../rules/validation.js';

/** GET and POST /scgl/rfstorecart/my/page: always size 100, current 1 and the language (spec section 9). */
export const cartPageQuery = z.object({
  size: pageSize,
  current: pageCurrent,
  languageId: languageIdField,
});
export type CartPageQuery = z.infer<typeof cartPageQuery>;

/** The POST variant of the cart page also carries a filter body, e.g. which cart (CART_KIND). */
export const cartFilterBody = z.looseObject({ cartType: maybe(checked(z.number(), z.int())) });
export type CartFilterBody = z.input<typeof cartFilterBody>;

/** POST /scgl/rfstorecart: one product into the container (1) or pallet (2) cart. */
export const cartAddBody = z.looseObject({
  skuId: entityId,
  quantity: checked(z.number(), z.int(), z.minimum(QUANTITY_RANGE.min), z.maximum(QUANTITY_RANGE.max, { error: VALIDATION_KEYS.numberRange })),
  cartType: maybe(checked(z.number(), z.int())),
  languageId: maybe(languageIdField),
});
export type CartAddBody = z.input<typeof cartAddBody>;

/** POST /scgl/rfstorecart/addBatch: several products at once (a whole container, an order copied back). */
export const cartAddBatchBody = checked(z.array(cartAddBody), z.minLength(1), z.maxLength(MAX_LINES_PER_REQUEST));
export type CartAddBatchBody = z.input<typeof cartAddBatchBody>;
/**
 * addBatch's query (beyond the spec; a stock PigX backend ignores it): `wholeCartons=1` also refuses a quantity
 * that is not a whole number of packing units, as the quick order checks its rows (rules/quick-order.ts).
 */
export const cartAddBatchQuery = z.looseObject({ wholeCartons: maybe(checked(z.number(), z.int(), z.minimum(0), z.maximum(1))) });
export type CartAddBatchQuery = z.input<typeof cartAddBatchQuery>;

/** PUT /scgl/rfstorecart: a line's new quantity. */
export const cartUpdateBody = z.looseObject({
  id: entityId,
  quantity: checked(z.number(), z.int(), z.minimum(QUANTITY_RANGE.min), z.maximum(QUANTITY_RANGE.max, { error: VALIDATION_KEYS.numberRange })),
});
export type CartUpdateBody = z.input<typeof cartUpdateBody>;

/** DELETE /scgl/rfstorecart/batchdel: the ids of the lines to remove, as the body. */
export const cartRemoveBody = idList;

/** GET /scgl/excel/getExcel_car: the cart as an Excel sheet (a download). */
export const cartExcelQuery = z.object({
  languageId: languageIdField,
  cartType: maybe(checked(z.number(), z.int())),
});
export type CartExcelQuery = z.input<typeof cartExcelQuery>;
