/** After-sales service (spec section 7, Shop: Service orders): apply, list, status and detail. */
import type { EntityId } from '../../contract/entities/index.js';
import type { ServiceOrderApplyBody, ServiceOrderPageQuery, ServiceOrderStatusQuery } from '../../contract/calls/index.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

// The spec writes /my/page/ and /status/ with a trailing slash; they are sent as written.
export function serviceOrdersService(http: Http) {
  return {
    /** POST /scgl/rfstoreserviceorder */
    apply: (form: ServiceOrderApplyBody) =>
      http.call('post', '/scgl/rfstoreserviceorder', 'writeAnswer', { json: form }),
    /** GET /scgl/rfstoreserviceorder/my/page/ */
    mine: (query: ServiceOrderPageQuery) =>
      http.call('get', '/scgl/rfstoreserviceorder/my/page/', 'serviceOrderPage', {
        searchParams: query,
      }),
    /** GET /scgl/rfstoreserviceorder/status/ */
    status: (query: ServiceOrderStatusQuery) =>
      http.call('get', '/scgl/rfstoreserviceorder/status/', 'serviceOrderStatus', {
        searchParams: query,
      }),
    /** GET /scgl/rfstoreserviceorder/{id} */
    get: (id: EntityId) =>
      http.call('get', `/scgl/rfstoreserviceorder/${segment(id)}`, 'serviceOrderDetail'),
  };
}
export type ServiceOrdersService = ReturnType<typeof serviceOrdersService>;
