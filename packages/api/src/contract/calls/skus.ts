/** SKU calls (spec section 7, Shop: SKUs): product detail, its sibling SKUs, quotation export and price. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe, product } from '../entities/index.js';
import { boundedText, idList, languageIdField } from './common.js';
import { MAX_LINES_PER_REQUEST } from '../../rules/limits.js';

/** POST /scgl/rfgoodsattrsku/yq/skuid: one product (SKU) for the detail pages. */
export const skuDetailBody = z.looseObject({ skuId: entityId, languageId: languageIdField });
export type SkuDetailBody = z.input<typeof skuDetailBody>;
export const skuDetail = product;

/** POST /scgl/rfgoodsattrsku/goods: the SKUs of one goods item (its colours and variants). */
export const skuGoodsBody = z.looseObject({
  goodsId: maybe(entityId),
  skuId: maybe(entityId),
  languageId: languageIdField,
});
export type SkuGoodsBody = z.input<typeof skuGoodsBody>;
export const skuGoods = z.array(product);

/** POST /scgl/rfgoodsattrsku/quotation/exportXls: a quotation sheet of the chosen SKUs (a download). */
export const quotationExportBody = z.looseObject({
  skuIds: idList,
  languageId: languageIdField,
});
export type QuotationExportBody = z.input<typeof quotationExportBody>;

/** GET /scgl/rfprice/sku: the member's price of one SKU. */
export const skuPriceQuery = z.object({ skuId: entityId });
export type SkuPriceQuery = z.infer<typeof skuPriceQuery>;
export const skuPrice = z.looseObject({
  skuId: maybe(entityId),
  unitPrice: maybe(z.number()),
  discountPrice: maybe(z.number()),
  currency: maybe(z.string()),
});
export type SkuPrice = z.infer<typeof skuPrice>;

/**
 * POST /scgl/rfgoodsattrsku/skuCodes (beyond the spec: the quick order's look-up, signed in): the products of up
 * to MAX_LINES_PER_REQUEST SKU codes (art. no.), matched without regard to case; unknown codes are simply absent.
 */
export const skuCodesBody = z.looseObject({
  skuCodes: checked(z.array(checked(boundedText('code'), z.minLength(1))), z.minLength(1), z.maxLength(MAX_LINES_PER_REQUEST)),
  languageId: languageIdField,
});
export type SkuCodesBody = z.input<typeof skuCodesBody>;
export const skusByCodes = z.array(product);
