/** The cart line as the cart parts show it: the API's cart item with the product facts the rules need. */
import type { FillLine } from '@kontor/api/rules';

export type CartLineId = string | number;

export interface CartLineData extends FillLine {
  readonly id: CartLineId;
  readonly quantity: number;
  readonly image?: string | null;
  readonly artNo?: string | null;
  readonly name?: string | null;
  readonly colour?: string | null;
  readonly unitPrice?: number | null;
  readonly discountPrice?: number | null;
  /** Total stock the line can draw on; 0 means temporarily unavailable. */
  readonly stock?: number | null;
  readonly maxOrderQty?: number | null;
}

/** The price a line is charged at: the discount price when there is one. */
export const priceOf = (line: CartLineData): number => line.discountPrice ?? line.unitPrice ?? 0;
