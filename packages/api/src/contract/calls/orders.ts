/** Order calls (spec section 7, Shop: Orders): buy, place, list, detail, edit, and ports of arrival. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { cartItem, entityId, maybe, order, orderEditForm, orderForm, page, port } from '../entities/index.js';
import { languageIdField, pageCurrent, pageSize, statusFilter } from './common.js';
import { MAX_LINES_PER_REQUEST, QUANTITY_RANGE } from '../../rules/limits.js';
import { VALIDATION_KEYS } from '../../rules/validation.js';
import { CART_KINDS, ORDER_STATUS_STEPS } from '../../rules/statuses.js';

/** Products ordered without the cart (buy) or the edited lines of an order. */
const orderLines = checked(
  z.array(
    z.object({
      skuId: entityId,
      quantity: checked(z.number(), z.int(), z.minimum(QUANTITY_RANGE.min), z.maximum(QUANTITY_RANGE.max, { error: VALIDATION_KEYS.numberRange })),
    }),
  ),
  z.minLength(1),
  z.maxLength(MAX_LINES_PER_REQUEST),
);

/** POST /scgl/rfstoreorder: the order form (ETA, containers, address: spec section 5) for chosen cart lines. */
export const orderPlaceBody = orderForm;
export type OrderPlaceBody = z.input<typeof orderPlaceBody>;

/** POST /scgl/rfstoreorder/buy: the same form, with the products straight from a detail page. */
// The second half strips unknown keys: a loose half would pass `remark` through untrimmed and
// clash with orderForm's trimmed output (zod refuses to merge differing values).
export const orderBuyBody = z.intersection(orderForm, z.object({ items: orderLines }));
export type OrderBuyBody = z.input<typeof orderBuyBody>;

/** PUT /scgl/rfstoreorder/edit: /editOrder and /editPalletOrder send the form with the order's id. */
export const orderEditBody = z.intersection(
  orderEditForm,
  z.object({ id: entityId, items: maybe(orderLines) }),
);
export type OrderEditBody = z.input<typeof orderEditBody>;

/** GET /scgl/rfstoreorder/my/page: the member's orders, one page at a time. */
export const orderPageQuery = z.object({
  current: pageCurrent,
  size: pageSize,
  status: maybe(statusFilter(ORDER_STATUS_STEPS)),
  orderType: maybe(statusFilter(CART_KINDS)),
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
