/** Order calls (spec section 7, Shop: Orders): buy, place, list, detail, edit, and ports of arrival. */
import * as z from 'zod';
import { cartItem, entityId, maybe, order, orderForm, page, port } from '../entities/index.js';
import { languageIdField } from './common.js';

/** Products ordered without the cart (buy) or the edited lines of an order. */
const orderLines = z
  .array(z.looseObject({ skuId: entityId, quantity: z.number().int().min(1) }))
  .min(1);

/** POST /scgl/rfstoreorder: the order form (ETA, containers, address: spec section 5) for chosen cart lines. */
export const orderPlaceBody = orderForm;
export type OrderPlaceBody = z.input<typeof orderPlaceBody>;

/** POST /scgl/rfstoreorder/buy: the same form, with the products straight from a detail page. */
export const orderBuyBody = z.intersection(orderForm, z.looseObject({ items: orderLines }));
export type OrderBuyBody = z.input<typeof orderBuyBody>;

/** PUT /scgl/rfstoreorder/edit: /editOrder and /editPalletOrder send the form with the order's id. */
export const orderEditBody = z.intersection(
  orderForm,
  z.looseObject({ id: entityId, items: maybe(orderLines) }),
);
export type OrderEditBody = z.input<typeof orderEditBody>;

/** GET /scgl/rfstoreorder/my/page: the member's orders, one page at a time. */
export const orderPageQuery = z.object({
  current: z.number().int().min(1),
  size: z.number().int().min(1),
  status: maybe(z.number().int()),
  orderType: maybe(z.number().int()),
  languageId: maybe(languageIdField),
});
export type OrderPageQuery = z.input<typeof orderPageQuery>;
export const orderPage = page(order);

/** GET /scgl/rfstoreorder/orderCart/{id}: the order's lines as cart lines, for editing it. */
export const orderCartLines = z.array(cartItem);

/** POST /scgl/rfstoreorder/getPortOfArrivals */
export const portQueryBody = z.looseObject({
  languageId: languageIdField,
  country: maybe(z.string()),
});
export type PortQueryBody = z.input<typeof portQueryBody>;
export const portList = z.array(port);
