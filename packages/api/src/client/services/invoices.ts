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
    /**
     * GET /scgl/orderBaseInvoice/{id}: an invoice by its id. `byOrder`: the id is an order's (`?by=order`), for
     * the invoice of that order. `quiet`: a caller asking whether an order has an invoice yet shows the absence
     * itself (no error toast for the 404).
     */
    get: (id: EntityId, options: { quiet?: boolean; byOrder?: boolean } = {}) =>
      http.call('get', `/scgl/orderBaseInvoice/${segment(id)}`, 'invoiceDetail', {
        ...(options.quiet ? { quiet: true } : {}),
        ...(options.byOrder ? { searchParams: { by: 'order' } } : {}),
      }),
  };
}
export type InvoicesService = ReturnType<typeof invoicesService>;
