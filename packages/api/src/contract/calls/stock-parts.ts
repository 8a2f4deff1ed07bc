/** Stock and spare-part calls (spec section 7, Shop: Other): stock of a SKU, the later date, parts lists. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe, page, product, stock } from '../entities/index.js';
import { boundedText, languageIdField, pageCurrent, pageSize } from './common.js';

/** POST /scgl/rfstockproduct/getStockProduct and getLaterDate: one SKU, optionally the wanted quantity. */
export const stockQueryBody = z.looseObject({
  skuId: entityId,
  quantity: maybe(checked(z.number(), z.int(), z.minimum(0))),
});
export type StockQueryBody = z.input<typeof stockQueryBody>;
/** Both answer the SKU's stock; getLaterDate fills `laterDate`, when more arrives. */
export const stockAnswer = stock;

/** POST /scgl/rfsparepartsproduct/getRfSpareParts: the parts storefront's products, one page at a time. */
export const sparePartsBody = z.looseObject({
  languageId: languageIdField,
  current: maybe(pageCurrent),
  size: maybe(pageSize),
  skuId: maybe(entityId),
  familyId: maybe(entityId),
  // A product's whole name finds its parts: the field takes a name's length (rules/limits.ts), the server no more.
  searchWord: maybe(boundedText('name')),
});
export type SparePartsBody = z.input<typeof sparePartsBody>;
/** A page when paging was asked for, otherwise the plain list. */
export const spareParts = z.union([page(product), z.array(product)]);
