/** Addresses of the after-sales screens, one home for their query names (read back by AfterSalesApplyScreen). */
import type { OrderItem } from '@kontor/api/contract';

/** The after-sales form filled from an order line: its order, article, product, name and the quantity ordered. */
export function afterSalesApplyHref(orderNo: string, item: OrderItem): string {
  const query = new URLSearchParams({ orderNo, skuId: String(item.skuId), quantity: String(item.quantity) });
  if (item.artNo) query.set('artNo', item.artNo);
  if (item.name) query.set('itemName', item.name);
  return `/afterSalesApply?${query.toString()}`;
}
