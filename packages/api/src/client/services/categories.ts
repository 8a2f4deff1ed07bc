/** Category service (spec section 7, Shop: Categories): the header's tree, breadcrumbs and category listings. */
import type { CategoryNodeQuery, CategorySkusBody } from '../../contract/calls/index.js';
import type { LanguageId } from '../../rules/languages.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export function categoriesService(http: Http) {
  return {
    /** GET /scgl/rfcategory/tree/qd/zy/{languageId}: the three-level tree of the categories flyout. */
    tree: (languageId: LanguageId) =>
      http.call('get', `/scgl/rfcategory/tree/qd/zy/${segment(languageId)}`, 'categoryTree'),
    /** POST /scgl/rfcategory/skus: the products of /classification?id=... */
    skus: (query: CategorySkusBody) =>
      http.call('post', '/scgl/rfcategory/skus', 'categorySkusPage', { json: query }),
    /** GET /scgl/rfcategory/tree/path */
    path: (query: CategoryNodeQuery) =>
      http.call('get', '/scgl/rfcategory/tree/path', 'categoryPath', { searchParams: query }),
    /** GET /scgl/rfcategory/tree/children */
    children: (query: CategoryNodeQuery) =>
      http.call('get', '/scgl/rfcategory/tree/children', 'categoryChildren', { searchParams: query }),
  };
}
export type CategoriesService = ReturnType<typeof categoriesService>;
