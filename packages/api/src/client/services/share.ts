/** Share service (spec section 7, Shop: Share): shares and their visits, and a SKU's 3D view. */
import type { ShareSaveBody, ShareVisitBody } from '../../contract/calls/index.js';
import type { Http } from '../http.js';

export function shareService(http: Http) {
  return {
    /** POST /scgl/share/saveShareData */
    save: (share: ShareSaveBody) =>
      http.call('post', '/scgl/share/saveShareData', 'writeAnswer', { json: share }),
    /** POST /scgl/share/saveShareVisitData: /shareShow records its visit; quiet: a refused record is no news to the visitor. */
    saveVisit: (visit: ShareVisitBody) =>
      http.call('post', '/scgl/share/saveShareVisitData', 'writeAnswer', { json: visit, quiet: true }),
    /** POST /scgl/threed/getThreedBySkucode; quiet: a product without a 3D view is no error to show. */
    threeD: (skuCode: string) =>
      http.call('post', '/scgl/threed/getThreedBySkucode', 'threeDModel', { json: { skuCode }, quiet: true }),
  };
}
export type ShareService = ReturnType<typeof shareService>;
