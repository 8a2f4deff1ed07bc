/** Invoice calls (spec section 7, Shop: Invoices): the member's invoice data and an order's invoice. */
import * as z from 'zod/mini';
import '../zod.js';
import { entityId, invoice, maybe } from '../entities/index.js';

/** POST /scgl/rfmemberinvoice/getByUid: the invoice data of the logged-in member (uid from the token). */
export const memberInvoiceAnswer = maybe(z.union([invoice, z.array(invoice)]));

/** POST /scgl/orderBaseInvoice/add: an invoice request for an order. */
export const invoiceAddBody = z.extend(invoice, { orderId: entityId });
export type InvoiceAddBody = z.input<typeof invoiceAddBody>;

/** GET /scgl/orderBaseInvoice/{id} */
export const invoiceDetail = invoice;

/** GET /scgl/orderBaseInvoice/{orderId}?by=order: the order's invoice, null while none was requested (not an error). */
export const orderInvoiceAnswer = z.nullable(invoice);
