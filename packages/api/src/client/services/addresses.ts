/** Delivery-address service (spec section 7, Shop: Addresses). */
import type { EntityId } from '../../contract/entities/index.js';
import type { AddressSaveBody } from '../../contract/calls/index.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export function addressesService(http: Http) {
  return {
    /** GET /scgl/rfmemberreceiving/member: the member's addresses. */
    mine: () => http.call('get', '/scgl/rfmemberreceiving/member', 'addressList'),
    /** GET /scgl/rfmemberreceiving/{id} */
    get: (id: EntityId) => http.call('get', `/scgl/rfmemberreceiving/${segment(id)}`, 'address'),
    /** POST /scgl/rfmemberreceiving/{id}: saves the address under this id (spec section 7 as written). */
    save: (id: EntityId, form: AddressSaveBody) =>
      http.call('post', `/scgl/rfmemberreceiving/${segment(id)}`, 'writeAnswer', { json: form }),
    /** POST /scgl/rfmemberreceiving/0: a new address (id 0 asks the backend to create one). */
    create: (form: AddressSaveBody) =>
      http.call('post', '/scgl/rfmemberreceiving/0', 'writeAnswer', { json: form }),
    /** DELETE /scgl/rfmemberreceiving/{id} */
    remove: (id: EntityId) =>
      http.call('delete', `/scgl/rfmemberreceiving/${segment(id)}`, 'writeAnswer'),
  };
}
export type AddressesService = ReturnType<typeof addressesService>;
