/** Brand and family calls (spec section 7, Shop: Brands and families). */
import * as z from 'zod/mini';
import '../zod.js';
import { brand, entityId, family, maybe, page, product } from '../entities/index.js';
import { languageIdField, pageCurrent, pageSize } from './common.js';

/** GET /scgl/rfbrand/brandlist/qy/{id} */
export const brandList = z.array(brand);

/** POST /scgl/rffamilys/yq/page: families of a brand or category, one page at a time. */
export const familyPageBody = z.looseObject({
  current: pageCurrent,
  size: pageSize,
  languageId: languageIdField,
  brandId: maybe(entityId),
  categoryId: maybe(entityId),
});
export type FamilyPageBody = z.input<typeof familyPageBody>;
export const familyPage = page(family);

/** POST /scgl/rffamilygoods/familys: the products of a family. */
export const familyGoodsBody = z.looseObject({ familyId: entityId, languageId: languageIdField });
export type FamilyGoodsBody = z.input<typeof familyGoodsBody>;
export const familyGoods = z.array(product);

/** GET /scgl/rffamilygoods/yq/recommend/{id}: products recommended alongside a family. */
export const familyRecommendQuery = z.object({ languageId: languageIdField });
export type FamilyRecommendQuery = z.infer<typeof familyRecommendQuery>;
export const familyRecommendations = z.array(product);
