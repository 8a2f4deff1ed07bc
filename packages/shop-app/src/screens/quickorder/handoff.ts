/**
 * Lines handed to /quickOrder by a link (`?lines=`, as the partner widget sends them) or by another page
 * (sessionStorage). Only `SKU quantity` text travels this way, never a token.
 */
export const QUICK_ORDER_HANDOFF_KEY = 'kontor-quick-order-lines';
/** More text than 200 lines of SKU and quantity is not a hand-off. */
const MAX_HANDOFF_CHARS = 200 * 80;

/** Leaves lines for the next visit of /quickOrder in this tab. */
export function handOffQuickOrderLines(text: string): void {
  sessionStorage.setItem(QUICK_ORDER_HANDOFF_KEY, text.slice(0, MAX_HANDOFF_CHARS));
}

/** The handed-over lines (the query first), read once: the stored ones are taken out. */
export function takeQuickOrderHandoff(search: string): string {
  const fromQuery = new URLSearchParams(search).get('lines');
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(QUICK_ORDER_HANDOFF_KEY);
    sessionStorage.removeItem(QUICK_ORDER_HANDOFF_KEY);
  } catch {
    // Storage may be off (privacy mode): the query still works.
  }
  return (fromQuery ?? stored ?? '').slice(0, MAX_HANDOFF_CHARS);
}
