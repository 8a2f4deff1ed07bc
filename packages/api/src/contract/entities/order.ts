/**
 * Orders (/scgl/rfstoreorder), their status history, ports of arrival and invoices.
 * Wire names render the spec's labels: orderNo = mall order number, cabinetType = 20 | 40 | 40H,
 * containerCount = number of containers, totalVolume in m³; status indexes ORDER_STATUS_STEPS,
 * paymentStatus PAYMENT_STATUSES, orderType CART_KINDS (container or pallet order).
 */
import * as z from 'zod/mini';
import '../zod.js';
import { address } from './address.js';
import { dateText, dictValue, entityId, maybe } from './wire.js';

/** A line of an order (the cart line it was placed from). */
export const orderItem = z.looseObject({
  id: maybe(entityId),
  skuId: entityId,
  artNo: maybe(z.string()),
  name: maybe(z.string()),
  colour: maybe(z.string()),
  image: maybe(z.string()),
  quantity: z.number(),
  unitPrice: maybe(z.number()),
  discountPrice: maybe(z.number()),
  volume: maybe(z.number()),
});
export type OrderItem = z.infer<typeof orderItem>;

/** One step of an order's status history (status value, when, by whom). */
export const orderStatus = z.looseObject({
  status: dictValue,
  time: maybe(dateText),
  operator: maybe(z.string()),
  remark: maybe(z.string()),
});
export type OrderStatus = z.infer<typeof orderStatus>;

export const order = z.looseObject({
  id: entityId,
  orderNo: z.string(),
  orderDate: maybe(dateText),
  orderType: maybe(dictValue),
  cabinetType: maybe(z.string()),
  status: dictValue,
  paymentTerms: maybe(z.string()),
  paymentStatus: maybe(dictValue),
  addressId: maybe(entityId),
  /** The shipping address, as a snapshot object or as the text the backend printed. */
  shippingAddress: maybe(z.union([address, z.string()])),
  destinationPort: maybe(z.string()),
  forwardingCompany: maybe(z.string()),
  deliveryDate: maybe(dateText),
  receiptNo: maybe(z.string()),
  eta: maybe(dateText),
  containerCount: maybe(z.number()),
  totalVolume: maybe(z.number()),
  totalAmount: maybe(z.number()),
  modeOfTrade: maybe(dictValue),
  remark: maybe(z.string()),
  items: maybe(z.array(orderItem)),
  statusHistory: maybe(z.array(orderStatus)),
});
export type Order = z.infer<typeof order>;

/** A port of arrival (POST /scgl/rfstoreorder/getPortOfArrivals). */
export const port = z.looseObject({
  id: entityId,
  name: z.string(),
  code: maybe(z.string()),
  country: maybe(z.string()),
});
export type Port = z.infer<typeof port>;

/** Member invoice data (rfmemberinvoice) and an order's invoice (orderBaseInvoice); fields not shown: loose. */
export const invoice = z.looseObject({
  id: maybe(entityId),
  memberId: maybe(entityId),
  orderId: maybe(entityId),
  company: maybe(z.string()),
  vatNo: maybe(z.string()),
  address: maybe(z.string()),
  email: maybe(z.string()),
  phone: maybe(z.string()),
  bankName: maybe(z.string()),
  bankAccount: maybe(z.string()),
  invoiceNo: maybe(z.string()),
  amount: maybe(z.number()),
  fileLink: maybe(z.string()),
  createTime: maybe(dateText),
});
export type Invoice = z.infer<typeof invoice>;
