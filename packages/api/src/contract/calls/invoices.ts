/** Invoice calls (spec section 7, Shop: Invoices): the member's invoice data and an order's invoice. */
import * as z from 'zod/mini';
import '../zod.js';
import { entityId, invoice, maybe } from '../entities/index.js';
import { boundedText } from './common.js';

/** POST /scgl/rfmemberinvoice/getByUid: the invoice data of the logged-in member (uid from the token). */
export const memberInvoiceAnswer = maybe(z.union([invoice, z.array(invoice)]));

/**
 * POST /scgl/orderBaseInvoice/add: an invoice request for an order. Only the order is required; each text is held to
 * the length the invoice form (invoiceForm) gives it, so the server refuses what the form refuses (a VAT no. is a name).
 */
export const invoiceAddBody = z.extend(invoice, {
  orderId: entityId,
  company: maybe(boundedText('line')),
  vatNo: maybe(boundedText('name')),
  address: maybe(boundedText('line')),
  phone: maybe(boundedText('name')),
  bankName: maybe(boundedText('name')),
  bankAccount: maybe(boundedText('name')),
});
export type InvoiceAddBody = z.input<typeof invoiceAddBody>;

/** GET /scgl/orderBaseInvoice/{id} */
export const invoiceDetail = invoice;

/** GET /scgl/orderBaseInvoice/{orderId}?by=order: the order's invoice, null while none was requested (not an error). */
export const orderInvoiceAnswer = z.nullable(invoice);
