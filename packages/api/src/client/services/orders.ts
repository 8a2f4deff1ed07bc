/** Order service (spec section 7, Shop: Orders): placing, listing, editing orders; ports of arrival. */
import type { EntityId } from '../../contract/entities/index.js';
import type {
  OrderBuyBody,
  OrderEditBody,
  OrderPageQuery,
  OrderPlaceBody,
  PortQueryBody,
} from '../../contract/calls/index.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export interface PlaceOptions {
  /**
   * Sent as `Idempotency-Key`: pass one key per order form submission, so a double click or a
   * retry creates one order. A fresh key is made when none is given.
   */
  idempotencyKey?: string;
}

const idempotency = ({ idempotencyKey }: PlaceOptions) => ({
  'Idempotency-Key': idempotencyKey ?? globalThis.crypto.randomUUID(),
});

export function ordersService(http: Http) {
  return {
    /** POST /scgl/rfstoreorder/buy: order straight from a product, without the cart. */
    buy: (form: OrderBuyBody, options: PlaceOptions = {}) =>
      http.call('post', '/scgl/rfstoreorder/buy', 'writeAnswer', { json: form, headers: idempotency(options) }),
    /** POST /scgl/rfstoreorder: order the chosen cart lines. */
    place: (form: OrderPlaceBody, options: PlaceOptions = {}) =>
      http.call('post', '/scgl/rfstoreorder', 'writeAnswer', { json: form, headers: idempotency(options) }),
    /** GET /scgl/rfstoreorder/my/page */
    mine: (query: OrderPageQuery) =>
      http.call('get', '/scgl/rfstoreorder/my/page', 'orderPage', { searchParams: query }),
    /** GET /scgl/rfstoreorder/my/{id}: the /Order page. */
    get: (id: EntityId) => http.call('get', `/scgl/rfstoreorder/my/${segment(id)}`, 'order'),
    /** PUT /scgl/rfstoreorder/edit */
    edit: (form: OrderEditBody) =>
      http.call('put', '/scgl/rfstoreorder/edit', 'writeAnswer', { json: form }),
    /** GET /scgl/rfstoreorder/orderCart/{id}: the order's lines as cart lines, for /editOrder. */
    cartLines: (id: EntityId) =>
      http.call('get', `/scgl/rfstoreorder/orderCart/${segment(id)}`, 'orderCartLines'),
    /** POST /scgl/rfstoreorder/getPortOfArrivals */
    portsOfArrival: (query: PortQueryBody) =>
      http.call('post', '/scgl/rfstoreorder/getPortOfArrivals', 'portList', { json: query }),
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
