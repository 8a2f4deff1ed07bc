/** After-sales (service order) calls (spec section 7, Shop: Service orders). */
import * as z from 'zod/mini';
import { languageIdField, pageCurrent, pageSize, statusFilter } from './common.js';
import '../zod.js';
import { afterSalesForm, afterSalesRequest, dictValue, entityId, maybe, page } from '../entities/index.js';
import { AFTER_SALES_STATUSES } from '../../rules/statuses.js';

/** POST /scgl/rfstoreserviceorder: the apply form is the body (its spec section 5 checks live in forms). */
export const serviceOrderApplyBody = afterSalesForm;
export type ServiceOrderApplyBody = z.input<typeof serviceOrderApplyBody>;

/** GET /scgl/rfstoreserviceorder/my/page/: the member's after-sales requests, one page at a time. */
export const serviceOrderPageQuery = z.object({
  current: pageCurrent,
  size: pageSize,
  status: maybe(statusFilter(AFTER_SALES_STATUSES)),
  /** The language of the products' names (a request keeps the name it was filed with when the product has none). */
  languageId: maybe(languageIdField),
});
export type ServiceOrderPageQuery = z.input<typeof serviceOrderPageQuery>;
export const serviceOrderPage = page(afterSalesRequest);

/**
 * GET /scgl/rfstoreserviceorder/status/: the after-sales state of an order line, asked before the
 * apply dialog opens. The answer is not shown in the spec; AFTER_SALES_DIALOG_STATUSES reads it.
 */
export const serviceOrderStatusQuery = z.object({
  orderNo: maybe(z.string()),
  skuId: maybe(entityId),
});
export type ServiceOrderStatusQuery = z.input<typeof serviceOrderStatusQuery>;
/** The newest request's reading for the apply dialog (AFTER_SALES_DIALOG_STATUSES), null when the line has none. */
export const serviceOrderStatus = maybe(dictValue);

/** GET /scgl/rfstoreserviceorder/{id} */
export const serviceOrderDetail = afterSalesRequest;
