/**
 * Cart service (spec section 7, Shop: Cart): the container and pallet carts. The cart is always read
 * as page 1 of 100 lines in the user's language; its `total` is the header's cart count (cartCount).
 */
import type {
  CartAddBatchBody,
  CartAddBatchQuery,
  CartAddBody,
  CartExcelQuery,
  CartFilterBody,
  CartPageQuery,
  CartUpdateBody,
  IdList,
} from '../../contract/calls/index.js';
import { CART_QUERY } from '../../rules/cart.js';
import type { LanguageId } from '../../rules/languages.js';
import type { Http } from '../http.js';

const firstPage = (languageId: LanguageId): CartPageQuery => ({ ...CART_QUERY, languageId });

/** The header badge's cart count: the cart page's `total` (spec section 7), not the lines fetched. */
export function cartCount(page: { total: number } | null | undefined): number {
  return page?.total ?? 0;
}

export function cartService(http: Http) {
  return {
    /** GET /scgl/rfstorecart/my/page?size=100&current=1&languageId= */
    page: (languageId: LanguageId) =>
      http.call('get', '/scgl/rfstorecart/my/page', 'cartPage', {
        searchParams: firstPage(languageId),
      }),
    /** POST /scgl/rfstorecart/my/page: the same page, filtered by a body (e.g. the pallet cart only). */
    filteredPage: (languageId: LanguageId, filter: CartFilterBody) =>
      http.call('post', '/scgl/rfstorecart/my/page', 'cartPage', {
        searchParams: firstPage(languageId),
        json: filter,
      }),
    /** POST /scgl/rfstorecart */
    add: (line: CartAddBody) => http.call('post', '/scgl/rfstorecart', 'writeAnswer', { json: line }),
    /** POST /scgl/rfstorecart/addBatch: all or none; `wholeCartons` also refuses quantities off the packing unit. */
    addBatch: (lines: CartAddBatchBody, options: { wholeCartons?: boolean } = {}) =>
      http.call('post', '/scgl/rfstorecart/addBatch', 'writeAnswer', {
        json: lines,
        ...(options.wholeCartons ? { searchParams: { wholeCartons: 1 } satisfies CartAddBatchQuery } : {}),
      }),
    /** PUT /scgl/rfstorecart: a line's new quantity. */
    update: (line: CartUpdateBody) =>
      http.call('put', '/scgl/rfstorecart', 'writeAnswer', { json: line }),
    /** DELETE /scgl/rfstorecart/batchdel: the line ids travel as the body. */
    removeBatch: (ids: IdList) =>
      http.call('delete', '/scgl/rfstorecart/batchdel', 'writeAnswer', { json: ids }),
    /** GET /scgl/excel/getExcel_car: the cart as a spreadsheet (Blob and file name). */
    exportExcel: (query: CartExcelQuery) =>
      http.download('get', '/scgl/excel/getExcel_car', { searchParams: query }),
  };
}
export type CartService = ReturnType<typeof cartService>;
