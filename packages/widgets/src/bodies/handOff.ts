/**
 * The quick order's way into the shop: a link to its quick-order page carrying the lines (`/quickOrder?lines=`,
 * one `SKU<TAB>quantity` a line). Only the lines travel: no token, no session, nothing of the partner's page.
 */
import { QUICK_ORDER_MAX_ROWS, quickOrderText, type QuickOrderLine } from '@kontor/api/rules';
import { shopUrl, type WidgetSettings } from '../runtime/settings.js';

/** The shop's quick-order route (shop-app `quickorder.routes.ts`) and the query parameter it reads. */
export const QUICK_ORDER_PATH = '/quickOrder';
export const QUICK_ORDER_LINES_PARAM = 'lines';

export function quickOrderHandOff(settings: Pick<WidgetSettings, 'apiBase'>, lines: readonly QuickOrderLine[]): string {
  const url = new URL(shopUrl(settings, QUICK_ORDER_PATH));
  url.searchParams.set(QUICK_ORDER_LINES_PARAM, quickOrderText(lines.slice(0, QUICK_ORDER_MAX_ROWS)));
  return url.href;
}
