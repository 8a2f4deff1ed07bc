/** Cart and stock rules of spec sections 5 and 7: the cart fetch, quantities, stock, the last line. */
import { VALIDATION_KEYS, type ValidationKey } from './validation.js';

/** The cart is fetched as one page of 100 lines; its total is the header's cart count. */
export const CART_PAGE_SIZE = 100;
export const CART_PAGE_CURRENT = 1;
export const CART_QUERY = { size: CART_PAGE_SIZE, current: CART_PAGE_CURRENT } as const;

export const STOCK_UNAVAILABLE_KEY = 'stock.temporarilyUnavailable';
export const LAST_CART_ITEM_KEY = 'cart.lastItemCannotBeDeleted';

/** Zero (or missing, or negative) stock means 'temporarily unavailable'. */
export function isTemporarilyUnavailable(stock: number | null | undefined): boolean {
  return !stock || stock <= 0;
}

/**
 * Whether a quantity may be put in the cart or order: it must be selected (a whole number of at least 1),
 * the stock must not be zero, and it must not exceed the product's maximum orderable quantity.
 */
export function quantityProblem(
  quantity: number | null | undefined,
  product: { stock?: number | null; maxOrderQty?: number | null } = {},
): ValidationKey | typeof STOCK_UNAVAILABLE_KEY | undefined {
  if (quantity === null || quantity === undefined || !Number.isInteger(quantity) || quantity < 1) {
    return VALIDATION_KEYS.quantityRequired;
  }
  if ('stock' in product && isTemporarilyUnavailable(product.stock)) return STOCK_UNAVAILABLE_KEY;
  if (product.maxOrderQty !== null && product.maxOrderQty !== undefined && quantity > product.maxOrderQty) {
    return VALIDATION_KEYS.quantityMax;
  }
  return undefined;
}

/** The last item of a cart cannot be deleted: deleting must leave at least one line. */
export function canDeleteCartItems(cartLineCount: number, deleting = 1): boolean {
  return deleting > 0 && cartLineCount - deleting >= 1;
}
