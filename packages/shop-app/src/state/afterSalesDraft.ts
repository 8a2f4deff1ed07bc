/**
 * The after-sales form's draft per order line (or the free form), kept in the tab's storage so a reload loses nothing
 * typed or uploaded; dropped once the request is sent and, as every member draft, at logout (the common key prefix).
 */
import type { AfterSalesFormValues } from '@kontor/ui/storefront/AfterSalesForm';
import { MEMBER_DRAFT_KEY_PREFIX } from './memberDrafts.js';
import { tabStorage } from './tabStorage.js';

/** The order line a request is about, as the apply page's address names it. */
export interface AfterSalesLine {
  orderNo?: string | null | undefined;
  skuId?: string | null | undefined;
}

/** What the form gave: its values (proofs as links) and the chosen files' names by link. */
export interface AfterSalesDraft {
  values: Partial<AfterSalesFormValues>;
  fileNames: Record<string, string>;
}

const keyOf = ({ orderNo, skuId }: AfterSalesLine) => `${MEMBER_DRAFT_KEY_PREFIX}aftersales-${orderNo ?? ''}-${skuId ?? ''}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What was typed for this line, or nothing; a stored item that is not a draft is ignored. */
export function readAfterSalesDraft(line: AfterSalesLine): AfterSalesDraft {
  try {
    const stored: unknown = JSON.parse(tabStorage().getItem(keyOf(line)) ?? 'null');
    if (isRecord(stored) && isRecord(stored['values']) && isRecord(stored['fileNames'])) return stored as unknown as AfterSalesDraft;
  } catch {
    // Not JSON: nothing kept.
  }
  return { values: {}, fileNames: {} };
}

export function keepAfterSalesDraft(line: AfterSalesLine, draft: AfterSalesDraft): void {
  tabStorage().setItem(keyOf(line), JSON.stringify(draft));
}

export function dropAfterSalesDraft(line: AfterSalesLine): void {
  tabStorage().removeItem(keyOf(line));
}
