/** Cart entities: a line of the container or pallet cart and the cart page (its total is the cart count). */
import * as z from 'zod/mini';
import '../zod.js';
import { page } from './page.js';
import { dateText, dictValue, entityId, maybe } from './wire.js';

/** cartType indexes CART_KINDS of rules (1 container cart, 2 pallet cart); product fields are copied flat. */
export const cartItem = z.looseObject({
  id: entityId,
  skuId: entityId,
  artNo: maybe(z.string()),
  name: maybe(z.string()),
  brand: maybe(z.string()),
  colour: maybe(z.string()),
  image: maybe(z.string()),
  quantity: z.number(),
  unitPrice: maybe(z.number()),
  discountPrice: maybe(z.number()),
  /** m³ per unit; the line's volume is volume × quantity. */
  volume: maybe(z.number()),
  weight: maybe(z.number()),
  stockCn: maybe(z.number()),
  stockDe: maybe(z.number()),
  maxOrderQty: maybe(z.number()),
  cartType: maybe(dictValue),
  languageId: maybe(z.number()),
  createTime: maybe(dateText),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartPage = page(cartItem);
export type CartPage = z.infer<typeof cartPage>;
