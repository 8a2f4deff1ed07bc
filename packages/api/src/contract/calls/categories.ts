/** Category calls (spec section 7, Shop: Categories): the storefront tree, its paths and its products. */
import * as z from 'zod/mini';
import '../zod.js';
import { categoryNode, entityId, maybe, page, product } from '../entities/index.js';
import { languageIdField, pageCurrent, pageSize } from './common.js';

// GET /scgl/rfcategory/tree/qd/zy/{languageId} answers `categoryTree` (an array of nodes) from the entities.

/** POST /scgl/rfcategory/skus: the products of a category (/classification?id=...), one page at a time. */
export const categorySkusBody = z.looseObject({
  categoryId: entityId,
  languageId: languageIdField,
  current: maybe(pageCurrent),
  size: maybe(pageSize),
});
export type CategorySkusBody = z.input<typeof categorySkusBody>;
export const categorySkusPage = page(product);

/** GET /scgl/rfcategory/tree/path and tree/children: the query names a category and a language. */
export const categoryNodeQuery = z.object({ id: entityId, languageId: languageIdField });
export type CategoryNodeQuery = z.infer<typeof categoryNodeQuery>;

/** GET /scgl/rfcategory/tree/path: the nodes from the root down to the category (the breadcrumb). */
export const categoryPath = z.array(categoryNode);
/** GET /scgl/rfcategory/tree/children: the direct children of the category. */
export const categoryChildren = z.array(categoryNode);
