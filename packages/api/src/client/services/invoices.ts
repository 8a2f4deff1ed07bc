/** Invoice service (spec section 7, Shop: Invoices). */
import type { EntityId } from '../../contract/entities/index.js';
import type { InvoiceAddBody } from '../../contract/calls/index.js';
import type { Http } from '../http.js';
import { segment } from './segment.js';

export function invoicesService(http: Http) {
  return {
    /** POST /scgl/rfmemberinvoice/getByUid: the member is known from the token, so the body is empty. */
    mine: () =>
      http.call('post', '/scgl/rfmemberinvoice/getByUid', 'memberInvoiceAnswer', { json: {} }),
    /** POST /scgl/orderBaseInvoice/add */
    add: (invoice: InvoiceAddBody) =>
      http.call('post', '/scgl/orderBaseInvoice/add', 'writeAnswer', { json: invoice }),
    /** GET /scgl/orderBaseInvoice/{id}: an invoice by its id. */
    get: (id: EntityId) => http.call('get', `/scgl/orderBaseInvoice/${segment(id)}`, 'invoiceDetail'),
    /**
     * GET /scgl/orderBaseInvoice/{orderId}?by=order: the invoice of one of the member's orders, or null while none
     * was requested (an ordinary answer: an order page asks it of every order).
     */
    ofOrder: (orderId: EntityId) =>
      http.call('get', `/scgl/orderBaseInvoice/${segment(orderId)}`, 'orderInvoiceAnswer', { searchParams: { by: 'order' } }),
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;
