/** Stock and spare-part services (spec section 7, Shop: Other): stock of a SKU and the parts storefront. */
import type { SparePartsBody, StockQueryBody } from '../../contract/calls/index.js';
import type { Http } from '../http.js';

export function stockService(http: Http) {
  return {
    /** POST /scgl/rfstockproduct/getStockProduct: stock CN, DE and in production. */
    product: (query: StockQueryBody) =>
      http.call('post', '/scgl/rfstockproduct/getStockProduct', 'stockAnswer', { json: query }),
    /** POST /scgl/rfstockproduct/getLaterDate: when more of the SKU arrives. */
    laterDate: (query: StockQueryBody) =>
      http.call('post', '/scgl/rfstockproduct/getLaterDate', 'stockAnswer', { json: query }),
  };
}
export type StockService = ReturnType<typeof stockService>;

export function sparePartsService(http: Http) {
  return {
    /** POST /scgl/rfsparepartsproduct/getRfSpareParts */
    list: (query: SparePartsBody) =>
      http.call('post', '/scgl/rfsparepartsproduct/getRfSpareParts', 'spareParts', { json: query }),
  };
}
export type SparePartsService = ReturnType<typeof sparePartsService>;
