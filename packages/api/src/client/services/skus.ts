/** SKU service (spec section 7, Shop: SKUs): product detail, variants, quotation sheet and member price. */
import type {
  QuotationExportBody,
  SkuCodesBody,
  SkuDetailBody,
  SkuGoodsBody,
  SkuPriceQuery,
} from '../../contract/calls/index.js';
import type { Http } from '../http.js';
import { exportSheet } from './import-export.js';

export function skusService(http: Http) {
  return {
    /** POST /scgl/rfgoodsattrsku/yq/skuid: /detail, /detailParts and /partsServiceDetail. */
    detail: (query: SkuDetailBody) =>
      http.call('post', '/scgl/rfgoodsattrsku/yq/skuid', 'skuDetail', { json: query }),
    /** POST /scgl/rfgoodsattrsku/goods */
    goods: (query: SkuGoodsBody) =>
      http.call('post', '/scgl/rfgoodsattrsku/goods', 'skuGoods', { json: query }),
    /** POST /scgl/rfgoodsattrsku/quotation/exportXls: a download (Blob and file name, quotation.xlsx by default). */
    exportQuotation: (query: QuotationExportBody) =>
      exportSheet(http, 'post', '/scgl/rfgoodsattrsku/quotation', { json: query }),
    /** POST /scgl/rfgoodsattrsku/skuCodes (beyond the spec, signed in): the products of SKU codes, for the quick order. */
    byCodes: (query: SkuCodesBody) =>
      http.call('post', '/scgl/rfgoodsattrsku/skuCodes', 'skusByCodes', { json: query }),
    /** GET /scgl/rfprice/sku */
    price: (query: SkuPriceQuery) =>
      http.call('get', '/scgl/rfprice/sku', 'skuPrice', { searchParams: query }),
  };
}
export type SkusService = ReturnType<typeof skusService>;
