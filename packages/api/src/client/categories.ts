/** Category calls (spec section 7, Shop: Categories). */
import { categoryTree } from '../contract/category.js';
import type { LanguageId } from '../rules/languages.js';
import type { Http } from './http.js';

export function categoriesApi(http: Http) {
  return {
    /** GET /scgl/rfcategory/tree/qd/zy/{languageId}: the storefront's category tree. */
    tree: (languageId: LanguageId) =>
      http.call('get', `/scgl/rfcategory/tree/qd/zy/${languageId}`, categoryTree),
  };
}
